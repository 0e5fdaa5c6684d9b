import type { Migration } from 'kysely';
import { actasMigrations } from './actas/index.js';
import { conteoMigrations } from './conteo/index.js';
import { delegadosMigrations } from './delegados/index.js';
import { eleccionesMigrations } from './elecciones/index.js';
import { pendientesMigrations } from './pendientes/index.js';
import { impugnacionesMigrations } from './impugnaciones/index.js';
import { incidentesMigrations } from './incidentes/index.js';
import { mensajesMigrations } from './mensajes/index.js';
import { oficialesMigrations } from './oficiales/index.js';
import { publicacionMigrations } from './publicacion/index.js';
import { reglasMigrations } from './reglas/index.js';
import { registroMigrations } from './registro/index.js';
import { smsMigrations } from './sms/index.js';

/**
 * Día D's migrations, each written in its capability's `migrations.ts`, gathered here in the
 * order they were written. Their keys are what every existing database recorded as applied:
 * a key never changes and never moves to another number (Kysely runs the pending ones in key
 * order); a new migration takes the next free number, here and in its capability
 * (`migrations.test.ts` holds the list).
 */
export const diaDMigrations: Record<string, Migration> = {
  'dia-d-001': registroMigrations['dia-d-001'],
  'dia-d-002': delegadosMigrations['dia-d-002'],
  'dia-d-003': actasMigrations['dia-d-003'],
  'dia-d-004': conteoMigrations['dia-d-004'],
  'dia-d-005': actasMigrations['dia-d-005'],
  'dia-d-006': oficialesMigrations['dia-d-006'],
  'dia-d-007': registroMigrations['dia-d-007'],
  'dia-d-014': mensajesMigrations['dia-d-014'],
  'dia-d-015': actasMigrations['dia-d-015'],
  'dia-d-008': incidentesMigrations['dia-d-008'],
  'dia-d-009': conteoMigrations['dia-d-009'],
  'dia-d-010': pendientesMigrations['dia-d-010'],
  'dia-d-011': reglasMigrations['dia-d-011'],
  'dia-d-016': pendientesMigrations['dia-d-016'],
  'dia-d-013': impugnacionesMigrations['dia-d-013'],
  'dia-d-017': delegadosMigrations['dia-d-017'],
  'dia-d-019': registroMigrations['dia-d-019'],
  'dia-d-018': oficialesMigrations['dia-d-018'],
  'dia-d-020': conteoMigrations['dia-d-020'],
  'dia-d-021': publicacionMigrations['dia-d-021'],
  'dia-d-022': actasMigrations['dia-d-022'],
  'dia-d-023': delegadosMigrations['dia-d-023'],
  'dia-d-024': smsMigrations['dia-d-024'],
  'dia-d-025': eleccionesMigrations['dia-d-025'],
};
