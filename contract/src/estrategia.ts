/**
 * Contract of the estrategia area: schemas, routes and Spanish messages.
 * Filled by the estrategia issue; see shared/spec and shared/DESIGN.md.
 */
export const AREA_ESTRATEGIA = 'estrategia' as const;
