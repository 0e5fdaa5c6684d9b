/**
 * Contract of the territorial area: schemas, routes and Spanish messages.
 * Filled by the territorial issue; see shared/spec and shared/DESIGN.md.
 */
export const AREA_TERRITORIAL = 'territorial' as const;
