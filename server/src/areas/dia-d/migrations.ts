import { impugnacionesMigration } from './impugnaciones/migracion.js';
import { oficialesMigration, trabajosOficialesMigration } from './oficiales/migracion.js';
import type { Migration } from 'kysely';
import { actasMigrations } from './actas/index.js';
import { conteoMigrations } from './conteo/index.js';
import { delegadosMigrations } from './delegados/index.js';
import { pendientesMigrations } from './pendientes/index.js';
import { incidentesMigrations } from './incidentes/index.js';
import { mensajesMigrations } from './mensajes/index.js';
import { reglasMigrations } from './reglas/index.js';
import { registroMigrations } from './registro/index.js';

export const diaDMigrations: Record<string, Migration> = {
  'dia-d-001': registroMigrations['dia-d-001'],
  'dia-d-002': delegadosMigrations['dia-d-002'],
  'dia-d-003': actasMigrations['dia-d-003'],
  'dia-d-004': conteoMigrations['dia-d-004'],
  'dia-d-005': actasMigrations['dia-d-005'],
  // Issue 29: the official count's snapshots (server/src/areas/dia-d/oficiales/).
  'dia-d-006': oficialesMigration,
  'dia-d-007': registroMigrations['dia-d-007'],
  'dia-d-014': mensajesMigrations['dia-d-014'],
  'dia-d-015': actasMigrations['dia-d-015'],
  'dia-d-008': incidentesMigrations['dia-d-008'],
  'dia-d-009': conteoMigrations['dia-d-009'],
  'dia-d-010': pendientesMigrations['dia-d-010'],
  // Issue 28: the rules on every acta, their alerts and running sums.
  'dia-d-011': reglasMigrations['dia-d-011'],
  'dia-d-016': pendientesMigrations['dia-d-016'],
  // Issue 29: the photo's hashes per acta version, and the legal files of the discrepancies.
  'dia-d-013': impugnacionesMigration,
  'dia-d-017': delegadosMigrations['dia-d-017'],
  'dia-d-019': registroMigrations['dia-d-019'],
  // Issue 29: large official imports run as jobs whose progress any instance reads.
  'dia-d-018': trabajosOficialesMigration,
  'dia-d-020': conteoMigrations['dia-d-020'],
};
