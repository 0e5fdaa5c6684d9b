/** The account's queries live under the auth routes' first segment. */
export const cuentaKeys = {
  sesiones: ['auth', 'sesiones'] as const,
};
