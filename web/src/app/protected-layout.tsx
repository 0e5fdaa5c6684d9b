import { TEXTOS_COMUNES } from '@comando/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { sessionKey, useSession } from '../api/session.js';
import { Alert, Spinner } from '../ui/index.js';
import { SimulacroBand } from '../ui/simulacro-band.js';
import { ContrasenaObligatoria, DosPasosObligatoria } from '../areas/cuenta/index.js';
import { useLiveUpdates } from './live-updates.js';
import { BorrarSimulacroButton } from './borrar-simulacro-button.js';
import { LogoutButton } from './logout-button.js';
import { NavBar } from './nav-bar.js';

/**
 * When an admin changes this user's scope, the session is read again live (a `usuarios`
 * event); everything on screen was read under the old ground, so it is all read again, and
 * the screen starts afresh (its filters were fixed to the old ground).
 */
function useAmbitoVivo(ambito: string | undefined) {
  const client = useQueryClient();
  const previo = useRef(ambito);
  useEffect(() => {
    if (previo.current !== undefined && ambito !== undefined && previo.current !== ambito) {
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
    }
    previo.current = ambito;
  }, [ambito, client]);
}

/** Protected screens: without a session the visitor goes to / (history replaced). */
export function ProtectedLayout() {
  const session = useSession();
  useLiveUpdates(Boolean(session.data));
  const ambito = session.data ? JSON.stringify(session.data.ambito) : undefined;
  useAmbitoVivo(ambito);
  if (session.isPending) return <Spinner text={TEXTOS_COMUNES.cargando} centered />;
  // Only when there is no session to show: a background check that failed (another admin's
  // change reads every open screen's session again) keeps the screen and what is typed in it.
  if (session.isError && !session.data) {
    return (
      <main className="mx-auto max-w-xl p-8">
        <Alert>{session.error.message}</Alert>
      </main>
    );
  }
  if (!session.data) return <Navigate to="/" replace />;
  // A temporary password: nothing else answers until it is changed (issue 16).
  if (session.data.cambiarContrasena) return <ContrasenaObligatoria salir={<LogoutButton />} />;
  // Then, where the campaign requires it of admins, two-factor verification (issue 16).
  if (session.data.configurar2fa) return <DosPasosObligatoria salir={<LogoutButton />} />;
  return (
    <div className="min-h-screen">
      <SimulacroBand accion={session.data.role === 'admin' ? <BorrarSimulacroButton /> : null} />
      <NavBar />
      <main className="mx-auto max-w-[1600px] px-4 py-6 sm:px-6">
        <Outlet key={ambito} />
      </main>
    </div>
  );
}
