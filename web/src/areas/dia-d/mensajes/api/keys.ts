import { diaDKey } from '../../comun/index.js';

/** Messages to delegates (issue 28): under the area's name, so read receipts arrive live. */
export const mensajesKeys = {
  lista: () => [...diaDKey, 'mensajes'] as const,
};
