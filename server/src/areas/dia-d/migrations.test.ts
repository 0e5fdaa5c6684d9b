import { readdirSync } from 'node:fs';
import type { Migration } from 'kysely';
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
  'dia-d-021',
  'dia-d-022',
  'dia-d-023',
  'dia-d-024',
  'dia-d-025',
];

/** A capability's public face (its index.ts), loaded by its folder's name. */
async function indiceDe(capacidad: string): Promise<Record<string, unknown>> {
  const url = new URL(`./${capacidad}/index.ts`, import.meta.url).href;
  return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
}

describe('migraciones de Día D', () => {
  it('conservan sus claves y su orden: una base existente no ve ninguna nueva ni pierde ninguna', () => {
    expect(Object.keys(diaDArea.migrations)).toEqual(CLAVES);
    for (const clave of CLAVES) expect(typeof diaDArea.migrations[clave]?.up).toBe('function');
  });

  it('reúnen todas las de cada capacidad, una vez cada una', async () => {
    const capacidades = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const deCapacidades: string[] = [];
    for (const capacidad of capacidades) {
      const indice = await indiceDe(capacidad);
      for (const [nombre, valor] of Object.entries(indice)) {
        if (nombre.endsWith('Migrations'))
          deCapacidades.push(...Object.keys(valor as Record<string, Migration>));
      }
    }
    expect(deCapacidades.sort()).toEqual([...CLAVES].sort());
    for (const capacidad of capacidades) {
      const indice = await indiceDe(capacidad);
      for (const [nombre, valor] of Object.entries(indice)) {
        if (!nombre.endsWith('Migrations')) continue;
        for (const [clave, migracion] of Object.entries(valor as Record<string, Migration>)) {
          expect(diaDArea.migrations[clave], clave).toBe(migracion);
        }
      }
    }
  });
});
