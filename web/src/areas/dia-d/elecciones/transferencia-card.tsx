import { formatNumero, TEXTOS_ELECCIONES as T, type ComparacionElecciones } from '@comando/contract';
import { Card } from '../../../ui/index.js';
import { pct } from './cifras.js';

/** For a runoff: where the eliminated parties' first-round votes went, as estimated (and how). */
export function TransferenciaCard({ c }: { c: ComparacionElecciones }) {
  const t = c.transferencia;
  return (
    <Card title={T.transferencia} subtitle={t ? T.transferenciaAyuda(formatNumero(t.mesas)) : undefined}>
      {!t ? (
        <p className="text-sm text-tenue">{T.transferenciaPocas}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{T.transferencia}</caption>
            <thead>
              <tr className="text-xs text-tenue">
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  {T.origen}
                </th>
                {t.destinos.map((d) => (
                  <th key={d.sigla} scope="col" className="py-2 pr-3 text-right font-medium">
                    <abbr title={d.nombre}>{d.sigla}</abbr>
                  </th>
                ))}
                <th scope="col" className="py-2 text-right font-medium">
                  {T.restoDestino}
                </th>
              </tr>
            </thead>
            <tbody>
              {t.filas.map((f) => (
                <tr key={f.sigla} className="border-t border-borde">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <abbr title={f.nombre}>{f.sigla}</abbr> ({formatNumero(f.votos)})
                  </th>
                  {t.destinos.map((d) => (
                    <td key={d.sigla} className="py-2 pr-3 text-right tabular-nums">
                      {pct(f.hacia[d.sigla] ?? 0)}
                    </td>
                  ))}
                  <td className="py-2 text-right tabular-nums">{pct(f.resto)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
