/**
 * Contract of the dashboard area: schemas, routes and Spanish messages.
 * Filled by the dashboard issue; see shared/spec and shared/DESIGN.md.
 */
export const AREA_DASHBOARD = 'dashboard' as const;
