import { formatNumero, TEXTOS_DIA_D as T, type ConsultaMesas } from '@comando/contract';
import { useState } from 'react';
import { useTerrenoSesion, type Terreno } from '../../../api/ambito.js';
import { usePuedeEscribir } from '../../../api/session.js';
import { Button, Card, EmptyState, QueryState, SelectField, TextField } from '../../../ui/index.js';
import { useMesas, useMunicipios, useRecintos } from './api/queries.js';
import { AsignarButton } from '../delegados/index.js';
import { DepartamentoSelect } from '../comun/index.js';
import { JefeRecinto } from '../delegados/index.js';
import { RetirarMesaButton } from '../publicacion/index.js';

const hora = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/La_Paz',
});

/** The filters a scoped user cannot change: their ground's department, municipio, recinto. */
function filtrosFijos(t: Terreno | null): Omit<ConsultaMesas, 'cursor'> {
  if (!t) return {};
  return {
    ...(t.departamento ? { departamento: t.departamento } : {}),
    ...(t.municipio ? { municipio: t.municipio } : {}),
    ...(t.recinto ? { recinto: t.recinto } : {}),
  };
}

/** Search and filters over the registry; pages come from the server (50 at a time, by cursor). */
export function MesasList() {
  const terreno = useTerrenoSesion();
  const fijos = filtrosFijos(terreno);
  const [elegidos, setFiltros] = useState<Omit<ConsultaMesas, 'cursor'>>({});
  const filtros = { ...elegidos, ...fijos };
  const [cursores, setCursores] = useState<string[]>([]);
  const cursor = cursores[cursores.length - 1];
  const query = useMesas({ ...filtros, cursor });
  const puedeEscribir = usePuedeEscribir();
  const municipios = useMunicipios();
  // A recinto scope asks for its department's recintos (the server answers only its own) to
  // learn its municipio.
  const recintos = useRecintos(filtros.departamento, fijos.recinto ? '' : filtros.municipio);
  const recintoElegido = (recintos.data ?? []).find((r) => r.codigo === filtros.recinto);
  // A municipio or recinto scope offers only its own; a department's, its municipios.
  const municipioFijo = fijos.municipio ?? (fijos.recinto ? recintoElegido?.municipio : undefined);
  const delDepartamento =
    terreno && terreno.nivel !== 'departamento'
      ? municipioFijo
        ? [{ municipio: municipioFijo }]
        : []
      : (municipios.data ?? []).filter((m) => m.departamento === filtros.departamento);
  const recintosOfrecidos = fijos.recinto
    ? [{ codigo: fijos.recinto, nombre: recintoElegido?.nombre ?? terreno?.nombre ?? fijos.recinto }]
    : (recintos.data ?? []);
  const cambiar = (f: Partial<ConsultaMesas>) => {
    setFiltros((prev) => ({ ...prev, ...f }));
    setCursores([]);
  };
  return (
    <Card title={T.mesas}>
      <div className="mb-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <TextField
          label={T.buscar}
          type="search"
          value={filtros.q ?? ''}
          onChange={(e) => cambiar({ q: e.target.value })}
        />
        <DepartamentoSelect
          value={filtros.departamento ?? ''}
          // A narrower choice belongs to its department: changing it clears them.
          onChange={(d) =>
            cambiar({
              departamento: (d || undefined) as ConsultaMesas['departamento'],
              municipio: undefined,
              recinto: undefined,
            })
          }
        />
        <SelectField
          label={T.municipio}
          value={filtros.municipio ?? municipioFijo ?? ''}
          disabled={!filtros.departamento || (terreno !== null && terreno.nivel !== 'departamento')}
          onChange={(e) => cambiar({ municipio: e.target.value || undefined, recinto: undefined })}
        >
          {!municipioFijo && <option value="">{T.todos}</option>}
          {delDepartamento.map((m) => (
            <option key={m.municipio} value={m.municipio}>
              {m.municipio}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={T.recinto}
          value={filtros.recinto ?? ''}
          disabled={!filtros.municipio || fijos.recinto !== undefined}
          onChange={(e) => cambiar({ recinto: e.target.value || undefined })}
        >
          {!fijos.recinto && <option value="">{T.todos}</option>}
          {recintosOfrecidos.map((r) => (
            <option key={r.codigo} value={r.codigo}>
              {r.nombre}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={filtros.sinDelegado === 'true'}
            onChange={(e) => cambiar({ sinDelegado: e.target.checked ? 'true' : undefined })}
          />
          {T.sinDelegado}
        </label>
      </div>
      {recintoElegido && <JefeRecinto recinto={recintoElegido} />}
      <QueryState query={query} loadingText={T.cargando}>
        {(lista) =>
          lista.total === 0 ? (
            // Nothing searched and nothing found: the registry itself is empty, say how to fill it.
            Object.values(filtros).some(Boolean) ? (
              <EmptyState title={T.vacio} />
            ) : (
              <EmptyState title={T.registroVacio} />
            )
          ) : (
            <div className="flex flex-col gap-2">
              <ul className="flex flex-col divide-y divide-borde" aria-label={T.mesas}>
                {lista.mesas.map((m) => (
                  <li
                    key={m.codigo}
                    className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="font-medium">
                        {T.mesa} {m.numero} · {m.codigo}
                      </p>
                      <p className="text-tenue">
                        {m.recinto.nombre} · {m.recinto.municipio} · {T.habilitados}{' '}
                        {formatNumero(m.habilitados, 0)}
                      </p>
                      <p>
                        {m.delegado ? `${T.delegado}: ${m.delegado.nombre}` : T.sinDelegadoCelda}
                        {m.llegada ? ` · ${T.presente} ${hora.format(new Date(m.llegada))}` : ''}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {puedeEscribir && <AsignarButton mesa={m} />}
                      <RetirarMesaButton codigo={m.codigo} />
                    </div>
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  {T.pagina(
                    cursores.length * lista.mesas.length + 1,
                    cursores.length * lista.mesas.length + lista.mesas.length,
                    lista.total,
                  )}
                </span>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={cursores.length === 0}
                    onClick={() => setCursores((c) => c.slice(0, -1))}
                  >
                    {T.anterior}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={lista.siguiente === null}
                    onClick={() => lista.siguiente && setCursores((c) => [...c, lista.siguiente!])}
                  >
                    {T.siguiente}
                  </Button>
                </div>
              </div>
            </div>
          )
        }
      </QueryState>
    </Card>
  );
}
