import {
  exportarIngresosCsv,
  formatCentavos,
  formatFechaHora,
  MENSAJES_FINANZAS,
  TEXTOS_COMUNES,
  TEXTOS_FINANZAS,
  type Ingreso,
} from '@comando/contract';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Card, ConfirmDialog, EmptyState, IconButton } from '../../ui/index.js';
import { useEliminarIngreso } from './api/mutations.js';

/** Recorded income, newest first, each with delete (confirmed); CSV export from the server. */
export function IngresosList({ entries }: { entries: Ingreso[] }) {
  const [aBorrar, setABorrar] = useState<Ingreso | null>(null);
  const eliminar = useEliminarIngreso();
  const cerrar = () => {
    setABorrar(null);
    eliminar.reset();
  };
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
                <IconButton label={`${TEXTOS_FINANZAS.eliminar} ${e.title}`} onClick={() => setABorrar(e)}>
                  <Trash2 size={16} aria-hidden="true" />
                </IconButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={aBorrar !== null}
        onOpenChange={(o) => {
          if (!o) cerrar();
        }}
        title={TEXTOS_FINANZAS.confirmarTitulo}
        text={aBorrar ? TEXTOS_FINANZAS.confirmarTexto(aBorrar.title) : ''}
        confirmLabel={TEXTOS_COMUNES.eliminar}
        danger
        busy={eliminar.isPending}
        error={eliminar.isError ? MENSAJES_FINANZAS.errorEliminar : null}
        onConfirm={() => {
          if (aBorrar) eliminar.mutate(aBorrar.id, { onSuccess: cerrar });
        }}
      />
    </Card>
  );
}
