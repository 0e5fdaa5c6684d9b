import { formatNumero, formatPorcentaje, TEXTOS_ACTAS, type Conteo, type Partido } from '@comando/contract';
import { colorPartido, CuadroColor } from '../actas/index.js';

/** Votes and share per party, each with a bar in the party's colour. */
export function PartidosTable({
  titulo,
  filas,
  partidos,
}: {
  titulo: string;
  filas: Conteo['partidos'];
  partidos: Partido[];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-xs font-semibold tracking-wide text-tenue uppercase">
        {titulo}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{TEXTOS_ACTAS.partido}</th>
          <th scope="col">{TEXTOS_ACTAS.votos}</th>
          <th scope="col">{TEXTOS_ACTAS.porcentaje}</th>
        </tr>
      </thead>
      <tbody>
        {filas.map((f) => (
          <tr key={f.sigla} className="border-t border-borde">
            <th scope="row" className="py-2 pr-3 text-left font-semibold">
              <CuadroColor color={colorPartido(partidos, f.sigla)} className="mr-2" />
              {f.sigla}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{formatNumero(f.votos)}</td>
            <td className="w-1/2 py-2">
              <div className="flex items-center gap-2">
                <div className="h-2 flex-1 overflow-hidden rounded bg-panel-2" aria-hidden="true">
                  <div
                    className="h-full"
                    style={{
                      width: `${Math.min(100, f.porcentaje)}%`,
                      background: colorPartido(partidos, f.sigla),
                    }}
                  />
                </div>
                <span className="w-16 text-right tabular-nums">{formatPorcentaje(f.porcentaje, 2)}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
