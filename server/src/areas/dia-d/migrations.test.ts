import { describe, expect, it } from 'vitest';
import { diaDArea } from './index.js';

/**
 * Every existing database recorded Día D's migrations by these keys (Kysely's table of applied
 * migrations): moving a migration to another file or capability must leave its key, and the
 * list's order, exactly as they were (issue 43).
 */
const CLAVES = [
  'dia-d-001',
  'dia-d-002',
  'dia-d-003',
  'dia-d-004',
  'dia-d-005',
  'dia-d-006',
  'dia-d-007',
  'dia-d-014',
  'dia-d-015',
  'dia-d-008',
  'dia-d-009',
  'dia-d-010',
  'dia-d-011',
  'dia-d-016',
  'dia-d-013',
  'dia-d-017',
  'dia-d-019',
  'dia-d-018',
  'dia-d-020',
];

describe('migraciones de Día D', () => {
  it('conservan sus claves y su orden: una base existente no ve ninguna nueva ni pierde ninguna', () => {
    expect(Object.keys(diaDArea.migrations)).toEqual(CLAVES);
    for (const clave of CLAVES) expect(typeof diaDArea.migrations[clave]?.up).toBe('function');
  });
});
