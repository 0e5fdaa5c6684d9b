import { MENSAJES_SESIONES, TEXTOS_SESIONES as T, formatFechaHora } from '@comando/contract';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button, Card, ConfirmDelete, ConfirmDialog, QueryState } from '../../ui/index.js';
import { useCerrarSesiones } from './api/mutations.js';
import { useSesiones } from './api/queries.js';

/** My open sessions: each other one can be closed, or all of them at once (after a confirmation). */
export function SesionesCard() {
  const sesiones = useSesiones();
  const cerrar = useCerrarSesiones();
  const [todas, setTodas] = useState(false);
  const otras = (sesiones.data ?? []).filter((s) => !s.actual).length;
  return (
    <Card
      title={T.titulo}
      subtitle={T.ayuda}
      actions={
        otras > 0 ? (
          <ConfirmDialog
            open={todas}
            onOpenChange={(o) => {
              setTodas(o);
              if (!o) cerrar.reset();
            }}
            title={T.cerrarOtras}
            text={T.confirmarCerrarOtras}
            confirmLabel={T.cerrarOtras}
            busy={cerrar.isPending}
            error={cerrar.error}
            errorText={MENSAJES_SESIONES.errorCerrar}
            onConfirm={() => cerrar.mutate(undefined, { onSuccess: () => setTodas(false) })}
            trigger={
              <Button size="sm" variant="secondary">
                {T.cerrarOtras}
              </Button>
            }
          />
        ) : undefined
      }
    >
      <QueryState query={sesiones}>
        {(lista) => (
          <ul className="divide-y divide-borde">
            {lista.map((s) => (
              <li key={s.id} className="flex items-start justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">
                    {s.navegador}
                    {s.actual && (
                      <span className="ml-2 rounded bg-teal/15 px-2 py-0.5 text-xs text-teal">
                        {T.estaSesion}
                      </span>
                    )}
                  </p>
                  <p className="text-tenue">
                    {T.ip} {s.ip ?? '—'} · {T.creada} {formatFechaHora(s.creadaEn)} · {T.ultimoUso}{' '}
                    {formatFechaHora(s.ultimoUso)}
                  </p>
                </div>
                {!s.actual && (
                  <ConfirmDelete
                    label={`${T.cerrar}: ${s.navegador}`}
                    title={T.cerrarTitulo}
                    text={T.confirmarCerrar}
                    confirmLabel={T.cerrar}
                    errorText={MENSAJES_SESIONES.errorCerrar}
                    icon={<LogOut size={16} aria-hidden="true" />}
                    onConfirm={() => cerrar.mutateAsync(s.id)}
                  />
                )}
              </li>
            ))}
            {otras === 0 && <li className="py-3 text-sm text-tenue">{T.sinOtras}</li>}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
