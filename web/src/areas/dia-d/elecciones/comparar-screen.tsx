import {
  exportarComparacionEleccionesCsv,
  formatNumero,
  nombreDepartamento,
  TEXTOS_ELECCIONES as T,
  type ComparacionElecciones,
  type ConsultaComparacionElecciones,
  type FilaComparada,
} from '@comando/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { eleccionesQuery } from '../../../api/elecciones.js';
import { Alert, Card, PageHeader, QueryState, SelectField } from '../../../ui/index.js';
import { DescargaCsvLink, limpio } from '../comun/index.js';
import { useComparacion } from './api/queries.js';
import { CambioTexto, pct } from './cifras.js';
import { MesasQueCambiaron } from './mesas-que-cambiaron.js';
import { TransferenciaCard } from './transferencia-card.js';

const CLAVES = ['a', 'b', 'departamento', 'municipio', 'recinto'] as const;

/** The place chosen, from the page's address (so the browser's Back climbs the drill-down). */
function useLugar(): [ConsultaComparacionElecciones, (c: ConsultaComparacionElecciones) => void] {
  const [params, setParams] = useSearchParams();
  const filtro = Object.fromEntries(
    CLAVES.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  ) as ConsultaComparacionElecciones;
  return [filtro, (c) => setParams(limpio(c))];
}

/** One row's figures: a table row from 1024 px, a small card below. */
function Fila({ f, abrir, nombre }: { f: FilaComparada; abrir?: () => void; nombre: string }) {
  const lugar = abrir ? (
    <button type="button" onClick={abrir} className="text-left font-medium text-teal underline">
      {nombre}
    </button>
  ) : (
    <span className="font-medium">{nombre}</span>
  );
  return (
    <tr className="flex flex-col gap-1 border-b border-borde py-2 lg:table-row lg:py-0">
      <th scope="row" className="text-left font-normal lg:py-2 lg:pr-3">
        {lugar}
      </th>
      <Celda titulo={T.nuestroA}>{pct(f.a.porcentaje)}</Celda>
      <Celda titulo={T.nuestroB}>{pct(f.b.porcentaje)}</Celda>
      <Celda titulo={T.cambio}>
        <CambioTexto puntos={f.cambio} />
      </Celda>
      <Celda titulo={T.participacionA}>{pct(f.a.participacion)}</Celda>
      <Celda titulo={T.participacionB}>{pct(f.b.participacion)}</Celda>
      <Celda titulo={T.mesasAmbas}>{formatNumero(f.mesasAmbas)}</Celda>
    </tr>
  );
}

function Celda({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <td className="flex justify-between gap-3 text-sm tabular-nums lg:table-cell lg:py-2 lg:pr-3 lg:text-right">
      <span className="text-tenue lg:hidden">{titulo}</span>
      <span>{children}</span>
    </td>
  );
}

/** The places one level down, with the way back up. */
function Filas({
  c,
  filtro,
  cambiar,
}: {
  c: ComparacionElecciones;
  filtro: ConsultaComparacionElecciones;
  cambiar: (c: ConsultaComparacionElecciones) => void;
}) {
  const base = { a: String(c.a.id), b: String(c.b.id) };
  const abrir = (f: FilaComparada) => {
    switch (c.nivel) {
      case 'departamento':
        return () => cambiar({ ...base, departamento: f.id });
      case 'municipio':
        return () => cambiar({ ...base, departamento: filtro.departamento, municipio: f.id });
      case 'recinto':
        return () =>
          cambiar({ ...base, departamento: filtro.departamento, municipio: filtro.municipio, recinto: f.id });
      case 'mesa':
        return undefined;
    }
  };
  const migas = [
    { nombre: T.todoElPais, ir: { ...base } },
    ...(filtro.departamento
      ? [
          {
            nombre: nombreDepartamento(filtro.departamento),
            ir: { ...base, departamento: filtro.departamento },
          },
        ]
      : []),
    ...(filtro.departamento && filtro.municipio
      ? [
          {
            nombre: filtro.municipio,
            ir: { ...base, departamento: filtro.departamento, municipio: filtro.municipio },
          },
        ]
      : []),
    ...(filtro.departamento && filtro.municipio && filtro.recinto
      ? [{ nombre: c.recintoNombre ?? filtro.recinto, ir: undefined }]
      : []),
  ];
  const nombreDe = (f: FilaComparada) => (c.nivel === 'departamento' ? nombreDepartamento(f.id) : f.nombre);
  return (
    <Card title={T.lugar}>
      <nav aria-label={T.lugar} className="mb-3 text-sm">
        <ol className="flex flex-wrap gap-1">
          {migas
            .filter((m) => m.nombre)
            .map((m, i, todas) => (
              <li key={m.nombre} className="flex gap-1">
                {i > 0 && <span aria-hidden="true">›</span>}
                {i < todas.length - 1 && m.ir ? (
                  <button type="button" className="text-teal underline" onClick={() => cambiar(m.ir)}>
                    {m.nombre}
                  </button>
                ) : (
                  <span aria-current="location" className="font-medium">
                    {m.nombre}
                  </span>
                )}
              </li>
            ))}
        </ol>
      </nav>
      <table className="block w-full lg:table">
        <caption className="sr-only">{T.compararTitulo}</caption>
        <thead className="hidden lg:table-header-group">
          <tr className="text-xs text-tenue">
            <th scope="col" className="py-2 pr-3 text-left font-medium">
              {T.lugar}
            </th>
            {[T.nuestroA, T.nuestroB, T.cambio, T.participacionA, T.participacionB, T.mesasAmbas].map((h) => (
              <th key={h} scope="col" className="py-2 pr-3 text-right font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block lg:table-row-group">
          {c.filas.map((f) => (
            <Fila key={f.id} f={f} nombre={nombreDe(f)} abrir={abrir(f)} />
          ))}
          <Fila f={c.total} nombre={T.totalLugar} />
        </tbody>
      </table>
    </Card>
  );
}

/** /dia-d/comparar-elecciones: two elections side by side, place by place down to the mesa. */
export function CompararScreen() {
  const [filtro, cambiar] = useLugar();
  const elecciones = useQuery(eleccionesQuery);
  const comparacion = useComparacion(filtro);
  const legibles = (elecciones.data ?? []).filter((e) => e.actual || e.soloLectura);
  const c = comparacion.data;
  const elegir = (lado: 'a' | 'b', id: string) =>
    cambiar({ a: String(c?.a.id ?? ''), b: String(c?.b.id ?? ''), [lado]: id });
  const csv = `${exportarComparacionEleccionesCsv.path}?${new URLSearchParams(
    limpio({ ...filtro, a: c ? String(c.a.id) : filtro.a, b: c ? String(c.b.id) : filtro.b }),
  ).toString()}`;
  return (
    <div>
      <PageHeader
        title={T.compararTitulo}
        subtitle={T.compararAyuda}
        actions={<DescargaCsvLink href={csv}>{T.exportar}</DescargaCsvLink>}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        {(['a', 'b'] as const).map((lado) => (
          <SelectField
            key={lado}
            label={lado === 'a' ? T.eleccionA : T.eleccionB}
            value={c ? String(c[lado].id) : ''}
            onChange={(e) => elegir(lado, e.target.value)}
          >
            {!c && <option value="">…</option>}
            {legibles.map((e) => (
              <option key={e.id} value={e.id}>
                {T.opcion(e.nombre, e.actual)}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <QueryState query={comparacion}>
        {(datos) => (
          <div className="flex flex-col gap-4">
            {datos.a.id === datos.b.id && <Alert variant="info">{T.mismaEleccion}</Alert>}
            {!datos.nuestroA && <Alert variant="info">{T.sinNuestro(datos.a.nombre)}</Alert>}
            {!datos.nuestroB && datos.b.id !== datos.a.id && (
              <Alert variant="info">{T.sinNuestro(datos.b.nombre)}</Alert>
            )}
            <Filas c={datos} filtro={filtro} cambiar={cambiar} />
            <MesasQueCambiaron c={datos} />
            {(datos.transferencia || datos.transferenciaPocas) && <TransferenciaCard c={datos} />}
          </div>
        )}
      </QueryState>
    </div>
  );
}
