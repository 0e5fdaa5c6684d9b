/**
 * Día D's actas (issue 20): what a phone sends (the figures, the photo stripped of its metadata,
 * or an incident report), every version of a mesa's acta and its state, HQ's double entry
 * (transcription, disputes, settlement), the photos, the lists and the CSV export.
 * What other capabilities use of it is exported here, and only here.
 */
export { conFoto } from './envio.js';
export { actasMigrations } from './migrations.js';
export { actaDeMesa, figurasDe } from './queries.js';
export { recibirActa, recibirIncidente } from './recepcion.js';
export { jpegSinMetadatos } from './sin-metadatos.js';
export { actasRoutes } from './routes.js';
export type { ActasTables } from './tables.js';
export { transcripcionesDe } from './transcripcion-queries.js';
