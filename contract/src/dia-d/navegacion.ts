// No zod here: the Día D section bar is read by every Día D screen and needs only words and roles.
import { ESCRITURA, LECTURA, SOLO_ADMIN, type Rol } from '../roles.js';
import type { RutaPantalla } from '../shell.js';

/**
 * Día D's own navigation (issue 43): its screens in the order of election night, each with
 * the roles that may open it — those of the route its screen first needs (Transcribir asks
 * for the next acta, a writer's route; the rest read with the default read roles). The
 * ground (issue 27) closes no section: every Día D read filters its rows by the caller's
 * ground on the server, and every level writes in Día D within its ground.
 */
export const SECCIONES_DIA_D = [
  { ruta: '/dia-d/mesas', etiqueta: 'Mesas', roles: LECTURA },
  { ruta: '/dia-d/pendientes', etiqueta: 'Pendientes', roles: LECTURA },
  { ruta: '/dia-d/conteo', etiqueta: 'Conteo', roles: LECTURA },
  { ruta: '/dia-d/actas/verificar', etiqueta: 'Transcribir', roles: ESCRITURA },
  { ruta: '/dia-d/alertas', etiqueta: 'Alertas', roles: LECTURA },
  { ruta: '/dia-d/mensajes', etiqueta: 'Mensajes', roles: LECTURA },
  { ruta: '/dia-d/incidentes', etiqueta: 'Incidentes', roles: LECTURA },
  { ruta: '/dia-d/oficial', etiqueta: 'Cómputo oficial', roles: LECTURA },
  // Issue 45: after the night, the rounds compared; and the elections themselves.
  { ruta: '/dia-d/comparar-elecciones', etiqueta: 'Comparar elecciones', roles: LECTURA },
  { ruta: '/dia-d/elecciones', etiqueta: 'Elecciones', roles: LECTURA },
  // Issue 44: the SMS gateway and the SMS received, an admin's (its routes are SOLO_ADMIN).
  { ruta: '/dia-d/sms', etiqueta: 'SMS', roles: SOLO_ADMIN },
  // Issue 46: publishing the actas, last of the night; its screen's reads are an admin's.
  { ruta: '/dia-d/publicacion', etiqueta: 'Publicación', roles: SOLO_ADMIN },
] as const satisfies readonly { ruta: RutaPantalla; etiqueta: string; roles: readonly Rol[] }[];
export type SeccionDiaD = (typeof SECCIONES_DIA_D)[number];

/** The sections a user of this role may open, in the night's order. */
export const seccionesDiaD = (rol: string): SeccionDiaD[] =>
  SECCIONES_DIA_D.filter((s) => (s.roles as readonly string[]).includes(rol));

export const TEXTOS_NAV_DIA_D = {
  /** The landmark's name: the top bar is «Navegación principal». */
  secciones: 'Secciones del Día D',
  /** Phones: the button that folds the sections names the current one, or asks for one. */
  elegir: 'Elegir sección',
} as const;
