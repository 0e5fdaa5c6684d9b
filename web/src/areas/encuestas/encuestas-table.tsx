import {
  candidatosDe,
  formatFechaCorta,
  formatNumero,
  formatPorcentaje,
  MENSAJES_ENCUESTAS,
  porcentajeDe,
  TEXTOS_ENCUESTAS,
  type Encuesta,
} from '@comando/contract';
import { ConfirmDelete } from '../../ui/index.js';
import { useEliminarEncuesta } from './api/mutations.js';

/** Registered polls, newest first (the server's order), one column per candidate. */
export function EncuestasTable({ encuestas }: { encuestas: Encuesta[] }) {
  const candidatos = candidatosDe(encuestas);
  const eliminar = useEliminarEncuesta();
  return (
    <div className="overflow-x-auto rounded-xl border border-borde bg-panel">
      <table className="tabla-apilada w-full text-sm md:min-w-[48rem]">
        <caption className="sr-only">{TEXTOS_ENCUESTAS.tabla}</caption>
        <thead className="bg-panel-2 text-xs text-tenue uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              {TEXTOS_ENCUESTAS.fecha}
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              {TEXTOS_ENCUESTAS.encuestadora}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {TEXTOS_ENCUESTAS.muestra}
            </th>
            {candidatos.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-right">
                {c}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right">
              <span className="sr-only">{TEXTOS_ENCUESTAS.acciones}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {encuestas.map((e) => (
            <tr key={e.id} className="border-t border-borde">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {formatFechaCorta(e.fecha)}
              </th>
              <td data-label={TEXTOS_ENCUESTAS.encuestadora} className="px-3 py-2">
                {e.encuestadora}
              </td>
              <td data-label={TEXTOS_ENCUESTAS.muestra} className="px-3 py-2 text-right tabular-nums">
                {e.muestra === null ? '—' : formatNumero(e.muestra)}
              </td>
              {candidatos.map((c) => {
                const v = porcentajeDe(e, c);
                return (
                  <td key={c} data-label={c} className="px-3 py-2 text-right tabular-nums">
                    {v === undefined ? '—' : formatPorcentaje(v)}
                  </td>
                );
              })}
              <td className="px-3 py-2 text-right">
                <ConfirmDelete
                  label={TEXTOS_ENCUESTAS.eliminar(formatFechaCorta(e.fecha), e.encuestadora)}
                  title={TEXTOS_ENCUESTAS.eliminarTitulo}
                  text={TEXTOS_ENCUESTAS.eliminarTexto}
                  errorText={MENSAJES_ENCUESTAS.errorEliminar}
                  onConfirm={() => eliminar.mutateAsync(e.id)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
