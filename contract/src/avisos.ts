/**
 * Contract of the avisos area: schemas, routes and Spanish messages.
 * Filled by the avisos issue; see shared/spec and shared/DESIGN.md.
 */
export const AREA_AVISOS = 'avisos' as const;
