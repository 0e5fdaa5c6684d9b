import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  EVENTO_CAMBIO,
  EVENTO_REINICIO,
  health,
  leerConteo,
  MENSAJES_GENERALES,
  type Conteo,
} from '@comando/contract';
import { pedirA } from '../api.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connect.js';
import { S3FileStore } from '../../src/files/s3-store.js';
import { DiskFileStore, type FileStore } from '../../src/files/store.js';
import {
  comprobarActas,
  delegadosEnviando,
  escucharCambios,
  prepararNoche,
  type Noche,
} from '../noche-electoral.js';
import { hayPostgresPropio, iniciarPostgresPropio, type PostgresPropio } from '../postgres-propio.js';
import { S3RVER_CREDENTIALS, startS3, type TestS3 } from '../s3.js';
import { pollUntil, startServer, stopServer, type ServerProcess } from '../server-process.js';

// Issue 30, drills 1 and 2: faults of the deployment a national campaign runs (PostgreSQL, two
// instances, object storage) while delegates send actas, each on real processes. They need a
// PostgreSQL of their own (restarted by the test), so they run where its binaries are
// installed (CI installs them); elsewhere this says so and `npm test` prints it too.
const MESAS = 6;
const ADMIN = 'Clave-de-prueba-para-admin-1';
const env = { ADMIN_PASSWORD: ADMIN, EDITOR_PASSWORD: 'Clave-de-prueba-para-editor-1', LOG_LEVEL: 'warn' };

if (!hayPostgresPropio) {
  console.warn(
    'fallas: NO se ejecutaron los simulacros de PostgreSQL (reinicio, kill -9 de una instancia): ' +
      'no hay binarios de PostgreSQL en /usr/lib/postgresql/*/bin',
  );
}

/** Answers the database and the store of a deployment, for the checks after a drill. */
async function conDespliegue(
  url: string,
  store: FileStore,
  probar: (db: ReturnType<typeof connect>) => Promise<void>,
) {
  const database = connect({ url });
  try {
    await probar(database);
  } finally {
    await database.close();
    await store.close();
  }
}

describe.runIf(hayPostgresPropio)('PostgreSQL reiniciado mientras llegan actas', () => {
  let pg: PostgresPropio;
  let dir: string;
  let server: ServerProcess;
  let noche: Noche;

  beforeAll(async () => {
    pg = await iniciarPostgresPropio();
    dir = await mkdtemp(path.join(tmpdir(), 'comando-falla-pg-'));
    server = await startServer(dir, { ...env, DATABASE_URL: pg.url });
    noche = await prepararNoche(server.url, ADMIN, MESAS);
  }, 120_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) await stopServer(server, 'SIGTERM');
    pg?.eliminar();
    await rm(dir, { recursive: true, force: true });
  });

  it('503 en español durante la caída (nunca 500 ni más de 10 s), se reconecta solo, nada confirmado se pierde ni se cuenta dos veces', async () => {
    // An HQ screen's change stream, open across the outage.
    const cambios = escucharCambios(server.url, noche.cookie);
    const envio = delegadosEnviando(() => server.url, noche);
    await pollUntil(
      () => envio.confirmadas.length >= 2 * MESAS,
      60_000,
      'actas confirmadas antes de la caída',
    );

    // pg_ctl stop + start rather than `restart`: the outage lasts until a 503 was seen, so the
    // drill always covers requests that meet a PostgreSQL that is down.
    pg.detener();
    await pollUntil(() => envio.respuestas.some((r) => r.status === 503), 30_000, 'un 503 durante la caída');
    const salud = await pedirA(server.url, health);
    expect(salud.status).toBe(503);
    const antes = envio.confirmadas.length;
    pg.arrancar();

    // The same process, not restarted, takes actas again.
    await pollUntil(
      () => envio.confirmadas.length >= antes + 2 * MESAS,
      60_000,
      'actas confirmadas tras el reinicio',
    );
    await envio.terminar();
    // Changes notified while the instance was not listening never reached it: its open
    // screens are told to read everything again.
    await pollUntil(
      () => cambios.estado.texto.includes(`event: ${EVENTO_REINICIO}`),
      30_000,
      'el aviso de releer a las pantallas abiertas',
    );
    cambios.cerrar();

    for (const r of envio.respuestas.filter((x) => x.status !== 201)) {
      expect(r.status, r.error).toBe(503);
      expect(r.error).toBe(MENSAJES_GENERALES.baseDeDatosNoDisponible);
    }
    expect(Math.max(...envio.respuestas.map((r) => r.ms))).toBeLessThan(10_000);
    expect(server.child.exitCode).toBeNull();
    expect((await pedirA(server.url, health)).status).toBe(200);

    const conteo = (await (await noche.api(leerConteo)).json()) as Conteo;
    expect(conteo.actasRecibidas).toBe(MESAS);
    const store = new DiskFileStore(path.join(dir, 'files'));
    await conDespliegue(pg.url, store, (database) =>
      comprobarActas(database, store, envio.confirmadas, MESAS),
    );
  }, 120_000);
});

describe.runIf(hayPostgresPropio)('una de dos instancias muerta con kill -9 mientras llegan actas', () => {
  let pg: PostgresPropio;
  let s3: TestS3;
  const dirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let noche: Noche;
  let envA: Record<string, string>;

  beforeAll(async () => {
    pg = await iniciarPostgresPropio();
    s3 = await startS3();
    for (const n of ['a', 'b']) dirs.push(await mkdtemp(path.join(tmpdir(), `comando-falla-${n}-`)));
    envA = { ...env, ...s3.env, DATABASE_URL: pg.url };
    // One after the other: the first creates the tables.
    a = await startServer(dirs[0]!, envA);
    b = await startServer(dirs[1]!, envA);
    // Set up through B, the one that stays up: `noche.api` keeps asking it.
    noche = await prepararNoche(b.url, ADMIN, MESAS);
  }, 120_000);

  afterAll(async () => {
    for (const s of [a, b]) if (s?.child.exitCode === null) await stopServer(s, 'SIGTERM');
    await s3?.remove();
    pg?.eliminar();
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('la otra sigue atendiendo, nada confirmado se pierde, y la muerta vuelve y se reincorpora', async () => {
    // Delegates of even mesas send to A, of odd mesas to B (a balancer that keeps sessions).
    const deA = (i: number) => i % 2 === 0;
    const envio = delegadosEnviando((i) => (deA(i) ? a.url : b.url), noche);
    await pollUntil(() => envio.confirmadasDe(deA) >= MESAS, 60_000, 'actas confirmadas por A');

    expect(await stopServer(a, 'SIGKILL')).toBeNull();
    const respuestasAntes = envio.respuestas.length;
    const deB = envio.confirmadasDe((i) => !deA(i));
    await pollUntil(() => envio.confirmadasDe((i) => !deA(i)) >= deB + MESAS, 60_000, 'B confirma sin A');
    // A's delegates found nobody there, and their queues kept their actas (waited for: on a loaded
    // machine B may confirm its actas before one of A's delegates has tried again).
    await pollUntil(
      () => envio.respuestas.slice(respuestasAntes).some((r) => deA(r.delegado) && r.status === 0),
      10_000,
      'un delegado de A no encuentra a nadie',
    );

    const deADespues = envio.confirmadasDe(deA);
    a = await startServer(dirs[0]!, envA);
    await pollUntil(() => envio.confirmadasDe(deA) >= deADespues + MESAS, 60_000, 'A vuelve a confirmar');
    // Rejoined: a screen on the new A hears what B's delegates write.
    const cambios = escucharCambios(a.url, noche.cookie);
    await pollUntil(
      () => cambios.estado.texto.includes(`event: ${EVENTO_CAMBIO}`),
      10_000,
      'un cambio escrito en B llega a una pantalla de A',
    );
    cambios.cerrar();
    await envio.terminar();

    // B never failed a request; A's delegates only lost connections while it was dead.
    for (const r of envio.respuestas.filter((x) => x.status !== 201)) {
      expect(deA(r.delegado), r.error).toBe(true);
      expect(r.status, r.error).toBe(0);
    }
    expect(b.child.exitCode).toBeNull();
    const conteo = (await (await noche.api(leerConteo)).json()) as Conteo;
    expect(conteo.actasRecibidas).toBe(MESAS);
    const store = new S3FileStore({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      tmpDir: dirs[0]!,
      credentials: S3RVER_CREDENTIALS,
    });
    await conDespliegue(pg.url, store, (database) =>
      comprobarActas(database, store, envio.confirmadas, MESAS),
    );
  }, 120_000);
});
