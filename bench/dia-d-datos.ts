// The data dir of the election-day benches: the full synthetic registry (33.439 mesas), the
// election today, the quick count's sample drawn (MUESTRA mesas, as a campaign draws it before the
// close), and `cantidad` delegates on mesas with a session each (what that many codes opening the
// phone page make). Built in-process, then served by the built server.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hoyEnLaPaz } from '@comando/contract';
import pino from 'pino';
import { sortear } from '../server/src/areas/dia-d/conteo/conteo-rapido.js';
import {
  importarRegistro,
  leerRegistro,
  registroSintetico,
} from '../server/src/areas/dia-d/registro/index.js';
import { areas } from '../server/src/areas/index.js';
import { ensureInitialUsers } from '../server/src/auth/users.js';
import { systemClock } from '../server/src/clock.js';
import { connectFromEnv } from '../server/src/db/from-env.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { seedAll } from '../server/src/db/seed.js';
import { openFileStore, storeSettingsFromEnv } from '../server/src/files/open-store.js';
import { buildServer, fmt, spawnServer, type Spawned } from './lib.js';

/** Mesas in the quick count's sample: 3 % of the registry, of the order a campaign draws. */
const MUESTRA = 1000;

export interface DatosDiaD {
  dir: string;
  dataDir: string;
  password: string;
  /** Session tokens of the delegates, one per mesa in code order. */
  tokens: string[];
  mesas: { codigo: string; departamento: string }[];
}

/**
 * `env` names the database and file store as the server reads them (DATABASE_URL,
 * DATABASE_SCHEMA, S3_*); without it, a SQLite file and files in the data dir.
 */
export async function prepararDiaD(
  DELEGADOS: number,
  prefijo: string,
  env: NodeJS.ProcessEnv = {},
): Promise<DatosDiaD> {
  const dir = await mkdtemp(path.join(tmpdir(), prefijo));
  const dataDir = path.join(dir, 'data');
  await mkdir(dataDir, { recursive: true });
  const password = `bench-${randomBytes(6).toString('hex')}-Aa1!`;

  // ---------------------------------------------------------------- the data dir
  const t0 = performance.now();
  const database = await connectFromEnv(env, dataDir);
  const files = openFileStore(storeSettingsFromEnv(env, dataDir));
  await files.init();
  await migrateToLatest(database.db, areas, database.schema);
  await seedAll(database.db, areas, { clock: systemClock, files, random: Math.random });
  await ensureInitialUsers(database.db, systemClock, pino({ level: 'silent' }), {
    admin: password,
    editor: password,
  });
  const importado = await importarRegistro(database.db, leerRegistro(registroSintetico()), true);
  const db = database.db;
  // The ballot.
  await db
    .insertInto('dia_d_partidos')
    .values(
      ['ALFA', 'BETA', 'GAMA'].map((sigla, orden) => ({ sigla, nombre: sigla, color: '#94a3b8', orden })),
    )
    .execute();
  // The election is today in La Paz: the Día D window is open.
  await db.updateTable('estrategia_diad').set({ fecha_eleccion: hoyEnLaPaz() }).execute();
  // The quick count's sample, as the app draws it: an acta of one of its mesas changes the
  // estimate every Conteo screen shows (and reads again), the others leave it alone.
  const admin = await db
    .selectFrom('usuarios')
    .select('id')
    .where('usuario', '=', 'admin')
    .executeTakeFirstOrThrow();
  await sortear(db, { tamano: MUESTRA, semilla: 'bench' }, new Date().toISOString(), admin.id);
  const mesas = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select(['m.codigo', 'r.departamento'])
    .orderBy('m.codigo')
    .limit(DELEGADOS)
    .execute();
  if (mesas.length < DELEGADOS) throw new Error(`el registro tiene ${mesas.length} mesas`);
  const ahora = new Date().toISOString();
  const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
  const tokens: string[] = [];
  const LOTE = 400;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < mesas.length; i += LOTE) {
      const lote = mesas.slice(i, i + LOTE).map((m, j) => {
        const n = i + j;
        const token = randomBytes(32).toString('base64url');
        tokens.push(token);
        return { ...m, n, defensor: randomUUID(), usuario: randomUUID(), token };
      });
      await trx
        .insertInto('territorial_defensores')
        .values(
          lote.map((l) => ({
            id: l.defensor,
            region_id: l.departamento,
            nombre: `Delegado ${l.n}`,
            celular: String(70_000_000 + l.n),
            email: `delegado${l.n}@example.com`,
            casilla: l.codigo.slice(0, 11),
            creado_en: ahora,
          })),
        )
        .execute();
      for (const l of lote) {
        await trx
          .updateTable('dia_d_mesas')
          .set({ delegado_id: l.defensor })
          .where('codigo', '=', l.codigo)
          .execute();
      }
      await trx
        .insertInto('usuarios')
        .values(
          lote.map((l) => ({
            id: l.usuario,
            usuario: `delegado:${l.defensor}`,
            nombre: `Delegado ${l.n}`,
            email: `delegado${l.n}@example.com`,
            rol: 'delegado',
            hash: '!',
            creado_en: ahora,
          })),
        )
        .execute();
      await trx
        .insertInto('dia_d_accesos')
        .values(
          lote.map((l) => ({
            defensor_id: l.defensor,
            codigo_hash: sha256(`bench-${l.n}`),
            usuario_id: l.usuario,
            creado_en: ahora,
          })),
        )
        .execute();
      await trx
        .insertInto('sesiones')
        .values(
          lote.map((l) => ({
            id_hash: sha256(l.token),
            usuario_id: l.usuario,
            creada_en: ahora,
            ultimo_uso: ahora,
          })),
        )
        .execute();
    }
  });
  await database.close();
  console.log(
    `Datos: ${fmt(importado.crear)} mesas, ${fmt(DELEGADOS)} delegados con sesión, preparados en ${fmt((performance.now() - t0) / 1000, 1)} s`,
  );
  return { dir, dataDir, password, tokens, mesas };
}

/**
 * The built server on a prepared data dir, logging warnings only (what both benches measure);
 * `env` as given to prepararDiaD, and `dataDir` of its own for a second instance.
 */
export async function servirDiaD(
  datos: Pick<DatosDiaD, 'dataDir' | 'password'>,
  env: Record<string, string> = {},
): Promise<Spawned> {
  return spawnServer(
    [await buildServer()],
    {
      // The extra listening sockets on every Node (on Node 20 they are opt-in: a deployment that
      // stays on it sets them for election night, README), so that runs compare across versions.
      COPIAS_DE_ESCUCHA: '64',
      ...env,
      DATA_DIR: datos.dataDir,
      ADMIN_PASSWORD: datos.password,
      EDITOR_PASSWORD: datos.password,
      LOG_LEVEL: 'warn',
    },
    '/api/health',
  );
}
