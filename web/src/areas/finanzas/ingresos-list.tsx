import {
  exportarIngresosCsv,
  formatCentavos,
  formatFechaHora,
  MENSAJES_FINANZAS,
  TEXTOS_FINANZAS,
  type Ingreso,
} from '@comando/contract';
import { Download } from 'lucide-react';
import { Card, ConfirmDelete, EmptyState } from '../../ui/index.js';
import { useEliminarIngreso } from './api/mutations.js';

/** Recorded income, newest first, each with delete (confirmed); CSV export from the server. */
export function IngresosList({ entries }: { entries: Ingreso[] }) {
  const eliminar = useEliminarIngreso();
  return (
    <Card
      title={TEXTOS_FINANZAS.lista}
      actions={
        entries.length > 0 && (
          <a
            href={exportarIngresosCsv.path}
            download
            className="inline-flex items-center gap-2 rounded-lg border border-borde bg-panel-2 px-2.5 py-1 text-sm text-texto hover:bg-borde"
          >
            <Download size={14} aria-hidden="true" />
            {TEXTOS_FINANZAS.exportar}
          </a>
        )
      }
    >
      {entries.length === 0 ? (
        <EmptyState title={TEXTOS_FINANZAS.vacio} text={TEXTOS_FINANZAS.vacioTexto} />
      ) : (
        <ul className="divide-y divide-borde" aria-label={TEXTOS_FINANZAS.lista}>
          {entries.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-texto">{e.title}</p>
                <p className="truncate text-xs text-tenue">
                  {e.concept} · {formatFechaHora(e.date)}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <span className="font-semibold whitespace-nowrap text-teal">
                  {formatCentavos(e.amountCents)}
                </span>
                <ConfirmDelete
                  label={`${TEXTOS_FINANZAS.eliminar} ${e.title}`}
                  title={TEXTOS_FINANZAS.confirmarTitulo}
                  text={TEXTOS_FINANZAS.confirmarTexto(e.title)}
                  errorText={MENSAJES_FINANZAS.errorEliminar}
                  onConfirm={() => eliminar.mutateAsync(e.id)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
