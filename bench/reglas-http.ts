// The acta path over HTTP for the rules bench (issue 28): the built server (rules included) on
// the synthetic registry with `n` delegates, each sending its mesa's acta once — figures from
// the night's generator and a photo of its own of about 200 KB — one request at a time, so
// each latency is the path's own and not a queue's. Its p99 is what the rules' cost is set against.
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { rm } from 'node:fs/promises';
import { connect } from '../server/src/db/connect.js';
import { prepararDiaD, servirDiaD } from './dia-d-datos.js';
import type { Kysely } from 'kysely';
import type { DB } from '../server/src/db/schema.js';
import { generarNoche, NUESTRO, PARTIDOS } from './reglas-noche.js';
import { percentil } from './lib.js';

const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;

/** A noise JPEG of about 200 KB (a real photo of paper barely compresses), different each call. */
const foto = () => {
  const lado = 580;
  return sharp(randomBytes(lado * lado * 3), { raw: { width: lado, height: lado, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
};

/** The night's ballot, our party marked, straight into the database (replacing one already there). */
export async function cargarPapeleta(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('dia_d_partidos').execute();
  await db
    .insertInto('dia_d_partidos')
    .values(
      PARTIDOS.map((sigla, orden) => ({
        sigla,
        nombre: sigla,
        color: '#94a3b8',
        orden,
        nuestro: sigla === NUESTRO ? 1 : 0,
      })),
    )
    .execute();
}

export async function caminoHttp(n: number): Promise<{ p50: number; p99: number; errores: number }> {
  const datos = await prepararDiaD(n, 'comando-bench-reglas-http-');
  try {
    const database = connect({ file: `${datos.dataDir}/comando.db` });
    await cargarPapeleta(database.db);
    const mesas = await database.db
      .selectFrom('dia_d_mesas as m')
      .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
      .select(['m.codigo', 'm.habilitados', 'm.recinto_codigo as recinto', 'r.departamento'])
      .where(
        'm.codigo',
        'in',
        datos.mesas.map((m) => m.codigo),
      )
      .execute();
    await database.close();
    const { actas } = generarNoche(
      mesas.map((m) => ({ ...m, habilitados: Number(m.habilitados) })),
      7,
      Math.round(n * 0.03),
    );
    const figuras = new Map(actas.map((a) => [a.mesa, a.figuras]));
    const server = await servirDiaD(datos);
    const tiempos: number[] = [];
    let errores = 0;
    try {
      for (const [i, m] of datos.mesas.entries()) {
        const f = figuras.get(m.codigo)!;
        const form = new FormData();
        form.set('id', randomUUID());
        form.set('votos', JSON.stringify(f.votos));
        form.set('blancos', String(f.blancos));
        form.set('nulos', String(f.nulos));
        form.set('foto', new Blob([await foto()], { type: 'image/jpeg' }), 'acta.jpg');
        const t = performance.now();
        const res = await fetch(`${server.url}/api/delegado/acta`, {
          method: 'POST',
          headers: { cookie: `comando_sesion=${datos.tokens[i]}` },
          body: form,
        });
        await res.arrayBuffer();
        tiempos.push(performance.now() - t);
        if (res.status !== 201) errores += 1;
      }
    } finally {
      await server.close();
    }
    return { p50: percentil(tiempos, 0.5), p99: percentil(tiempos, 0.99), errores };
  } finally {
    await rm(datos.dir, { recursive: true, force: true });
  }
}
