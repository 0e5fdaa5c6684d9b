import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  asignarDelegado,
  crearAcceso,
  crearDefensor,
  entrarDelegado,
  enviarActa,
  guardarDiaD,
  guardarPartidos,
  hoyEnLaPaz,
  importarMesas,
  leerConteo,
  login,
  type Acceso,
  type Conteo,
  type Defensor,
  type Route,
} from '@comando/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recalcularTotales } from '../../../src/areas/dia-d/conteo/queries.js';
import { connect } from '../../../src/db/connect.js';
import { pedirA, type PedidoFetch } from '../../api.js';
import { lineasDeTotales } from '../../dia-d-comun.js';
import { pollUntil, startServer, stopServer, type ServerProcess } from '../../server-process.js';

// Issue 20: a `kill -9` while delegates are sending actas loses no acknowledged acta (its
// row, its votes, its photo), leaves no half-written one, and the count's running totals
// still equal the ones rebuilt from the actas after the restart.
const MESAS = 6;
const ADMIN = 'Clave-de-prueba-para-admin-1';

describe('actas y un kill -9 en plena llegada (sqlite)', () => {
  let dir: string;
  let server: ServerProcess;
  let cookie = '';
  const delegados: string[] = [];
  let foto: Buffer;

  const env = { ADMIN_PASSWORD: ADMIN, EDITOR_PASSWORD: 'Clave-de-prueba-para-editor-1', LOG_LEVEL: 'warn' };
  const api = <R extends Route>(r: R, init: PedidoFetch<R> = {}) =>
    pedirA(server.url, r, { cookie, ...init });
  const cookieDe = (res: Response) =>
    (res.headers.getSetCookie().find((c) => c.startsWith('comando_sesion=')) ?? '').split(';')[0] ?? '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'comando-actas-caida-'));
    server = await startServer(dir, env);
    cookie = cookieDe(await pedirA(server.url, login, { json: { usuario: 'admin', contrasena: ADMIN } }));
    const csv = [
      'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
      ...Array.from({ length: MESAS }, (_, i) => `oruro;Oruro;Escuela Oruro;R1;${i + 1};M${i + 1};300`),
    ].join('\n');
    expect(
      (
        await api(importarMesas, {
          query: { aplicar: 'true' },
          body: csv,
          headers: { 'content-type': 'text/csv' },
        })
      ).status,
    ).toBe(200);
    await api(guardarDiaD, {
      json: { totalPollingStations: MESAS, coveredPollingStations: 0, electionDate: hoyEnLaPaz() },
    });
    await api(guardarPartidos, {
      json: [
        { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf' },
        { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97366' },
      ],
    });
    for (let i = 1; i <= MESAS; i++) {
      const d = (await (
        await api(crearDefensor, {
          params: { region: 'oruro' },
          json: { name: `Delegado ${i}`, phone: `7000000${i}`, email: `d${i}@ejemplo.bo` },
        })
      ).json()) as Defensor;
      await api(asignarDelegado, { params: { codigo: `M${i}` }, json: { defensorId: d.id } });
      const acceso = (await (await api(crearAcceso, { params: { defensorId: d.id } })).json()) as Acceso;
      const entrada = await pedirA(server.url, entrarDelegado, { json: { codigo: acceso.codigo } });
      expect(entrada.status).toBe(200);
      delegados.push(cookieDe(entrada));
    }
    foto = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
  }, 240_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) await stopServer(server, 'SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  it('todo acta confirmada (201) está entera tras el kill -9, y los totales cuadran', async () => {
    const confirmadas: string[] = [];
    let matar = false;
    async function delegado(i: number) {
      for (let n = 0; !matar; n++) {
        const id = randomUUID();
        const form = new FormData();
        form.set('id', id);
        form.set('votos', JSON.stringify({ ALFA: 100 + n, BETA: 50 }));
        form.set('blancos', String(n % 7));
        form.set('nulos', '3');
        form.set('foto', new Blob([foto], { type: 'image/jpeg' }), 'acta.jpg');
        try {
          const res = await pedirA(server.url, enviarActa, {
            headers: { cookie: delegados[i] ?? '' },
            body: form,
          });
          if (res.status === 201) confirmadas.push(id);
          else expect(res.status, await res.text()).toBe(201);
        } catch {
          return; // The process died under this request: it was never acknowledged.
        }
      }
    }
    const envios = Array.from({ length: MESAS }, (_, i) => delegado(i));
    // Killed while every delegate still has a request on the way.
    await pollUntil(() => confirmadas.length >= 40, 120_000, '40 actas confirmadas');
    const exitCode = stopServer(server, 'SIGKILL');
    matar = true;
    await exitCode;
    await Promise.all(envios);
    const confirmadasAlMorir = [...confirmadas];
    expect(confirmadasAlMorir.length).toBeGreaterThanOrEqual(40);

    // The database as the killed process left it.
    const database = connect({ file: path.join(dir, 'comando.db') });
    try {
      const db = database.db;
      const actas = await db
        .selectFrom('dia_d_actas')
        .select(['id', 'mesa_codigo', 'version', 'foto_id'])
        .execute();
      const ids = new Set(actas.map((a) => a.id));
      for (const id of confirmadasAlMorir) expect(ids.has(id), `acta confirmada ${id}`).toBe(true);
      // Nothing half-written: every acta has its two votes and its photo's row and blob.
      const votos = await db.selectFrom('dia_d_acta_votos').select('acta_id').execute();
      for (const a of actas)
        expect(
          votos.filter((v) => v.acta_id === a.id),
          a.id,
        ).toHaveLength(2);
      const archivos = await db.selectFrom('archivos').select(['id', 'hash']).execute();
      const blobs = new Set(await readdir(path.join(dir, 'files'), { recursive: true }));
      for (const a of actas) {
        const archivo = archivos.find((f) => f.id === a.foto_id);
        expect(archivo, a.id).toBeDefined();
        expect(
          [...blobs].some((b) => b.endsWith(archivo!.hash)),
          a.id,
        ).toBe(true);
      }
      // Versions of each mesa are 1…n with no hole, and its current acta is the last.
      for (let i = 1; i <= MESAS; i++) {
        const v = actas.filter((a) => a.mesa_codigo === `M${i}`).map((a) => Number(a.version));
        expect(
          v.sort((x, y) => x - y),
          `M${i}`,
        ).toEqual(Array.from({ length: v.length }, (_, k) => k + 1));
      }
      const leer = () => lineasDeTotales(db, { municipios: false });
      const llevados = await leer();
      await recalcularTotales(db);
      expect(await leer()).toEqual(llevados);
    } finally {
      await database.db.destroy();
    }

    // It starts again on the same data dir and counts every acta.
    server = await startServer(dir, env);
    cookie = cookieDe(await pedirA(server.url, login, { json: { usuario: 'admin', contrasena: ADMIN } }));
    const conteo = (await (await api(leerConteo)).json()) as Conteo;
    expect(conteo.actasRecibidas).toBe(MESAS);
  }, 240_000);
});
