import { COOKIE_HAY_SESION, RUTA_LOGIN, RUTA_LOGOUT, RUTA_ME } from '@comando/contract';
import type { login, LoginBody, logout, me, UsuarioSesion } from '@comando/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callSinEsquemas } from './client.js';
import { useEleccionLeida } from './eleccion-elegida.js';

// The session's calls name their routes by method and path only (contract/src/sesion.ts):
// this module is part of the login page's chunk, which must not load zod (issue 17).

export const sessionKey = ['sesion'] as const;

/** The logged-in user, or null when there is no valid session. */
const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: async ({ signal }): Promise<UsuarioSesion | null> => {
    // No session cookie was set (or it was cleared): asking would only answer 401.
    if (!haySesion()) return null;
    try {
      return await callSinEsquemas<typeof me>(RUTA_ME, { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        document.cookie = `${COOKIE_HAY_SESION}=; Max-Age=0; path=/; SameSite=Strict`;
        return null;
      }
      throw error;
    }
  },
  // A 401 is an answer (null, above); a network failure or a 5xx is retried as any read (app.tsx).
  staleTime: 5 * 60 * 1000,
});

function haySesion(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${COOKIE_HAY_SESION}=`));
}

export function useSession() {
  return useQuery(sessionQuery);
}

/** Key of the browser cache of dashboard figures (spec: dashboard-storage). */
export const DASHBOARD_STORAGE_KEY = 'dashboard-storage';

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => callSinEsquemas<typeof login>(RUTA_LOGIN, { body }),
    // A password answered with `requiere2fa` opens no session yet: the code comes next.
    onSuccess: (answer) => {
      if (!('requiere2fa' in answer)) client.setQueryData(sessionKey, answer);
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callSinEsquemas<typeof logout>(RUTA_LOGOUT),
    onSettled: () => {
      // Nothing of the previous user stays in this browser.
      client.clear();
      client.setQueryData(sessionKey, null);
      localStorage.removeItem(DASHBOARD_STORAGE_KEY);
    },
  });
}

/**
 * @public Used by the form kit (FormDialog, ConfirmDelete) for the reader role.
 * Whether the logged-in user may change data. Readers (`lector`) see every screen but
 * no write control; the server refuses their writes whatever the web shows. Nor does anyone on a
 * Día D screen that reads an election that ended (issue 45): it is read only.
 */
export function usePuedeEscribir(): boolean {
  const { data } = useSession();
  const pasada = useEleccionLeida() !== null;
  return !pasada && (data?.role === 'admin' || data?.role === 'editor');
}

/** Whether the user is an admin who may change data here (not on an election that ended). */
export function usePuedeAdministrar(): boolean {
  const { data } = useSession();
  const pasada = useEleccionLeida() !== null;
  return !pasada && data?.role === 'admin';
}
