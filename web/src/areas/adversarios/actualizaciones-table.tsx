import {
  formatFechaCorta,
  formatFechaHora,
  MENSAJES_ACTUALIZACIONES,
  TEXTOS_ACTUALIZACIONES,
  type ActualizacionAdversario,
} from '@comando/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { ConfirmDelete } from '../../ui/index.js';
import { useEliminarActualizacion } from './api/mutations.js';
import { TipoBadge } from './tipo-badge.js';

const columnas = TEXTOS_ACTUALIZACIONES.columnas;

/**
 * The updates table, newest first. Rows are virtualised (spacer rows keep the
 * scroll height), so 10,000 updates stay smooth; the header stays in view.
 */
export function ActualizacionesTable({ actualizaciones }: { actualizaciones: ActualizacionAdversario[] }) {
  const eliminar = useEliminarActualizacion();
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read in render only
  const virtualizer = useVirtualizer({
    count: actualizaciones.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 56,
    overscan: 8,
    getItemKey: (index) => actualizaciones[index]?.id ?? index,
  });
  const filas = virtualizer.getVirtualItems();
  const antes = filas[0]?.start ?? 0;
  const despues = filas.length > 0 ? virtualizer.getTotalSize() - (filas[filas.length - 1]?.end ?? 0) : 0;

  return (
    // min-h: the virtualiser renders rows only into a viewport with a height (on phones the header row is out of the flow).
    <div ref={scrollRef} className="max-h-[480px] min-h-16 overflow-auto rounded-lg border border-borde">
      <table
        className="tabla-apilada w-full border-collapse text-sm md:min-w-[720px]"
        aria-label={TEXTOS_ACTUALIZACIONES.tabla}
      >
        <thead className="sticky top-0 z-10 bg-panel-2 text-left text-xs tracking-wide text-tenue uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {columnas.adversario}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {columnas.tipo}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {columnas.mensaje}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
              {columnas.fecha}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {columnas.registrada}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">{columnas.acciones}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {antes > 0 && (
            <tr aria-hidden="true">
              <td colSpan={6} style={{ height: antes, padding: 0 }} />
            </tr>
          )}
          {filas.map((fila) => {
            const a = actualizaciones[fila.index];
            if (!a) return null;
            return (
              <tr
                key={fila.key}
                data-index={fila.index}
                ref={virtualizer.measureElement}
                className="border-t border-borde align-top"
              >
                <th scope="row" className="px-3 py-2 text-left font-medium break-words text-texto">
                  {a.adversarioNombre}
                </th>
                <td data-label={columnas.tipo} className="px-3 py-2">
                  <TipoBadge tipo={a.tipo} />
                </td>
                <td
                  data-label={columnas.mensaje}
                  className="max-w-md px-3 py-2 break-words whitespace-pre-line text-texto max-md:max-w-none"
                >
                  {a.mensaje}
                </td>
                <td data-label={columnas.fecha} className="px-3 py-2 whitespace-nowrap text-tenue">
                  {formatFechaCorta(a.fecha)} {a.hora}
                </td>
                <td data-label={columnas.registrada} className="px-3 py-2 whitespace-nowrap text-tenue">
                  {formatFechaHora(a.fechaCreacion)}
                </td>
                <td className="px-1 py-1 text-right max-md:!text-right">
                  <ConfirmDelete
                    label={TEXTOS_ACTUALIZACIONES.eliminar}
                    title={TEXTOS_ACTUALIZACIONES.confirmarTitulo}
                    text={TEXTOS_ACTUALIZACIONES.confirmarTexto}
                    confirmLabel={TEXTOS_ACTUALIZACIONES.confirmar}
                    errorText={MENSAJES_ACTUALIZACIONES.errorEliminar}
                    onConfirm={() => eliminar.mutateAsync(a.id)}
                  />
                </td>
              </tr>
            );
          })}
          {despues > 0 && (
            <tr aria-hidden="true">
              <td colSpan={6} style={{ height: despues, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
