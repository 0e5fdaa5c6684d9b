import { inRequestTransaction } from '../../../src/db/request-transaction.js';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calcularConteo } from '../../../src/areas/dia-d/conteo/conteo.js';
import { importarRegistro, leerRegistro } from '../../../src/areas/dia-d/registro/index.js';
import { contextoDeVersion, sumarParticipacion } from '../../../src/areas/dia-d/reglas/queries.js';
import {
  leerTotalesMunicipio,
  moverTotales,
  recalcularTotales,
} from '../../../src/areas/dia-d/conteo/queries.js';
import { nuevaVersion, ponerEstado } from '../../../src/areas/dia-d/actas/versiones.js';
import { actualDeMesa } from '../../../src/areas/dia-d/actas/versiones-queries.js';
import { lineasDeTotales } from '../../dia-d-comun.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';

// Issue 27: the count's running totals per department and per municipio move in the same
// transaction as every change of a mesa's current acta; after any mix of sends, new versions,
// transcriptions and settlements they equal the totals rebuilt from the actas themselves.

/** Two departments, three municipios (two in La Paz), four recintos, twelve mesas. */
const REGISTRO = [
  'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
  ...Array.from({ length: 12 }, (_, i) => {
    const lugar = [
      'La Paz;El Alto;Colegio Bolivia;R1',
      'La Paz;El Alto;Escuela Andes;R2',
      'La Paz;Achacachi;Unidad Achacachi;R3',
      'Oruro;Oruro;Escuela Oruro;R4',
    ][i % 4];
    return `${lugar};${i + 1};M${i + 1};${200 + i * 10}`;
  }),
].join('\n');
/** The count of a municipio of La Paz. */
const conteoDeMunicipio = (db: TestApp['deps']['db'], municipio: string) =>
  calcularConteo(db, { nivel: 'municipio', departamento: 'la-paz', municipio });

const MESAS = Array.from({ length: 12 }, (_, i) => `M${i + 1}`);

type Paso =
  | { tipo: 'envio'; mesa: string; a: number; b: number; blancos: number; nulos: number }
  | { tipo: 'transcripcion'; mesa: string; coincide: boolean }
  | { tipo: 'resolucion'; mesa: string; a: number; b: number };

const votos = fc.integer({ min: 0, max: 60 });
const mesa = fc.constantFrom(...MESAS);
const paso: fc.Arbitrary<Paso> = fc.oneof(
  fc.record({
    tipo: fc.constant('envio' as const),
    mesa,
    a: votos,
    b: votos,
    blancos: fc.integer({ min: 0, max: 9 }),
    nulos: fc.integer({ min: 0, max: 9 }),
  }),
  fc.record({ tipo: fc.constant('transcripcion' as const), mesa, coincide: fc.boolean() }),
  fc.record({ tipo: fc.constant('resolucion' as const), mesa, a: votos, b: votos }),
);

describe.each(dialects)('totales por departamento y por municipio (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.deps.db;
    await importarRegistro(db, leerRegistro(REGISTRO), true);
    await db
      .insertInto('dia_d_partidos')
      .values([
        { sigla: 'ALFA', nombre: 'Alfa', color: '#94a3b8', orden: 0 },
        { sigla: 'BETA', nombre: 'Beta', color: '#94a3b8', orden: 1 },
      ])
      .execute();
  }, 60_000);
  afterAll(() => t.close());

  /** One step, in its own transaction as a request does it. */
  async function aplicar(p: Paso) {
    const en = t.clock.now().toISOString();
    // The request's transaction: the totals are gathered and written at its end (alFinal).
    const trx = t.deps.db;
    await inRequestTransaction(trx, async () => {
      const actual = await actualDeMesa(trx, p.mesa);
      const habilitados = Number(
        (
          await trx
            .selectFrom('dia_d_mesas')
            .select('habilitados')
            .where('codigo', '=', p.mesa)
            .executeTakeFirstOrThrow()
        ).habilitados,
      );
      const version = (figuras: { votos: Record<string, number>; blancos: number; nulos: number }) => ({
        id: randomUUID(),
        mesa: p.mesa,
        autorId: 'prueba',
        figuras,
        fotoId: 'foto',
        en,
        habilitados,
      });
      if (p.tipo === 'envio') {
        const figuras = { votos: { ALFA: p.a, BETA: p.b }, blancos: p.blancos, nulos: p.nulos };
        await nuevaVersion(trx, { ...version(figuras), origen: 'delegado' }, 'recibida');
      } else if (p.tipo === 'transcripcion' && actual?.estado === 'recibida') {
        await ponerEstado(trx, p.mesa, actual.acta_id, p.coincide ? 'verificada' : 'disputa');
      } else if (p.tipo === 'resolucion' && actual) {
        const figuras = { votos: { ALFA: p.a, BETA: p.b }, blancos: 1, nulos: 1 };
        await nuevaVersion(trx, { ...version(figuras), origen: 'resolucion' }, 'verificada', {
          por: 'x',
          en,
        });
      }
    });
  }

  const totales = () => lineasDeTotales(t.deps.db);

  it('los totales llevados coinciden con los recalculados tras una mezcla al azar de envíos, versiones y verificaciones', async () => {
    for (const semilla of [27, 270, 2700]) {
      const [pasos] = fc.sample(fc.array(paso, { minLength: 60, maxLength: 90 }), {
        seed: semilla,
        numRuns: 1,
      });
      for (const p of pasos!) await aplicar(p);
      const llevados = await totales();
      // Both departments and all three municipios carry figures.
      expect(llevados.filter((l) => l.startsWith('la-paz/')).length).toBeGreaterThan(0);
      expect(llevados.some((l) => l.startsWith('la-paz/Achacachi|'))).toBe(true);
      expect(llevados.some((l) => l.startsWith('oruro/Oruro|'))).toBe(true);
      await recalcularTotales(t.deps.db);
      expect(await totales(), `semilla ${semilla}`).toEqual(llevados);
    }
  });

  it('el conteo de un municipio y de un departamento sale de sus totales y cuadra con las actas', async () => {
    const db = t.deps.db;
    const elAlto = await conteoDeMunicipio(db, 'El Alto');
    const directo = await sql<{ n: number; alfa: number }>`
      select count(*) as n, sum(v.votos) as alfa
        from dia_d_mesa_acta x
        join dia_d_mesas m on m.codigo = x.mesa_codigo
        join dia_d_recintos r on r.codigo = m.recinto_codigo
        join dia_d_acta_votos v on v.acta_id = x.acta_id and v.sigla = 'ALFA'
       where r.departamento = 'la-paz' and r.municipio = 'El Alto' and x.estado = 'verificada'`.execute(db);
    expect(elAlto.mesas).toBe(6);
    expect(elAlto.actasVerificadas).toBe(Number(directo.rows[0]!.n));
    expect(elAlto.partidos[0]!.votos).toBe(Number(directo.rows[0]!.alfa ?? 0));
    expect(elAlto.departamentos.map((d) => d.departamento)).toEqual(['la-paz']);
    const filas = await leerTotalesMunicipio(db, 'la-paz', 'El Alto');
    expect(filas.length).toBeGreaterThan(0);

    const laPaz = await calcularConteo(db, { nivel: 'departamento', departamento: 'la-paz' });
    const nacional = await calcularConteo(db);
    expect(laPaz.mesas).toBe(9);
    expect(laPaz).toMatchObject(
      // The department's figures are the national count's row for it.
      (({ departamento: _, ...resto }) => resto)(
        nacional.departamentos.find((d) => d.departamento === 'la-paz')!,
      ),
    );
    const recinto = await calcularConteo(db, { nivel: 'recinto', recinto: 'R3' });
    expect(recinto.mesas).toBe(3);
    const achacachi = await conteoDeMunicipio(db, 'Achacachi');
    // Achacachi has one recinto: its count from the running totals equals the recinto's aggregate.
    expect(achacachi).toEqual(recinto);
  });
});

// Issue 30: on PostgreSQL the sums every acta of a department adds to are kept in stripes
// (performance/striped-counters.ts). Without them the second acta of La Paz waited for the first one's commit.
describe.each(dialects.filter((d) => d === 'postgres'))('sumas en franjas (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importarRegistro(t.deps.db, leerRegistro(REGISTRO), true);
  }, 60_000);
  afterAll(() => t.close());

  it('dos actas del mismo departamento a la vez no esperan una por la otra, y el conteo suma las dos', async () => {
    const db = t.deps.db;
    const figuras = { votos: { ALFA: 3, BETA: 2 }, blancos: 1, nulos: 0 };
    const sumar = async (trx: typeof db) => {
      await moverTotales(trx, { departamento: 'la-paz', municipio: 'El Alto' }, 200, 'recibida', 1, figuras);
      await sumarParticipacion(trx, { departamento: 'la-paz', n: 1, suma: 0.5, suma2: 0.25 });
    };
    let soltar = () => {};
    const suelta = new Promise<void>((r) => (soltar = r));
    let escrita = () => {};
    const aEscrita = new Promise<void>((r) => (escrita = r));
    // The first acta's transaction holds its rows until it is let go.
    const primera = db.transaction().execute(async (trx) => {
      await sumar(trx);
      escrita();
      await suelta;
    });
    try {
      await aEscrita;
      // The second gives up after 2 s waiting for a row instead of waiting for the first's commit.
      await db.transaction().execute(async (trx) => {
        await sql`set local lock_timeout = '2s'`.execute(trx);
        await sumar(trx);
      });
    } finally {
      soltar();
      await primera;
    }
    const conteo = await calcularConteo(db, { nivel: 'departamento', departamento: 'la-paz' });
    expect(conteo.actasRecibidas).toBe(2);
    const elAlto = await conteoDeMunicipio(db, 'El Alto');
    expect(elAlto.actasRecibidas).toBe(2);
    expect(await lineasDeTotales(db)).toContain('la-paz|recibida|ALFA|6');
    const sumas = await contextoDeVersion(db, 'M1', 'firma', 'ninguna');
    expect(sumas.sumas).toEqual({ n: 2, suma: 1, suma2: 0.5 });
  });
});
