/**
 * Contract of the finanzas area: schemas, routes and Spanish messages.
 * Filled by the finanzas issue; see shared/spec and shared/DESIGN.md.
 */
export const AREA_FINANZAS = 'finanzas' as const;
