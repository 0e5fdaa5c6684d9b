import { TEXTOS_CUENTA as T, TEXTOS_DOS_PASOS } from '@comando/contract';
import type { ReactNode } from 'react';
import { CambiarContrasenaForm } from './cambiar-contrasena-form.js';
import { ActivarDosPasos } from './dos-pasos.js';

/**
 * What a user with a temporary password sees after signing in, instead of any screen: the
 * server answers nothing else until it is changed. `salir` is the shell's Cerrar Sesión.
 */
export function ContrasenaObligatoria({ salir }: { salir: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-md rounded-2xl border border-borde bg-panel p-6 shadow-2xl sm:p-8">
        <h1 className="mb-2 text-xl font-bold">{T.cambiarTitulo}</h1>
        <p className="mb-5 text-sm text-tenue">{T.obligatorio}</p>
        <CambiarContrasenaForm />
        <div className="mt-6 border-t border-borde pt-4">{salir}</div>
      </div>
    </main>
  );
}

/**
 * What an admin sees when the campaign requires two-factor verification of admins and they
 * have not enrolled: only the enrolment (the server answers nothing else until it is done).
 */
export function DosPasosObligatoria({ salir }: { salir: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-md rounded-2xl border border-borde bg-panel p-6 shadow-2xl sm:p-8">
        <h1 className="mb-2 text-xl font-bold">{TEXTOS_DOS_PASOS.titulo}</h1>
        <p className="mb-5 text-sm text-tenue">{TEXTOS_DOS_PASOS.obligatoria}</p>
        <ActivarDosPasos />
        <div className="mt-6 border-t border-borde pt-4">{salir}</div>
      </div>
    </main>
  );
}
