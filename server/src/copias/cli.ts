// npm run backup / npm run restore -- <carpeta> [--force]: the same environment as the server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MENSAJES_COPIAS } from '@comando/contract';
import { openFileStore, storeSettingsFromEnv } from '../files/open-store.js';
import { schemaFromEnv } from '../db/from-env.js';
import { crearCopia } from './crear.js';
import { CopiaError, type Origen } from './manifiesto.js';
import { restaurarCopia } from './restaurar.js';

const env = process.env;
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dataDir = path.resolve(env.DATA_DIR ?? path.join(rootDir, 'data'));
const backupsDir = path.join(dataDir, 'backups');
const [orden, ...args] = process.argv.slice(2);

const files = openFileStore(storeSettingsFromEnv(env, dataDir));
const origen: Origen = env.DATABASE_URL
  ? { dialect: 'postgres', url: env.DATABASE_URL, esquema: schemaFromEnv(env) ?? 'public', files }
  : { dialect: 'sqlite', archivo: path.join(dataDir, 'comando.db'), files };

try {
  await files.init();
  if (orden === 'backup') {
    const inicio = performance.now();
    const carpeta = await crearCopia(origen, backupsDir, new Date());
    console.log(`${MENSAJES_COPIAS.copiaCreada} ${carpeta} (${Math.round(performance.now() - inicio)} ms)`);
  } else if (orden === 'restore' && args.some((a) => !a.startsWith('--'))) {
    const nombre = args.find((a) => !a.startsWith('--')) ?? '';
    // A bare folder name means one of $DATA_DIR/backups.
    const carpeta =
      path.isAbsolute(nombre) || nombre.includes(path.sep)
        ? path.resolve(nombre)
        : path.join(backupsDir, nombre);
    const inicio = performance.now();
    await restaurarCopia(carpeta, origen, { force: args.includes('--force') });
    console.log(
      `${MENSAJES_COPIAS.copiaRestaurada} ${carpeta} (${Math.round(performance.now() - inicio)} ms)`,
    );
  } else {
    console.error(MENSAJES_COPIAS.uso);
    process.exitCode = 2;
  }
} catch (err) {
  console.error(err instanceof CopiaError ? err.message : err);
  process.exitCode = 1;
} finally {
  await files.close();
}
