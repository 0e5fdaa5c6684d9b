import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MENSAJES_COPIAS, crearAviso, listarAuditoria, subirArchivosDiaD } from '@comando/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importarRegistro, leerRegistro, registroSintetico } from '../../src/areas/dia-d/registro/index.js';
import { crearCopia } from '../../src/copias/crear.js';
import { leerCopia } from '../../src/copias/manifiesto.js';
import { podarCopias, programarCopias } from '../../src/copias/programar.js';
import { restaurarCopia } from '../../src/copias/restaurar.js';
import type { FileStore } from '../../src/files/store.js';
import {
  createTestApp,
  readBlob,
  storageMatrix,
  storedBlobs,
  tablasDeLaApp,
  type TestApp,
} from '../helpers.js';
import { destruir, origen, restaurarEn } from '../copias-comun.js';
import { multipart } from '../multipart.js';
import { pollUntil } from '../server-process.js';
import { FLUJO_DE_CAMBIOS, pedir, PREFIJOS } from '../api.js';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64 * 1024), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2048)]);

/** Every row of every table of the app, in a comparable form. */
async function volcado(t: TestApp): Promise<Record<string, string[]>> {
  const db = t.deps.db;
  const out: Record<string, string[]> = {};
  for (const name of await tablasDeLaApp(t)) {
    const filas = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    out[name] = filas.rows.map((f) => JSON.stringify(f)).sort();
  }
  return out;
}

/** Status and exact bytes of every GET of the route table that needs no id. */
async function respuestas(t: TestApp, cookie: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const rutas = t.app.registeredRoutes.filter(
    (r) =>
      r.method === 'GET' &&
      r.url.startsWith(PREFIJOS.api) &&
      !r.url.includes(':') &&
      r.url !== FLUJO_DE_CAMBIOS.path &&
      // A CSV download writes its own audit record, so reading these changes what the audit
      // views answer; the audit table itself is still compared row by row (volcado).
      !r.url.endsWith('.csv') &&
      !r.url.startsWith(listarAuditoria.path),
  );
  expect(rutas.length).toBeGreaterThan(20);
  for (const r of rutas) {
    const res = await t.request({ url: r.url, cookie });
    out[r.url] = `${res.statusCode} ${res.body}`;
  }
  return out;
}

async function contenidos(store: FileStore): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const hash of (await storedBlobs(store)).sort())
    out[hash] = (await readBlob(store, hash)).toString('base64');
  return out;
}

describe.each(storageMatrix)('copias de seguridad ($dialect, archivos en $files)', ({ dialect, files }) => {
  let t: TestApp;
  let cookie: string;
  let carpeta: string;
  let tablas: Record<string, string[]>;
  let api: Record<string, string>;
  let blobs: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { files });
    cookie = await t.login('admin');
    // Every area has its seeded data; on top of it, Día D's registry, a notice and files.
    await importarRegistro(t.deps.db, leerRegistro(registroSintetico(0.01)), true);
    const aviso = { mensaje: 'Aviso que la copia debe conservar', fecha: '2030-05-01', hora: '09:00' };
    expect((await pedir(t, crearAviso, { cookie, payload: aviso })).statusCode).toBe(201);
    const body = multipart([
      { name: 'archivos', filename: 'plan.pdf', content: PDF, type: 'application/pdf' },
      { name: 'archivos', filename: 'mapa.png', content: PNG, type: 'image/png' },
    ]);
    const up = await pedir(t, subirArchivosDiaD, { cookie, ...body });
    expect(up.statusCode).toBe(201);
  }, 120_000);
  afterAll(() => t.close());

  it('simulacro: copia, destrucción total, restauración, y cada tabla, archivo y respuesta de la API es idéntica', async () => {
    api = await respuestas(t, cookie);
    tablas = await volcado(t);
    blobs = await contenidos(t.deps.files);
    // The seeds' files and the two uploaded here.
    expect(Object.keys(blobs).length).toBeGreaterThanOrEqual(2);
    expect(Object.values(blobs)).toEqual(
      expect.arrayContaining([PDF.toString('base64'), PNG.toString('base64')]),
    );
    carpeta = await crearCopia(origen(t), path.join(t.dataDir, 'backups'), t.clock.now());
    expect(path.basename(carpeta)).toBe('2026-11-23T15-00-00Z');

    const m = await leerCopia(carpeta);
    expect(m.motor).toBe(dialect);
    expect(m.tablas).toEqual(Object.fromEntries(Object.entries(tablas).map(([k, v]) => [k, v.length])));
    expect(m.tablas.dia_d_mesas).toBeGreaterThan(100);
    expect(m.archivos.map((a) => a.hash)).toEqual(Object.keys(blobs));

    t = await t.restart(async () => {
      await destruir(t);
      await restaurarEn(t, carpeta);
    });
    expect(await volcado(t)).toEqual(tablas);
    expect(await respuestas(t, cookie)).toEqual(api);
    expect(await contenidos(t.deps.files)).toEqual(blobs);
  }, 120_000);

  it('no restaura sobre datos sin --force (y no cambia nada); con --force deja todo como en la copia', async () => {
    const despues = { mensaje: 'Aviso escrito después de la copia', fecha: '2030-05-02', hora: '10:00' };
    expect((await pedir(t, crearAviso, { cookie, payload: despues })).statusCode).toBe(201);
    const conCambio = await volcado(t);
    await expect(restaurarCopia(carpeta, origen(t))).rejects.toThrow(MENSAJES_COPIAS.destinoNoVacio);
    expect(await volcado(t)).toEqual(conCambio);

    t = await t.restart(() => restaurarEn(t, carpeta, true));
    expect(await volcado(t)).toEqual(tablas);
    expect(await respuestas(t, cookie)).toEqual(api);
  }, 120_000);

  it('una carpeta ajena, una copia dañada o de otra base se rechazan en español sin cambiar nada', async () => {
    const antes = await volcado(t);
    const ajena = await mkdtemp(path.join(tmpdir(), 'comando-ajena-'));
    await writeFile(path.join(ajena, 'manifiesto.json'), '{"formato":"otra-cosa"}');
    await expect(restaurarCopia(ajena, origen(t), { force: true })).rejects.toThrow(
      MENSAJES_COPIAS.noEsCopia,
    );

    const danada = path.join(ajena, 'danada');
    await cp(carpeta, danada, { recursive: true });
    const [primero] = Object.keys(blobs);
    const blob = path.join(danada, 'archivos', primero ?? '');
    const bytes = await readFile(blob);
    bytes.writeUInt8(bytes.readUInt8(0) ^ 0xff, 0);
    await writeFile(blob, bytes);
    await expect(restaurarCopia(danada, origen(t), { force: true })).rejects.toThrow(MENSAJES_COPIAS.danada);

    const otra = path.join(ajena, 'otra');
    await cp(carpeta, otra, { recursive: true });
    const m = JSON.parse(await readFile(path.join(otra, 'manifiesto.json'), 'utf8')) as { motor: string };
    m.motor = dialect === 'sqlite' ? 'postgres' : 'sqlite';
    await writeFile(path.join(otra, 'manifiesto.json'), JSON.stringify(m));
    await expect(restaurarCopia(otra, origen(t), { force: true })).rejects.toThrow(MENSAJES_COPIAS.otroMotor);

    expect(await volcado(t)).toEqual(antes);
    await rm(ajena, { recursive: true, force: true });
  });
});

describe('copias programadas y npm run backup / restore (sqlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('el servidor copia cada BACKUP_EVERY_HOURS y conserva solo las BACKUP_KEEP más nuevas', async () => {
    const dir = path.join(t.dataDir, 'programadas');
    const hechas: unknown[] = [];
    const log = { info: (o: unknown) => hechas.push(o), error: (o: unknown) => hechas.push(o) } as never;
    const parar = programarCopias({ origen: origen(t), dir, cadaMs: 50, conservar: 2, clock: t.clock, log });
    await pollUntil(() => hechas.length >= 4, 60_000, 'cuatro copias programadas');
    await parar();
    const quedan = (await readdir(dir)).sort();
    const n = hechas.length;
    // Same clock second: the newest are the highest suffixes.
    expect(quedan).toEqual([`2026-11-23T15-00-00Z-${n - 1}`, `2026-11-23T15-00-00Z-${n}`].sort());
    expect(await podarCopias(dir, 1)).toEqual([`2026-11-23T15-00-00Z-${n - 1}`]);
  }, 90_000);

  it('npm run backup copia la app en marcha y npm run restore la trae a una carpeta vacía, y no encima', async () => {
    const correr = (args: string[], dataDir: string) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/copias/cli.ts', ...args], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '' },
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (err += d.toString()));
        child.on('close', (code) => resolve({ code, out, err }));
      });
    const copia = await correr(['backup'], t.dataDir);
    expect(copia.code).toBe(0);
    expect(copia.out).toContain(MENSAJES_COPIAS.copiaCreada);
    const [nombre] = await readdir(path.join(t.dataDir, 'backups'));
    const carpeta = path.join(t.dataDir, 'backups', nombre ?? '');
    expect(existsSync(path.join(carpeta, 'comando.db'))).toBe(true);

    const vacio = await mkdtemp(path.join(tmpdir(), 'comando-vacio-'));
    await mkdir(vacio, { recursive: true });
    const restaurada = await correr(['restore', carpeta], vacio);
    expect(restaurada.code).toBe(0);
    expect(restaurada.out).toContain(MENSAJES_COPIAS.copiaRestaurada);
    expect(existsSync(path.join(vacio, 'comando.db'))).toBe(true);

    const encima = await correr(['restore', carpeta], vacio);
    expect(encima.code).toBe(1);
    expect(encima.err).toContain(MENSAJES_COPIAS.destinoNoVacio);
    expect((await correr(['restore'], vacio)).err).toContain(MENSAJES_COPIAS.uso);
    await rm(vacio, { recursive: true, force: true });
  }, 120_000);
});
