import {
  exportarMuestraCsv,
  formatNumero,
  nombreDepartamento,
  TEXTOS_ACTAS,
  TEXTOS_PENDIENTES as T,
} from '@comando/contract';
import { DescargaCsvLink } from '../comun/index.js';
import { Link } from 'react-router';
import { Card, QueryState } from '../../../ui/index.js';
import { useMuestra } from './api/queries.js';

/** The quick count's sample on the count screen: its actas in, by department, and who to call first. */
export function MuestraCard() {
  const muestra = useMuestra();
  return (
    <Card
      title={T.muestraTitulo}
      className="mt-6"
      actions={<DescargaCsvLink href={exportarMuestraCsv.path}>{T.muestraExportar}</DescargaCsvLink>}
    >
      <p className="mb-3 text-sm text-tenue">{T.muestraAyuda}</p>
      <QueryState query={muestra}>
        {(m) =>
          m.semilla === null ? (
            <p className="text-sm text-tenue">{TEXTOS_ACTAS.sinMuestra}</p>
          ) : (
            <>
              <table className="w-full text-sm">
                <caption className="sr-only">{T.muestraTitulo}</caption>
                <thead className="text-xs text-tenue uppercase">
                  <tr>
                    <th scope="col" className="px-2 py-2 text-left">
                      {T.muestraDepartamento}
                    </th>
                    <th scope="col" className="px-2 py-2 text-right">
                      {T.muestraRecibidas}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(m.porDepartamento)
                    .sort(([a], [b]) => nombreDepartamento(a).localeCompare(nombreDepartamento(b), 'es'))
                    .map(([d, n]) => (
                      <tr key={d} className="border-t border-borde">
                        <th scope="row" className="px-2 py-2 text-left font-medium">
                          {nombreDepartamento(d)}
                        </th>
                        <td className="px-2 py-2 text-right tabular-nums">
                          {TEXTOS_ACTAS.deMesas(
                            formatNumero(m.recibidasPorDepartamento[d] ?? 0),
                            formatNumero(n),
                          )}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
              <Link
                to="/dia-d/pendientes?estado=sin-acta&muestra=true"
                className="mt-3 inline-block text-sm text-teal underline"
              >
                {T.muestraPendientes}
              </Link>
            </>
          )
        }
      </QueryState>
    </Card>
  );
}
