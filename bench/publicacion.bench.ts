// Issue 46: publishing the campaign's actas as a static site, over the synthetic full registry
// (33.439 mesas), every acta verified with a photo of its own (small synthetic JPEGs: the size is
// printed) and an official snapshot of every mesa (a tenth of them differing from ours). Measured:
// the first run to a fresh folder, a run after 1 % of the actas were corrected (new photo, new
// figures), and a run with nothing new; bytes and files written each time. The baseline, in the
// same run: copying the same photos and writing the same number of small files to a folder, with
// no reading, rendering, hashing or bookkeeping. With `--s3` the same three runs go to an s3rver
// bucket too (a real S3 server on loopback: far slower per object than a real bucket or disk).
// Run: npm run bench publicacion [-- --s3]; BENCH_DATABASE_URL=postgres://… for PostgreSQL.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatTamano, type Publicacion } from '@comando/contract';
import sharp from 'sharp';
import {
  importarRegistro,
  leerRegistro,
  registroSintetico,
} from '../server/src/areas/dia-d/registro/index.js';
import { abrirDestino, type Destino } from '../server/src/areas/dia-d/publicacion/destino.js';
import { trabajosPublicacion } from '../server/src/areas/dia-d/publicacion/trabajos.js';
import { readBlob } from '../server/test/helpers.js';
import { S3RVER_CREDENTIALS, startS3 } from '../server/test/s3.js';
import { fmt, Goals, report, startBenchApp } from './lib.js';

const PARTIDOS = ['ALFA', 'BETA', 'GAMA', 'DELTA', 'EPSI'];
const LOTE = 500;
const conS3 = process.argv.includes('--s3');

const app = await startBenchApp(process.env.BENCH_DATABASE_URL);
const goals = new Goals();
const dir = await mkdtemp(path.join(tmpdir(), 'comando-bench-publicacion-'));
const { db, files } = app.deps;

/** A photo of its own for each acta: the base JPEG with `k` in its JFIF density fields. */
function fotoDistinta(base: Buffer, k: number): Buffer {
  const jfif = Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
  jfif.writeUInt16BE(1 + (k % 0xfffe), 12);
  jfif.writeUInt16BE(1 + Math.floor(k / 0xfffe), 14);
  return Buffer.concat([base.subarray(0, 2), jfif, base.subarray(2)]);
}

const votosDe = (habilitados: number, k: number) =>
  Object.fromEntries(PARTIDOS.map((s, i) => [s, (habilitados * (i + 3) + k) % 60]));

/** A version of the acta of `mesa` with a new photo, verified: archivos, actas, votes, current acta. */
async function actas(
  mesas: { codigo: string; habilitados: number; departamento: string }[],
  base: Buffer,
  desde: number,
  version: number,
) {
  const ahora = new Date().toISOString();
  for (let i = 0; i < mesas.length; i += LOTE) {
    const lote = mesas.slice(i, i + LOTE);
    const filas = await Promise.all(
      lote.map(async (m, j) => {
        const foto = fotoDistinta(base, desde + i + j);
        const blob = await files.put(foto);
        return { m, blob, id: randomUUID(), archivo: randomUUID(), k: desde + i + j };
      }),
    );
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('archivos')
        .values(
          filas.map((f) => ({
            id: f.archivo,
            hash: f.blob.hash,
            nombre: 'acta.jpeg',
            tipo: 'image/jpeg',
            tamano: f.blob.tamano,
            subido_por: null,
            subido_en: ahora,
          })),
        )
        .execute();
      await trx
        .insertInto('dia_d_actas')
        .values(
          filas.map((f) => ({
            id: f.id,
            mesa_codigo: f.m.codigo,
            version,
            origen: 'delegado' as const,
            autor_id: 'bench',
            blancos: f.k % 7,
            nulos: f.k % 5,
            foto_id: f.archivo,
            alerta: 0,
            creada_en: ahora,
          })),
        )
        .execute();
      await trx
        .insertInto('dia_d_acta_votos')
        .values(
          filas.flatMap((f) =>
            Object.entries(votosDe(f.m.habilitados, f.k)).map(([sigla, votos]) => ({
              acta_id: f.id,
              sigla,
              votos,
            })),
          ),
        )
        .execute();
      await trx
        .insertInto('dia_d_mesa_acta')
        .values(
          filas.map((f) => ({
            mesa_codigo: f.m.codigo,
            acta_id: f.id,
            estado: 'verificada',
            departamento: f.m.departamento,
            habilitados: f.m.habilitados,
            reservada_por: null,
            reservada_hasta: null,
            cerrada_por: 'bench',
            cerrada_en: ahora,
          })),
        )
        .onConflict((oc) =>
          oc.column('mesa_codigo').doUpdateSet((eb) => ({ acta_id: eb.ref('excluded.acta_id') })),
        )
        .execute();
    });
  }
}

/** Every file a run writes as plain writes: the photos copied, the rest as small files. */
async function copiaSimple(destino: string, fotos: string[], otros: number, bytesOtros: number) {
  const t0 = performance.now();
  await mkdir(path.join(destino, 'fotos'), { recursive: true });
  await mkdir(path.join(destino, 'otros'), { recursive: true });
  const relleno = Buffer.alloc(Math.round(bytesOtros / Math.max(1, otros)), 0x61);
  let siguiente = 0;
  const obrero = async () => {
    while (siguiente < fotos.length) {
      const h = fotos[siguiente++]!;
      await writeFile(path.join(destino, 'fotos', `${h}.jpg`), await readBlob(files, h));
    }
  };
  await Promise.all(Array.from({ length: 16 }, obrero));
  let n = 0;
  const otro = async () => {
    while (n < otros) await writeFile(path.join(destino, 'otros', `${n++}.html`), relleno);
  };
  await Promise.all(Array.from({ length: 16 }, otro));
  return performance.now() - t0;
}

try {
  // ------------------------------------------------------------------ the night
  const t = performance.now();
  await importarRegistro(db, leerRegistro(registroSintetico()), true);
  await db
    .insertInto('dia_d_partidos')
    .values(PARTIDOS.map((sigla, orden) => ({ sigla, nombre: `Partido ${sigla}`, color: '#0ea5e9', orden })))
    .execute();
  const mesas = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select(['m.codigo', 'm.habilitados', 'r.departamento'])
    .orderBy('m.codigo')
    .execute();
  const base = await sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: '#f5f5f0',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  await actas(mesas, base, 0, 1);
  // The official snapshot: every mesa, a tenth differing from ours (ALFA three votes more).
  const oficial = randomUUID();
  await db
    .insertInto('dia_d_oficial_instantaneas')
    .values({
      id: oficial,
      fecha: new Date().toISOString(),
      candidatura: 'PRESIDENTE',
      filas: mesas.length,
      cambios: mesas.length,
      usuario_id: 'bench',
    })
    .execute();
  const nuestras = await db
    .selectFrom('dia_d_mesa_acta as ma')
    .innerJoin('dia_d_actas as a', 'a.id', 'ma.acta_id')
    .select(['ma.mesa_codigo', 'a.blancos', 'a.nulos', 'a.id'])
    .execute();
  const votos = new Map<string, Record<string, number>>();
  for (const v of await db.selectFrom('dia_d_acta_votos').selectAll().execute()) {
    const r = votos.get(v.acta_id) ?? {};
    r[v.sigla] = Number(v.votos);
    votos.set(v.acta_id, r);
  }
  for (let i = 0; i < nuestras.length; i += LOTE) {
    const lote = nuestras.slice(i, i + LOTE).map((n, j) => {
      const v = { ...votos.get(n.id) };
      if ((i + j) % 10 === 0) v.ALFA = (v.ALFA ?? 0) + 3;
      return { n, v };
    });
    await db
      .insertInto('dia_d_oficial_mesas')
      .values(
        lote.map(({ n, v }) => ({
          instantanea_id: oficial,
          mesa_codigo: n.mesa_codigo,
          grupo: 'x',
          pais: 'Bolivia',
          departamento: 'x',
          municipio: 'x',
          recinto: 'x',
          numero: 1,
          habilitados: 0,
          validos: 0,
          blancos: Number(n.blancos),
          nulos: Number(n.nulos),
          emitidos: 0,
          votos: JSON.stringify(v),
          en_registro: 1,
          error_aritmetico: 0,
        })),
      )
      .execute();
    await db
      .insertInto('dia_d_oficial_actual')
      .values(
        lote.map(({ n }) => ({
          candidatura: 'PRESIDENTE',
          mesa_codigo: n.mesa_codigo,
          instantanea_id: oficial,
          huella: 'x',
        })),
      )
      .execute();
  }
  const fotos = (await db.selectFrom('archivos').select('hash').execute()).map((f) => f.hash);
  console.log(
    `${fmt(mesas.length)} actas verificadas con su foto (JPEG sintético de ${formatTamano(base.length + 18)}, 320 × 240) ` +
      `y un cómputo oficial de todas las mesas, preparados en ${fmt((performance.now() - t) / 1000)} s`,
  );

  const admin = await db
    .selectFrom('usuarios')
    .select(['id', 'nombre'])
    .where('usuario', '=', 'admin')
    .executeTakeFirstOrThrow();
  /** One run through the jobs, as the route starts it: its answer once it ended. */
  async function correr(destino: Destino): Promise<Publicacion & { ms: number; rssMb: number }> {
    const trabajos = trabajosPublicacion(app.deps, destino);
    let rss = 0;
    const medir = setInterval(() => (rss = Math.max(rss, process.memoryUsage().rss)), 200);
    const t0 = performance.now();
    const corrida = await trabajos.crear({
      usuarioId: admin.id,
      usuarioNombre: admin.nombre,
      ip: 'bench',
      automatica: false,
      alcance: 'verificadas',
      titulo: 'Actas de la campaña',
      declaracion: 'Cada acta que fotografiaron nuestros delegados.',
    });
    if (!corrida) throw new Error('el turno está tomado');
    await trabajos.ejecutar(corrida.id, { usuarioId: admin.id, usuarioNombre: admin.nombre, ip: 'bench' });
    const ms = performance.now() - t0;
    clearInterval(medir);
    const fin = await trabajos.ver(corrida.id);
    if (fin.estado !== 'hecha') throw new Error(`la publicación terminó con error: ${fin.error}`);
    return { ...fin, ms, rssMb: rss / 1024 / 1024 };
  }
  const linea = (nombre: string, r: Awaited<ReturnType<typeof correr>>) =>
    console.log(
      `${nombre}: ${fmt(r.ms / 1000)} s · ${fmt(r.escritos)} archivos escritos (${formatTamano(r.bytes)}) · ` +
        `${fmt(r.sinCambios)} sin cambios · ${fmt(r.retirados)} quitados · ${fmt(r.mesas)} mesas · memoria máx. ${fmt(r.rssMb)} MB`,
    );

  let correcciones = 0;
  /** The first run, a run after 1 % of the actas were corrected, and a run with nothing new. */
  async function tresCorridas(destino: Destino, donde: string) {
    const primera = await correr(destino);
    linea(`${donde} · primera publicación`, primera);
    // 1 %: a corrected version of 335 actas (a new photo, new figures), verified.
    correcciones += 1;
    const cambiadas = mesas.filter((_, i) => i % 100 === 7 + correcciones);
    await actas(cambiadas, base, mesas.length * (1 + correcciones), 1 + correcciones);
    const uno = await correr(destino);
    linea(`${donde} · con el 1 % corregido`, uno);
    const nada = await correr(destino);
    linea(`${donde} · sin nada nuevo`, nada);
    return { primera, uno, nada };
  }

  // ------------------------------------------------------------------ to a folder
  const carpeta = path.join(dir, 'sitio');
  const enCarpeta = await tresCorridas(abrirDestino({ carpeta })!, 'carpeta');
  const fotosCopiadas = fotos.slice(0, mesas.length);
  const otros = enCarpeta.primera.escritos - fotosCopiadas.length;
  const bytesFotos = fotosCopiadas.length * (base.length + 18);
  const baseline = await copiaSimple(
    path.join(dir, 'copia'),
    fotosCopiadas,
    otros,
    enCarpeta.primera.bytes - bytesFotos,
  );
  report(
    'primera publicación frente a copiar los mismos archivos',
    enCarpeta.primera.ms / 1000,
    baseline / 1000,
    's',
  );
  goals.check(
    'primera publicación en una carpeta',
    enCarpeta.primera.ms < 5 * 60_000,
    `${fmt(enCarpeta.primera.ms / 1000)} s`,
    '< 5 min',
  );
  goals.check(
    'publicación con el 1 % corregido',
    enCarpeta.uno.ms < 60_000,
    `${fmt(enCarpeta.uno.ms / 1000)} s`,
    '< 1 min',
  );
  goals.check(
    'con el 1 % corregido escribe poco',
    enCarpeta.uno.bytes < enCarpeta.primera.bytes * 0.05,
    `${formatTamano(enCarpeta.uno.bytes)} de ${formatTamano(enCarpeta.primera.bytes)}`,
    '< 5 %',
  );
  goals.check(
    'sin nada nuevo no escribe nada',
    enCarpeta.nada.escritos === 0,
    fmt(enCarpeta.nada.escritos),
    '0',
  );

  // ------------------------------------------------------------------ to s3rver
  if (conS3) {
    const s3 = await startS3('bench-publicacion');
    try {
      const cubo = abrirDestino({
        s3: { bucket: s3.bucket, prefix: 'sitio/', endpoint: s3.endpoint, credentials: S3RVER_CREDENTIALS },
      })!;
      const enS3 = await tresCorridas(cubo, 's3rver');
      goals.check(
        'sin nada nuevo en S3 no escribe nada',
        enS3.nada.escritos === 0,
        fmt(enS3.nada.escritos),
        '0',
      );
      await cubo.cerrar();
    } finally {
      await s3.remove();
    }
  } else {
    console.log('(s3rver: npm run bench publicacion -- --s3)');
  }
} finally {
  await app.close();
  await rm(dir, { recursive: true, force: true });
}
goals.finish();
