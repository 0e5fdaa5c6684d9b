/**
 * Estrategia: Día D coverage, planning strategies and
 * key documents, pre-campaign requirements, the strategic calendar and debate
 * themes, one file per card. Send names and answer names follow spec §7 exactly.
 */
export const AREA_ESTRATEGIA = 'estrategia' as const;

export * from './textos.js';
export * from './comun.js';
export * from './dia-d.js';
export * from './planeacion.js';
export * from './precampana.js';
export * from './calendario.js';
export * from './debate.js';
