/**
 * Contract of the adversarios area: schemas, routes and Spanish messages.
 * Filled by the adversarios issue; see shared/spec and shared/DESIGN.md.
 */
export const AREA_ADVERSARIOS = 'adversarios' as const;
