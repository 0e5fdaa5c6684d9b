/**
 * Contract of the juridico area: schemas, routes and Spanish messages.
 * Filled by the juridico issue; see shared/spec and shared/DESIGN.md.
 */
export const AREA_JURIDICO = 'juridico' as const;
