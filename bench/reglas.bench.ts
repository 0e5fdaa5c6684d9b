// Issue 28, the rules on every acta: a realistic night on the synthetic 2026 registry (33.439
// mesas; bench/reglas-noche.ts) with 1.000 errors of the seven kinds planted among the actas,
// fed through the server's own acta write path (each acta in a request transaction: its photo's
// row, `guardarVersion` — the version and the count's totals — then `aplicarReglas`, exactly
// what `nuevaVersion` runs) on a real SQLite database, no HTTP.
// Printed: recall per rule and overall (goal ≥ 98 %), the share of clean actas flagged by any
// rule (goal ≤ 1 %), and the rules' cost: p50/p99 of the write path per acta without the rules
// and of the rules alone (and their share of the write path's time), then the acta path over
// HTTP (bench/reglas-http.ts): the rules' p99 as a share of its p99 (goal ≤ 10 %).
// "Clean" excludes the mesas of a planted error and the mesa it copied (figures or photo): of a
// pair with the same figures or photo no rule can tell which one is the copy.
// Run: npm run bench reglas   (BENCH_REGLAS_SEMILLA=n for another night, BENCH_REGLAS_HTTP=n actas over HTTP)
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Regla } from '@comando/contract';
import {
  importarRegistro,
  leerRegistro,
  registroSintetico,
} from '../server/src/areas/dia-d/registro/index.js';
import { aplicarReglas } from '../server/src/areas/dia-d/reglas/index.js';
import { guardarTranscripcion } from '../server/src/areas/dia-d/actas/transcripcion-queries.js';
import { guardarVersion, ponerEstado } from '../server/src/areas/dia-d/actas/versiones.js';
import { connect } from '../server/src/db/connect.js';
import { areas } from '../server/src/areas/index.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { inRequestTransaction } from '../server/src/db/request-transaction.js';
import { fmt, Goals, percentil } from './lib.js';
import { caminoHttp, cargarPapeleta } from './reglas-http.js';
import { generarNoche, type ActaNoche } from './reglas-noche.js';

const SEMILLA = Number(process.env.BENCH_REGLAS_SEMILLA ?? 2026);
const ERRORES = 1000;
const ACTAS_HTTP = Number(process.env.BENCH_REGLAS_HTTP ?? 600);

const dir = await mkdtemp(path.join(tmpdir(), 'comando-bench-reglas-'));
const database = connect({ file: path.join(dir, 'comando.db') });
const db = database.db;
const goals = new Goals();
try {
  await migrateToLatest(db, areas);
  await importarRegistro(db, leerRegistro(registroSintetico()), true);
  await cargarPapeleta(db);
  const mesas = (
    await db
      .selectFrom('dia_d_mesas as m')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .select(['m.codigo', 'm.habilitados', 'm.recinto_codigo as recinto', 'r.departamento'])
      .orderBy('m.codigo')
      .execute()
  ).map((m) => ({ ...m, habilitados: Number(m.habilitados) }));
  const habilitados = new Map(mesas.map((m) => [m.codigo, m.habilitados]));
  const { actas, plantados } = generarNoche(mesas, SEMILLA, ERRORES);
  const llegan = actas.filter((a) => a.llegada).map((a) => a.mesa);
  for (let i = 0; i < llegan.length; i += 500) {
    await db
      .updateTable('dia_d_mesas')
      .set({ llegada_en: '2026-11-23T12:00:00.000Z', llegada_id: null })
      .where('codigo', 'in', llegan.slice(i, i + 500))
      .execute();
  }
  console.log(
    `Noche: ${fmt(actas.length)} mesas, ${fmt(plantados.length)} errores plantados, semilla ${SEMILLA}`,
  );

  const sinReglas: number[] = [];
  const soloReglas: number[] = [];
  /** One acta version through the server's write path, timed without and with the rules. */
  async function recibir(a: ActaNoche, figuras: ActaNoche['figuras'], fotoHash: string) {
    const id = randomUUID();
    const fotoId = randomUUID();
    const en = new Date().toISOString();
    let reglas = 0;
    const t0 = performance.now();
    await inRequestTransaction(db, async () => {
      await db
        .insertInto('archivos')
        .values({
          id: fotoId,
          hash: fotoHash,
          nombre: `acta-${a.mesa}.jpg`,
          tipo: 'image/jpeg',
          tamano: 200_000,
          subido_por: null,
          subido_en: en,
        })
        .execute();
      const datos = {
        id,
        mesa: a.mesa,
        origen: 'delegado' as const,
        autorId: 'bench',
        figuras,
        fotoId,
        en,
        habilitados: habilitados.get(a.mesa)!,
      };
      const version = await guardarVersion(db, datos, 'recibida');
      const t1 = performance.now();
      await aplicarReglas(db, { ...datos, version });
      reglas = performance.now() - t1;
    });
    soloReglas.push(reglas);
    sinReglas.push(performance.now() - t0 - reglas);
    return id;
  }

  const t0 = performance.now();
  const primeras = new Map<string, string>();
  for (const a of actas) primeras.set(a.mesa, await recibir(a, a.figuras, a.hash));
  // HQ verifies some actas (a matching transcription), as transcripcion.ts does.
  for (const a of actas.filter((x) => x.verificar)) {
    const actaId = primeras.get(a.mesa)!;
    await inRequestTransaction(db, async () => {
      const en = new Date().toISOString();
      await guardarTranscripcion(db, {
        id: randomUUID(),
        actaId,
        usuarioId: 'hq',
        usuarioNombre: 'HQ',
        figuras: a.figuras,
        coincide: true,
        en,
        segundos: null,
      });
      await ponerEstado(db, a.mesa, actaId, 'verificada', { por: 'HQ', en });
    });
  }
  for (const a of actas.filter((x) => x.segunda)) await recibir(a, a.segunda!, a.hash);
  const segundos = (performance.now() - t0) / 1000;
  console.log(`${fmt(sinReglas.length)} versiones recibidas en ${fmt(segundos, 1)} s`);

  // ------------------------------------------------------------ recall and false flags
  const alertas = await db.selectFrom('dia_d_alertas').select(['mesa_codigo', 'regla']).execute();
  const de = new Map<string, Set<string>>();
  for (const x of alertas) de.set(x.mesa_codigo, (de.get(x.mesa_codigo) ?? new Set()).add(x.regla));
  const porRegla = new Map<Regla, { plantados: number; hallados: number }>();
  const implicadas = new Set<string>();
  for (const p of plantados) {
    implicadas.add(p.mesa);
    if (p.origen) implicadas.add(p.origen);
    const hallado = de.get(p.mesa)?.has(p.regla) || (p.origen !== null && de.get(p.origen)?.has(p.regla));
    const c = porRegla.get(p.regla) ?? { plantados: 0, hallados: 0 };
    porRegla.set(p.regla, { plantados: c.plantados + 1, hallados: c.hallados + (hallado ? 1 : 0) });
  }
  console.log('Recall por regla:');
  for (const [regla, c] of porRegla) {
    console.log(
      `  ${regla}: ${fmt(c.hallados)} de ${fmt(c.plantados)} (${fmt((100 * c.hallados) / c.plantados, 1)} %)`,
    );
  }
  const hallados = [...porRegla.values()].reduce((s, c) => s + c.hallados, 0);
  const recall = hallados / plantados.length;
  const limpias = actas.filter((a) => !implicadas.has(a.mesa));
  const marcadas = limpias.filter((a) => de.has(a.mesa));
  const porReglaLimpias = new Map<string, number>();
  for (const a of marcadas)
    for (const r of de.get(a.mesa)!) porReglaLimpias.set(r, (porReglaLimpias.get(r) ?? 0) + 1);
  console.log(
    `Actas limpias marcadas: ${fmt(marcadas.length)} de ${fmt(limpias.length)}` +
      (marcadas.length ? ` (${[...porReglaLimpias].map(([r, n]) => `${r} ${n}`).join(', ')})` : ''),
  );

  // ------------------------------------------------------------ cost on the acta path
  const conReglas = sinReglas.map((s, i) => s + soloReglas[i]!);
  const [p50s, p99s, p50r, p99r, p99c] = [
    percentil(sinReglas, 0.5),
    percentil(sinReglas, 0.99),
    percentil(soloReglas, 0.5),
    percentil(soloReglas, 0.99),
    percentil(conReglas, 0.99),
  ];
  console.log(`Camino del acta sin reglas: p50 ${fmt(p50s, 2)} ms, p99 ${fmt(p99s, 2)} ms`);
  console.log(`Reglas solas: p50 ${fmt(p50r, 2)} ms, p99 ${fmt(p99r, 2)} ms`);
  const suma = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  console.log(
    `Reglas en el tiempo total del camino: ${fmt((100 * suma(soloReglas)) / suma(conReglas), 1)} %`,
  );
  console.log(`Camino del acta con reglas: p99 ${fmt(p99c, 2)} ms (${fmt(p99c / p99s, 2)}× sin reglas)`);

  goals.check('recall de las reglas', recall >= 0.98, `${fmt(100 * recall, 1)} %`, '≥ 98 %');
  const falsas = marcadas.length / limpias.length;
  goals.check('actas limpias marcadas', falsas <= 0.01, `${fmt(100 * falsas, 2)} %`, '≤ 1 %');
  // The acta path itself, over HTTP: the rules' p99 against its p99.
  const http = await caminoHttp(ACTAS_HTTP);
  console.log(
    `Camino del acta por HTTP (${fmt(ACTAS_HTTP)} actas con foto de ~200 KB, de a una): p50 ${fmt(http.p50, 1)} ms, p99 ${fmt(http.p99, 1)} ms, ${fmt(http.errores)} errores`,
  );
  goals.check('envíos por HTTP sin error', http.errores === 0, fmt(http.errores), '0');
  const costo = p99r / http.p99;
  goals.check(
    'p99 de las reglas frente al p99 del camino del acta',
    costo <= 0.1,
    `${fmt(100 * costo, 1)} %`,
    '≤ 10 %',
  );
} finally {
  await database.close();
  await rm(dir, { recursive: true, force: true });
  goals.finish();
}
