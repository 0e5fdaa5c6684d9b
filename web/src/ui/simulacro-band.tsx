import { MENSAJES_SIMULACRO as M } from '@comando/contract/simulacro-textos';
import type { ReactNode } from 'react';
import { useSimulacro } from '../api/simulacro.js';

/**
 * The band every screen shows while the server runs in rehearsal mode (issue 30), so nobody
 * takes the rehearsal's figures for the real ones. `accion`: what the screen adds (the admin's
 * wipe button).
 */
export function SimulacroBand({ accion }: { accion?: ReactNode }) {
  if (!useSimulacro()) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-400 px-4 py-1.5 text-center text-sm text-black"
    >
      <strong className="tracking-widest">{M.banda}</strong>
      <span>{M.bandaDetalle}</span>
      {accion}
    </div>
  );
}
