import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  borrarSimulacro,
  exportarEvidenciasCsv,
  health,
  leerConteo,
  listarMesas,
  login,
  MENSAJES_SIMULACRO,
  type Conteo,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedirA } from '../../api.js';
import { prepararNoche, type Noche } from '../../noche-electoral.js';
import { pollUntil, startServer, stopServer, type ServerProcess } from '../../server-process.js';

// Issue 30: the rehearsal CLI against real server processes, one in rehearsal mode and one not.
const ADMIN = 'Clave-de-prueba-para-admin-1';
const env = { ADMIN_PASSWORD: ADMIN, EDITOR_PASSWORD: 'Clave-de-prueba-para-editor-1', LOG_LEVEL: 'info' };
const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/** `npm run simulacro -- …` as a user runs it; answers its exit code and its output lines. */
function simulacro(url: string, delegados: number): Promise<{ code: number | null; lineas: string[] }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/src/simulacro/cli.ts',
      '--url',
      url,
      '--usuario',
      'admin',
      '--contrasena',
      ADMIN,
      '--delegados',
      String(delegados),
      '--horas',
      '0.001',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let salida = '';
  child.stdout.on('data', (c: Buffer) => (salida += c.toString()));
  child.stderr.on('data', (c: Buffer) => (salida += c.toString()));
  return new Promise((resolve) =>
    child.on('exit', (code) => resolve({ code, lineas: salida.trim().split('\n') })),
  );
}

describe('simulacro de la noche electoral', () => {
  const dirs: string[] = [];
  let ensayo: ServerProcess;
  let real: ServerProcess;
  let noche: Noche;

  beforeAll(async () => {
    for (const n of ['ensayo', 'real'])
      dirs.push(await mkdtemp(path.join(tmpdir(), `comando-simulacro-${n}-`)));
    ensayo = await startServer(dirs[0]!, { ...env, SIMULACRO: '1' });
    real = await startServer(dirs[1]!, env);
    noche = await prepararNoche(ensayo.url, ADMIN, 10, { conDelegados: false });
  }, 120_000);

  afterAll(async () => {
    for (const s of [ensayo, real]) if (s?.child.exitCode === null) await stopServer(s, 'SIGTERM');
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('health dice simulacro: true solo en el servidor arrancado con SIMULACRO=1', async () => {
    expect(await (await pedirA(ensayo.url, health)).json()).toEqual({ status: 'ok', simulacro: true });
    expect(await (await pedirA(real.url, health)).json()).toEqual({ status: 'ok', simulacro: false });
  });

  it('envía las actas de sus delegados sintéticos, todas reconocidas, y lo dice en su última línea', async () => {
    const { code, lineas } = await simulacro(ensayo.url, 8);
    expect(lineas.at(-1)).toMatch(/^simulacro: 8 actas enviadas, 8 reconocidas, \d+ reintentos$/);
    expect(lineas.some((l) => /^enviadas \d+ · reconocidas \d+ · reintentos \d+$/.test(l))).toBe(true);
    expect(code).toBe(0);
    const conteo = (await (await noche.api(leerConteo)).json()) as Conteo;
    expect(conteo.actasRecibidas).toBe(8);
    // Each with its photo's hash beside it, as a delegate's phone sends it (issue 29).
    const evidencias = (await (await noche.api(exportarEvidenciasCsv)).text()).trimEnd().split('\r\n');
    const huellas = evidencias.slice(1).map((fila) => fila.split(',')[2]);
    expect(huellas).toHaveLength(8);
    for (const h of huellas) expect(h).toMatch(/^[0-9a-f]{64}$/);
  }, 60_000);

  it('un admin borra en un paso los datos del simulacro; el registro queda', async () => {
    const res = await noche.api(borrarSimulacro);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ actas: 8, llegadas: 8, delegados: 8 });
    const conteo = (await (await noche.api(leerConteo)).json()) as Conteo;
    expect(conteo.actasRecibidas).toBe(0);
    const mesas = (await (await noche.api(listarMesas)).json()) as { total: number };
    expect(mesas.total).toBe(10);
  });

  it('se niega sin enviar nada contra un servidor que no está en simulacro, y allí no se borra nada', async () => {
    const antes = real.lines.length;
    const { code, lineas } = await simulacro(real.url, 2);
    expect(code).not.toBe(0);
    expect(lineas.join('\n')).toContain('no está en modo simulacro');
    // Every write a server takes is logged (info): none came from the CLI.
    const escrituras = () =>
      real.lines
        .slice(antes)
        .filter((l) => l.msg === 'solicitud' && l.method !== 'GET')
        .map((l) => `${String(l.method)} ${String(l.url)}`);

    const cookie = (await pedirA(real.url, login, { json: { usuario: 'admin', contrasena: ADMIN } })).headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const borrar = await pedirA(real.url, borrarSimulacro, { cookie });
    expect(borrar.status).toBe(409);
    expect(await borrar.json()).toEqual({ error: MENSAJES_SIMULACRO.noEsSimulacro });
    // The log shows the test's own two writes once they are logged, and nothing before them:
    // the CLI wrote nothing.
    await pollUntil(() => escrituras().length >= 2, 10_000, 'las escrituras del test en el registro');
    expect(escrituras()).toEqual([login, borrarSimulacro].map((r) => `${r.method} ${r.path}`));
  }, 60_000);
});
