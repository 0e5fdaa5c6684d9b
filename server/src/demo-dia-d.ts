import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { importarRegistro, leerRegistro, registroSintetico } from './areas/dia-d/registro/index.js';
import { areas } from './areas/index.js';
import { ensureInitialUsers } from './auth/users.js';
import { systemClock } from './clock.js';
import { connectFromEnv } from './db/from-env.js';
import { migrateToLatest } from './db/migrate.js';
import { seedAll } from './db/seed.js';
import { DiskFileStore } from './files/store.js';

/**
 * `npm run demo:dia-d`: loads the synthetic 2026 registry (33.439 mesas in 5.794
 * recintos, clearly fictitious names) into DATA_DIR (or DATABASE_URL, in DATABASE_SCHEMA when set) for trying
 * the Día D screens and for the bench. Re-running it changes nothing.
 */
const env = process.env;
const log = pino({ level: env.LOG_LEVEL ?? 'info' });
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = path.resolve(env.DATA_DIR ?? path.join(rootDir, 'data'));
mkdirSync(dataDir, { recursive: true });
const database = await connectFromEnv(env, dataDir);
const files = new DiskFileStore(path.join(dataDir, 'files'));
await files.init();
await migrateToLatest(database.db, areas, database.schema);
await seedAll(database.db, areas, { clock: systemClock, files, random: Math.random });
await ensureInitialUsers(database.db, systemClock, log, {
  admin: env.ADMIN_PASSWORD,
  editor: env.EDITOR_PASSWORD,
});
const inicio = Date.now();
const r = await importarRegistro(database.db, leerRegistro(registroSintetico()), true);
log.info(
  {
    crear: r.crear,
    actualizar: r.actualizar,
    sinCambios: r.sinCambios,
    rechazadas: r.rechazadas.length,
    ms: Date.now() - inicio,
  },
  `registro sintético de Día D cargado en ${dataDir}`,
);
await database.close();
