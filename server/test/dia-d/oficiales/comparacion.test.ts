import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  MENSAJES_COMPARACION as M,
  PAGINA_COMPARACION,
  type Comparacion,
  importarResultadosOficiales,
  sortearMuestra,
  fotoActa,
  leerComparacion,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginConAmbito } from '../../ambito-comun.js';
import { registroYPapeleta } from '../../dia-d-comun.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';
import { multipart } from '../../multipart.js';
import { pedir, urlDe } from '../../api.js';

/**
 * The official count against our verified actas (issue 29). Registry: M1, M2, M4, M9 in La Paz,
 * M3 and M5 in Oruro; the official fixture holds M1, M2, M3 and M9 (and M9's acta is only
 * received, so it is not ours). Our party is CC.
 */
const REGISTRO = [
  'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
  'La Paz;El Alto;Colegio Bolivia;R1;1;M1;200',
  'La Paz;El Alto;Colegio Bolivia;R1;2;M2;200',
  'La Paz;El Alto;Colegio Bolivia;R1;3;M4;200',
  'La Paz;El Alto;Colegio Bolivia;R1;4;M9;200',
  'Oruro;Oruro;Escuela Oruro;R2;1;M3;150',
  'Oruro;Oruro;Escuela Oruro;R2;2;M5;150',
].join('\n');

const PAPELETA = [
  { sigla: 'CREEMOS', nombre: 'Creemos', color: '#d9138a' },
  { sigla: 'MAS', nombre: 'Movimiento al Socialismo', color: '#1e40af' },
  { sigla: 'CC', nombre: 'Comunidad Ciudadana', color: '#f97316', nuestro: true },
  { sigla: 'FPV', nombre: 'Frente Para la Victoria', color: '#16a34a' },
];

const OFICIAL = readFileSync(path.join(import.meta.dirname, '..', '..', 'fixtures', 'oficial-2020-utf8.csv'));

/** Our actas: [CREEMOS, MAS, CC, FPV, blancos, nulos] and state. */
const ACTAS: [string, number[], string][] = [
  ['M1', [10, 100, 40, 5, 5, 10], 'verificada'], // as the official row: igual
  ['M2', [20, 80, 40, 10, 4, 6], 'verificada'], // official MAS 90, CC 30: we lose 10
  ['M3', [5, 85, 15, 5, 2, 3], 'verificada'], // official MAS 80, CC 20: we gain 5
  ['M4', [1, 2, 3, 4, 0, 0], 'verificada'], // no official row: solo nuestra
  ['M9', [1, 50, 20, 4, 1, 1], 'recibida'], // not verified: the official row is alone
];

const SIGLAS = ['CREEMOS', 'MAS', 'CC', 'FPV'];

describe.each(dialects)('Día D: comparación con el cómputo oficial (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const leer = async (query = '', cookie = admin) => {
    const res = await pedir(t, leerComparacion, { query, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Comparacion>();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
    await registroYPapeleta(t, admin, REGISTRO, PAPELETA);
    // The actas are written straight into the tables: their own path (phone, double entry) has its tests.
    const db = t.deps.db;
    for (const [mesa, [a, b, c, d, blancos, nulos], estado] of ACTAS) {
      const id = `acta-${mesa}`;
      await db
        .insertInto('dia_d_actas')
        .values({
          id,
          mesa_codigo: mesa,
          version: 1,
          origen: 'delegado',
          autor_id: 'x',
          blancos: blancos ?? 0,
          nulos: nulos ?? 0,
          foto_id: 'f',
          alerta: 0,
          creada_en: '2026-11-23T20:00:00.000Z',
        })
        .execute();
      await db
        .insertInto('dia_d_acta_votos')
        .values([a, b, c, d].map((votos, i) => ({ acta_id: id, sigla: SIGLAS[i] ?? '', votos: votos ?? 0 })))
        .execute();
      await db
        .insertInto('dia_d_mesa_acta')
        .values({
          mesa_codigo: mesa,
          acta_id: id,
          estado,
          departamento: mesa === 'M3' ? 'oruro' : 'la-paz',
          habilitados: 200,
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  it('antes de importar el cómputo oficial, nuestras actas verificadas quedan solas', async () => {
    const c = await leer();
    expect(c.instantanea).toBeNull();
    expect(c.resumen).toEqual({ igual: 0, diferente: 0, soloNuestra: 4, soloOficial: 0, sinNinguna: 2 });
  });

  it('clasifica cada mesa del registro y ordena por el efecto en nuestro partido (mayor pérdida primero)', async () => {
    const { payload, headers } = multipart([
      { name: 'aplicar', value: 'true' },
      { name: 'archivo', filename: 'exportacion_EG2020.csv', content: OFICIAL, type: 'text/csv' },
    ]);
    const imp = await pedir(t, importarResultadosOficiales, { payload, headers, cookie: admin });
    expect(imp.statusCode, imp.body).toBe(200);

    const c = await leer();
    expect(c.candidatura).toBe('PRESIDENTE');
    expect(c.nuestro).toBe('CC');
    expect(c.resumen).toEqual({ igual: 1, diferente: 2, soloNuestra: 1, soloOficial: 1, sinNinguna: 1 });
    const clase = Object.fromEntries(c.mesas.map((m) => [m.codigo, m.clase]));
    expect(clase).toEqual({
      M1: 'igual',
      M2: 'diferente',
      M3: 'diferente',
      M4: 'solo-nuestra',
      M9: 'solo-oficial',
      M5: 'sin-ninguna',
    });
    expect(c.mesas.slice(0, 1).map((m) => m.codigo)).toEqual(['M2']);
    expect(c.mesas.at(-1)?.codigo).toBe('M3');
    const m2 = c.mesas[0];
    expect(m2).toMatchObject({
      efecto: -10,
      nuestras: { votos: { CREEMOS: 20, MAS: 80, CC: 40, FPV: 10 }, blancos: 4, nulos: 6 },
      oficiales: { votos: { CREEMOS: 20, MAS: 90, CC: 30, FPV: 10 }, blancos: 4, nulos: 6 },
      diferencia: { votos: { CREEMOS: 0, MAS: 10, CC: -10, FPV: 0 }, blancos: 0, nulos: 0 },
      fotoUrl: urlDe(fotoActa, { id: 'acta-M2' }),
    });
    expect(c.mesas.find((m) => m.codigo === 'M3')?.efecto).toBe(5);
    expect(c.mesas.find((m) => m.codigo === 'M9')).toMatchObject({
      nuestras: null,
      diferencia: null,
      fotoUrl: null,
    });
    // Net over the differing mesas: −10 in La Paz, +5 in Oruro.
    expect(c.efectoNuestro).toBe(-5);
    expect(c.partidos.find((p) => p.sigla === 'MAS')).toEqual({ sigla: 'MAS', neto: 5, absoluto: 15 });
    expect(c.departamentos.map((d) => [d.departamento, d.efectoNuestro, d.resumen.diferente])).toEqual([
      ['la-paz', -10, 1],
      ['oruro', 5, 1],
    ]);
  });

  it('filtra por clase y por departamento', async () => {
    const iguales = await leer('clase=igual');
    expect(iguales.mesas.map((m) => m.codigo)).toEqual(['M1']);
    const soloOficial = await leer('clase=solo-oficial');
    expect(soloOficial.mesas.map((m) => m.codigo)).toEqual(['M9']);
    const oruro = await leer('departamento=oruro&clase=diferente');
    expect(oruro.mesas.map((m) => m.codigo)).toEqual(['M3']);
    expect(oruro.efectoNuestro).toBe(5);
    expect(oruro.resumen).toEqual({ igual: 0, diferente: 1, soloNuestra: 0, soloOficial: 0, sinNinguna: 1 });
    expect(oruro.departamentos).toHaveLength(2);
  });

  it('rechaza un filtro o un cursor que no se pueden leer', async () => {
    for (const q of ['clase=otra', 'departamento=marte', 'despues=zzz']) {
      const res = await pedir(t, leerComparacion, { query: q, cookie: admin });
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toEqual({ error: M.filtroInvalido });
    }
  });

  it('un usuario departamental solo ve las mesas de su departamento', async () => {
    const oruro = await loginConAmbito(t, admin, 'lector', { nivel: 'departamento', departamento: 'oruro' });
    const c = await leer('', oruro);
    expect(c.mesas.map((m) => m.codigo).sort()).toEqual(['M3', 'M5']);
    expect(c.departamentos.map((d) => d.departamento)).toEqual(['oruro']);
    expect(c.efectoNuestro).toBe(5);
    expect(c.conteoRapido).toBeNull();
  });

  it('pone el porcentaje oficial de cada partido junto a la estimación del conteo rápido', async () => {
    const sin = await leer();
    expect(sin.conteoRapido).toBeNull();
    const muestra = await pedir(t, sortearMuestra, {
      payload: { tamano: 6, semilla: 'comparacion' },
      cookie: admin,
    });
    expect(muestra.statusCode, muestra.body).toBe(200);
    const c = await leer();
    // Official valid votes of the registry's mesas M1, M2, M3, M9: CC 40 + 30 + 20 + 20 of 490.
    const cc = c.conteoRapido?.partidos.find((p) => p.sigla === 'CC');
    expect(c.conteoRapido?.mesasOficiales).toBe(4);
    expect(cc?.oficial).toBeCloseTo((110 / 490) * 100, 6);
    expect(cc?.dentro).toBe(
      (cc?.oficial ?? 0) >= (cc?.ic95[0] ?? 0) && (cc?.oficial ?? 0) <= (cc?.ic95[1] ?? 0),
    );
  });

  it('pagina por cursor sin repetir ni saltar mesas, en el mismo orden', async () => {
    // Enough differing mesas for three pages: 120 more in Oruro, each with its official row.
    const db = t.deps.db;
    const n = PAGINA_COMPARACION * 2 + 20;
    await db
      .insertInto('dia_d_mesas')
      .values(
        Array.from({ length: n }, (_, i) => ({
          codigo: `P${String(i).padStart(3, '0')}`,
          numero: 10 + i,
          recinto_codigo: 'R2',
          habilitados: 150,
        })),
      )
      .execute();
    const todas = await leer();
    expect(todas.resumen.sinNinguna).toBe(n + 1);
    const vistas: string[] = [];
    let despues: string | null = '';
    let paginas = 0;
    while (despues !== null) {
      const p = await leer(despues ? `despues=${encodeURIComponent(despues)}` : '');
      vistas.push(...p.mesas.map((m) => m.codigo));
      despues = p.siguiente;
      paginas++;
    }
    expect(paginas).toBe(3);
    expect(vistas).toHaveLength(n + 6);
    expect(new Set(vistas).size).toBe(n + 6);
    expect(vistas[0]).toBe('M2');
    expect(vistas.at(-1)).toBe('M3');
  });
});
