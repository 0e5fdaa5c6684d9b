import {
  candidatosDe,
  formatFechaCorta,
  formatNumero,
  formatPorcentaje,
  MENSAJES_ENCUESTAS,
  porcentajeDe,
  TEXTOS_COMUNES,
  TEXTOS_ENCUESTAS,
  type Encuesta,
} from '@comando/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog, IconButton } from '../../ui/index.js';
import { useEliminarEncuesta } from './api/mutations.js';

/** Registered polls, newest first (the server's order), one column per candidate. */
export function EncuestasTable({ encuestas }: { encuestas: Encuesta[] }) {
  const candidatos = candidatosDe(encuestas);
  const [aBorrar, setABorrar] = useState<Encuesta | null>(null);
  const eliminar = useEliminarEncuesta();
  return (
    <div className="overflow-x-auto rounded-xl border border-borde bg-panel">
      <table className="tabla-apilada w-full text-sm md:min-w-[48rem]">
        <caption className="sr-only">Encuestas registradas, de la más reciente a la más antigua</caption>
        <thead className="bg-panel-2 text-xs text-tenue uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Fecha
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Encuestadora
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Muestra
            </th>
            {candidatos.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-right">
                {c}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {encuestas.map((e) => (
            <tr key={e.id} className="border-t border-borde">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {formatFechaCorta(e.fecha)}
              </th>
              <td data-label="Encuestadora" className="px-3 py-2">
                {e.encuestadora}
              </td>
              <td data-label="Muestra" className="px-3 py-2 text-right tabular-nums">
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
                <IconButton
                  label={`Eliminar encuesta del ${formatFechaCorta(e.fecha)} (${e.encuestadora})`}
                  onClick={() => {
                    eliminar.reset();
                    setABorrar(e);
                  }}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </IconButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={aBorrar !== null}
        onOpenChange={(o) => {
          if (!o && !eliminar.isPending) setABorrar(null);
        }}
        title={TEXTOS_ENCUESTAS.eliminarTitulo}
        text={TEXTOS_ENCUESTAS.eliminarTexto}
        confirmLabel={TEXTOS_COMUNES.eliminar}
        danger
        busy={eliminar.isPending}
        error={eliminar.isError ? MENSAJES_ENCUESTAS.errorEliminar : null}
        onConfirm={() => {
          if (aBorrar) eliminar.mutate(aBorrar.id, { onSuccess: () => setABorrar(null) });
        }}
      />
    </div>
  );
}
