/**
 * Contract of the paneles area: schemas, routes and Spanish messages.
 * Filled by the paneles issue; see shared/spec and shared/DESIGN.md.
 */
export const AREA_PANELES = 'paneles' as const;
