import {
  formatFechaCorta,
  formatFechaHora,
  MENSAJES_AVISOS,
  TEXTOS_AVISOS,
  type Aviso,
} from '@comando/contract';
import { CalendarClock } from 'lucide-react';
import { ConfirmDelete } from '../../ui/index.js';
import { useEliminarAviso } from './api/mutations.js';

/**
 * One aviso: the message clamped to two lines (full text on hover via the
 * title, and unclamped while the item has keyboard focus), when it happens and
 * when it was created.
 */
export function AvisoItem({ aviso }: { aviso: Aviso }) {
  const eliminar = useEliminarAviso();
  return (
    <article
      tabIndex={0}
      title={aviso.mensaje}
      aria-label={aviso.mensaje}
      className="group rounded-lg border border-borde bg-panel-2 px-3 py-2 focus-visible:border-teal"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="line-clamp-2 text-sm break-words text-texto group-focus-within:line-clamp-none">
          {aviso.mensaje}
        </p>
        <ConfirmDelete
          label={TEXTOS_AVISOS.eliminar}
          title={TEXTOS_AVISOS.confirmarTitulo}
          text={TEXTOS_AVISOS.confirmarTexto}
          confirmLabel={TEXTOS_AVISOS.confirmar}
          errorText={MENSAJES_AVISOS.errorEliminar}
          onConfirm={() => eliminar.mutateAsync(aviso.id)}
          className="-mt-1 -mr-1 shrink-0"
        />
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 text-xs text-tenue">
        <span className="flex items-center gap-1 text-aviso">
          <CalendarClock size={14} aria-hidden="true" />
          <span className="sr-only">{TEXTOS_AVISOS.programado}: </span>
          {formatFechaCorta(aviso.fecha)} {aviso.hora}
        </span>
        <span>
          {TEXTOS_AVISOS.creado} {formatFechaHora(aviso.fechaCreacion)}
        </span>
      </div>
    </article>
  );
}
