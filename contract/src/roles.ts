// No zod here: the login's chunk reads these constants and must not load zod (issue 17).

/**
 * Roles of a staff account. `lector` reads every HQ screen and writes nothing;
 * `delegado` reaches only the routes that name it (the election-day phone page).
 */
export const ROLES = ['admin', 'editor', 'lector', 'delegado'] as const;
export type Rol = (typeof ROLES)[number];

/** Default of a read route: every HQ role. */
export const LECTURA: readonly Rol[] = ['admin', 'editor', 'lector'];
/** Default of a write route: the roles that change HQ data. */
export const ESCRITURA: readonly Rol[] = ['admin', 'editor'];
/** Users, the audit trail and the admin panels. */
export const SOLO_ADMIN: readonly Rol[] = ['admin'];
/** Every logged-in user (own session, own account). */
export const CUALQUIER_ROL: readonly Rol[] = [...ROLES];
