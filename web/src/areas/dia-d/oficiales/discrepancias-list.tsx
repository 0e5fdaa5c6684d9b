import {
  formatNumero,
  REGIONES_TERRITORIALES,
  TEXTOS_COMPARACION as T,
  type MesaComparada,
} from '@comando/contract';
import { cn } from '../../../ui/index.js';
import { conSigno, filasFiguras, tonoEfecto } from './comparacion-vista.js';
import { VerFotoButton } from '../actas/index.js';

const cifra = (n: number | null) => (n === null ? '—' : formatNumero(n));

/** One mesa of the comparison: both sets of figures side by side, the difference, our photo. */
function MesaComparadaItem({ m, siglas }: { m: MesaComparada; siglas: readonly string[] }) {
  const titulo = T.mesa(m.codigo, m.numero);
  const departamento = REGIONES_TERRITORIALES.find((r) => r.id === m.departamento)?.name ?? m.departamento;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{titulo}</h3>
        <span className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded bg-panel-2 px-2 py-0.5 text-xs">{T.clases[m.clase]}</span>
          {m.clase === 'diferente' && (
            <span className={cn('font-medium tabular-nums', tonoEfecto(m.efecto))}>
              {T.efectoMesa(conSigno(m.efecto))}
            </span>
          )}
        </span>
      </div>
      <p className="text-sm break-words text-tenue">
        {m.recinto} · {m.municipio} · {departamento}
      </p>
      {(m.nuestras || m.oficiales) && (
        <table className="w-full max-w-md text-sm">
          <caption className="sr-only">{titulo}</caption>
          <thead className="text-xs text-tenue">
            <tr>
              <th scope="col" className="py-1 pr-2 text-left font-medium">
                {T.partido}
              </th>
              <th scope="col" className="px-1 py-1 text-right font-medium">
                {T.nuestras}
              </th>
              <th scope="col" className="px-1 py-1 text-right font-medium">
                {T.oficiales}
              </th>
              <th scope="col" className="py-1 pl-1 text-right font-medium">
                {T.diferencia}
              </th>
            </tr>
          </thead>
          <tbody>
            {filasFiguras(m, siglas).map((f) => (
              <tr key={f.etiqueta} className={cn('border-t border-borde', f.diferencia && 'bg-coral/10')}>
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {f.etiqueta}
                </th>
                <td className="px-1 py-1 text-right tabular-nums">{cifra(f.nuestras)}</td>
                <td className="px-1 py-1 text-right tabular-nums">{cifra(f.oficiales)}</td>
                <td className="py-1 pl-1 text-right font-medium tabular-nums">
                  {f.diferencia === null ? '—' : conSigno(f.diferencia)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {m.fotoUrl && <VerFotoButton src={m.fotoUrl} alt={T.fotoAlt(m.codigo)} label={T.verFoto(m.codigo)} />}
    </li>
  );
}

export function DiscrepanciasList({ mesas, siglas }: { mesas: MesaComparada[]; siglas: readonly string[] }) {
  return (
    <ul aria-label={T.discrepancias} className="flex flex-col divide-y divide-borde">
      {mesas.map((m) => (
        <MesaComparadaItem key={m.codigo} m={m} siglas={siglas} />
      ))}
    </ul>
  );
}
