import {
  CLASES_COMPARACION,
  formatNumero,
  formatPorcentaje,
  REGIONES_TERRITORIALES,
  TEXTOS_COMPARACION as T,
  type Comparacion,
  type ResumenComparacion,
} from '@comando/contract';
import { Card, cn } from '../../../ui/index.js';
import { conSigno, tonoEfecto } from './comparacion-vista.js';

const CAMPO: Record<(typeof CLASES_COMPARACION)[number], keyof ResumenComparacion> = {
  igual: 'igual',
  diferente: 'diferente',
  'solo-nuestra': 'soloNuestra',
  'solo-oficial': 'soloOficial',
  'sin-ninguna': 'sinNinguna',
};

const nombreDepartamento = (id: string) => REGIONES_TERRITORIALES.find((r) => r.id === id)?.name ?? id;

/** The summary cards: mesas per class and the net effect on our party. */
export function ResumenComparacionCifras({ c }: { c: Comparacion }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {CLASES_COMPARACION.map((clase) => (
        <div key={clase} className="rounded-lg border border-borde bg-panel-2 p-3">
          <p className="text-xs tracking-wide text-tenue uppercase">{T.clases[clase]}</p>
          <p className="text-2xl font-bold tabular-nums">{formatNumero(c.resumen[CAMPO[clase]])}</p>
        </div>
      ))}
      <div className="rounded-lg border border-borde bg-panel-2 p-3">
        <p className="text-xs tracking-wide text-tenue uppercase">{T.efectoNuestro}</p>
        {c.efectoNuestro === null ? (
          <p className="text-sm text-tenue">{T.sinNuestro}</p>
        ) : (
          <p className={cn('text-2xl font-bold tabular-nums', tonoEfecto(c.efectoNuestro))}>
            {c.nuestro} {conSigno(c.efectoNuestro)}
          </p>
        )}
      </div>
    </div>
  );
}

/** Per department: the classes, the effect on us and each party's net difference. */
export function DepartamentosComparacion({ c, filtrado }: { c: Comparacion; filtrado: boolean }) {
  const siglas = c.partidos.map((p) => p.sigla);
  return (
    <Card title={T.porDepartamento}>
      <p className="mb-2 text-sm text-tenue">{T.netoAyuda}</p>
      <table className="tabla-apilada w-full text-sm">
        <caption className="sr-only">{T.porDepartamento}</caption>
        <thead className="text-xs text-tenue uppercase">
          <tr>
            <th scope="col" className="px-2 py-2 text-left">
              {T.departamento}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {T.clases.diferente}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {T.clases.igual}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {T.efectoNuestro}
            </th>
            {siglas.map((s) => (
              <th key={s} scope="col" className="px-2 py-2 text-right">
                {s}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[
            ...c.departamentos.map((d) => ({ ...d, nombre: nombreDepartamento(d.departamento) })),
            // Unfiltered, the answer's own totals are the whole ground's.
            ...(!filtrado && c.departamentos.length > 1
              ? [
                  {
                    departamento: '',
                    nombre: T.nacional,
                    resumen: c.resumen,
                    partidos: c.partidos,
                    efectoNuestro: c.efectoNuestro,
                  },
                ]
              : []),
          ].map((d) => (
            <tr key={d.departamento} className="border-t border-borde">
              <th scope="row" className="px-2 py-2 text-left font-medium">
                {d.nombre}
              </th>
              <td data-label={T.clases.diferente} className="px-2 py-2 text-right tabular-nums">
                {formatNumero(d.resumen.diferente)}
              </td>
              <td data-label={T.clases.igual} className="px-2 py-2 text-right tabular-nums">
                {formatNumero(d.resumen.igual)}
              </td>
              <td
                data-label={T.efectoNuestro}
                className={cn('px-2 py-2 text-right tabular-nums', tonoEfecto(d.efectoNuestro ?? 0))}
              >
                {d.efectoNuestro === null ? '—' : conSigno(d.efectoNuestro)}
              </td>
              {d.partidos.map((p) => (
                <td key={p.sigla} data-label={p.sigla} className="px-2 py-2 text-right tabular-nums">
                  {conSigno(p.neto)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** The official share of each party beside our quick count's estimate and interval. */
export function ConteoRapidoOficial({ c }: { c: Comparacion }) {
  if (!c.conteoRapido) return null;
  return (
    <Card title={T.conteoRapido}>
      <p className="mb-2 text-sm text-tenue">{T.conteoRapidoAyuda}</p>
      <table className="w-full text-sm">
        <caption className="sr-only">{T.conteoRapido}</caption>
        <thead className="text-xs text-tenue uppercase">
          <tr>
            <th scope="col" className="px-1 py-2 text-left">
              {T.partido}
            </th>
            <th scope="col" className="px-1 py-2 text-right">
              {T.oficialPct}
            </th>
            <th scope="col" className="px-1 py-2 text-right">
              {T.estimacion}
            </th>
            <th scope="col" className="px-1 py-2 text-right">
              {T.intervalo}
            </th>
          </tr>
        </thead>
        <tbody>
          {c.conteoRapido.partidos.map((p) => (
            <tr key={p.sigla} className="border-t border-borde">
              <th scope="row" className="px-1 py-2 text-left font-medium">
                {p.sigla}
              </th>
              <td className={cn('px-1 py-2 text-right tabular-nums', !p.dentro && 'text-coral')}>
                {formatPorcentaje(p.oficial, 1)}
                {!p.dentro && <span className="block text-xs">{T.fuera}</span>}
              </td>
              <td className="px-1 py-2 text-right tabular-nums">{formatPorcentaje(p.estimacion, 1)}</td>
              <td className="px-1 py-2 text-right tabular-nums">
                {formatPorcentaje(p.ic95[0], 1)} – {formatPorcentaje(p.ic95[1], 1)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
