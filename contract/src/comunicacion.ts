/**
 * Contract of the comunicacion area: schemas, routes and Spanish messages.
 * Filled by the comunicacion issue; see shared/spec and shared/DESIGN.md.
 */
export const AREA_COMUNICACION = 'comunicacion' as const;
