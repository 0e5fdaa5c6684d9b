import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UsuarioSesion } from '@comando/contract';
import type { ReactNode } from 'react';
import { sessionKey } from '../src/api/session.js';

/**
 * Renders `ui` for a logged-in user of the given role (the session already known, as
 * after login), so write controls show or hide as they do in the app; `sesion` changes the
 * rest of it (a scoped account's ground).
 */
export function renderConSesion(ui: ReactNode, role = 'editor', sesion: Partial<UsuarioSesion> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionKey, {
    role,
    name: 'Prueba',
    email: 'prueba@example.org',
    ambito: { nivel: 'nacional' },
    ambitoNombre: '',
    ambitoDepartamento: null,
    ...sesion,
  });
  const user = userEvent.setup();
  const result = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { ...result, user, client };
}
