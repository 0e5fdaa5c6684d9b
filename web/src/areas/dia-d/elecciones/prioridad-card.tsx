import {
  ETIQUETA_MOTIVO,
  ETIQUETA_ORDEN,
  formatNumero,
  MOTIVOS_PRIORIDAD,
  nombreDepartamento,
  ORDENES_PRIORIDAD,
  TEXTOS_ELECCIONES as T,
  type ConsultaPrioridad,
  type MesaPrioridad,
} from '@comando/contract';
import { useState } from 'react';
import { useTerrenoSesion } from '../../../api/ambito.js';
import { usePuedeEscribir } from '../../../api/session.js';
import { Button, Card, EmptyState, QueryState, SelectField } from '../../../ui/index.js';
import { DepartamentoSelect } from '../comun/index.js';
import { AsignarButton } from '../delegados/index.js';
import { usePrioridad } from './api/queries.js';

function Fila({ m, asignable }: { m: MesaPrioridad; asignable: boolean }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">
          {m.codigo} · {m.recinto.nombre}
        </p>
        <p className="text-sm break-words text-tenue">
          {m.recinto.municipio} ({nombreDepartamento(m.recinto.departamento)}) ·{' '}
          {m.delegado ? `${T.delegadoAhora}: ${m.delegado.nombre}` : T.sinDelegadoAhora}
        </p>
        <ul className="mt-1 flex flex-wrap gap-1" aria-label={T.motivos}>
          {m.motivos.map((motivo) => (
            <li key={motivo} className="rounded-full border border-borde bg-panel-2 px-2 py-0.5 text-xs">
              {motivo === 'caida' && m.caida !== null
                ? `${ETIQUETA_MOTIVO.caida} (${T.caidaDe(formatNumero(m.caida, 1))})`
                : ETIQUETA_MOTIVO[motivo]}
            </li>
          ))}
        </ul>
      </div>
      {asignable && <AsignarButton mesa={{ ...m, llegada: null }} />}
    </li>
  );
}

/**
 * «Prioridad» on Mesas (issue 45): the current registry's mesas that the previous election says
 * to cover first — no delegate then, an acta that did not arrive, was flagged or disputed, official
 * figures unlike ours, our share fallen — filtered and sorted, each assignable from here.
 */
export function PrioridadCard() {
  const terreno = useTerrenoSesion();
  const puedeEscribir = usePuedeEscribir();
  const [filtro, setFiltro] = useState<Omit<ConsultaPrioridad, 'despues'>>({ orden: 'puntaje' });
  const query = usePrioridad(filtro);
  const primera = query.data?.pages[0];
  const cambiar = (f: Partial<ConsultaPrioridad>) => setFiltro((prev) => ({ ...prev, ...f }));
  return (
    <Card
      title={T.prioridadTitulo}
      subtitle={primera?.desde ? T.prioridadAyuda(primera.desde.nombre) : undefined}
      className="mt-4"
    >
      <QueryState query={query}>
        {(datos) => {
          const inicio = datos.pages[0]!;
          if (!inicio.desde) return <EmptyState title={T.prioridadSinAnterior} />;
          const mesas = datos.pages.flatMap((p) => p.mesas);
          return (
            <>
              {!inicio.antes && (
                <p className="mb-3 text-sm text-tenue">{T.prioridadSinCaida(inicio.desde.nombre)}</p>
              )}
              <div className="mb-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
                <SelectField
                  label={T.motivo}
                  value={filtro.motivo ?? ''}
                  onChange={(e) => cambiar({ motivo: e.target.value || undefined })}
                >
                  <option value="">{T.todosLosMotivos}</option>
                  {MOTIVOS_PRIORIDAD.map((m) => (
                    <option key={m} value={m}>
                      {`${ETIQUETA_MOTIVO[m]} (${formatNumero(inicio.porMotivo[m] ?? 0)})`}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={T.orden}
                  value={filtro.orden ?? 'puntaje'}
                  onChange={(e) => cambiar({ orden: e.target.value })}
                >
                  {ORDENES_PRIORIDAD.map((o) => (
                    <option key={o} value={o}>
                      {ETIQUETA_ORDEN[o]}
                    </option>
                  ))}
                </SelectField>
                {!terreno?.departamento && (
                  <DepartamentoSelect
                    value={filtro.departamento ?? ''}
                    onChange={(d) => cambiar({ departamento: d || undefined })}
                  />
                )}
                <label className="flex min-h-11 items-center gap-3 self-end text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-teal"
                    checked={filtro.sinDelegado === 'true'}
                    onChange={(e) => cambiar({ sinDelegado: e.target.checked ? 'true' : undefined })}
                  />
                  {T.soloSinDelegado}
                </label>
              </div>
              <p className="text-sm text-tenue" role="status">
                {T.total(formatNumero(inicio.total))}
              </p>
              {mesas.length === 0 ? (
                <EmptyState title={T.ningunaPrioridad} />
              ) : (
                <ol className="flex flex-col divide-y divide-borde">
                  {mesas.map((m) => (
                    <Fila key={m.codigo} m={m} asignable={puedeEscribir} />
                  ))}
                </ol>
              )}
              {query.hasNextPage && (
                <Button
                  variant="secondary"
                  className="mt-3 self-start"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {T.cargarMas}
                </Button>
              )}
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
