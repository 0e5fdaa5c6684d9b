import { randomUUID } from 'node:crypto';
import {
  asignarDelegado,
  crearAcceso,
  crearDefensor,
  entrarDelegado,
  enviarActa as rutaEnviarActa,
  guardarDiaD,
  guardarPartidos,
  hoyEnLaPaz,
  importarMesas,
  login,
  type Acceso,
  type Defensor,
  type Route,
} from '@comando/contract';
import sharp from 'sharp';
import { expect } from 'vitest';
import { recalcularTotales } from '../src/areas/dia-d/conteo/queries.js';
import type { Database_ } from '../src/db/connect.js';
import { lineasDeTotales } from './dia-d-comun.js';
import type { FileStore } from '../src/files/store.js';
import { FLUJO_DE_CAMBIOS, pedirA, type PedidoFetch } from './api.js';

/** The session cookie a response sets. */
const cookieDe = (res: Response) =>
  (res.headers.getSetCookie().find((c) => c.startsWith('comando_sesion=')) ?? '').split(';')[0] ?? '';

export interface Noche {
  /** The admin's session cookie. */
  cookie: string;
  /** A fetch with the admin's session. */
  api: <R extends Route>(r: R, init?: PedidoFetch<R>) => Promise<Response>;
  /** The session cookie of the delegate of mesa M1, M2, … (index 0 = M1). */
  delegados: string[];
  /** A small acta photo (JPEG). */
  foto: Buffer;
}

/**
 * Election night on a real server process, through its API as HQ would set it up: a registry of
 * `mesas` mesas in one Oruro recinto (M1…Mn), the election today, a two-party ballot, and (unless
 * `conDelegados` is false) a delegate in every mesa who entered with an access code.
 */
export async function prepararNoche(
  url: string,
  adminPassword: string,
  mesas: number,
  { conDelegados = true } = {},
): Promise<Noche> {
  const cookie = cookieDe(
    await pedirA(url, login, { json: { usuario: 'admin', contrasena: adminPassword } }),
  );
  const api = <R extends Route>(r: R, init: PedidoFetch<R> = {}) => pedirA(url, r, { cookie, ...init });
  const csv = [
    'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
    ...Array.from({ length: mesas }, (_, i) => `oruro;Oruro;Escuela Oruro;R1;${i + 1};M${i + 1};300`),
  ].join('\n');
  const importado = await api(importarMesas, {
    query: { aplicar: 'true' },
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });
  expect(importado.status).toBe(200);
  await api(guardarDiaD, {
    json: { totalPollingStations: mesas, coveredPollingStations: 0, electionDate: hoyEnLaPaz() },
  });
  await api(guardarPartidos, {
    json: [
      { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf' },
      { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97366' },
    ],
  });
  const delegados: string[] = [];
  for (let i = 1; conDelegados && i <= mesas; i++) {
    const d = (await (
      await api(crearDefensor, {
        params: { region: 'oruro' },
        json: { name: `Delegado ${i}`, phone: `7000000${i}`, email: `d${i}@ejemplo.bo` },
      })
    ).json()) as Defensor;
    await api(asignarDelegado, { params: { codigo: `M${i}` }, json: { defensorId: d.id } });
    const acceso = (await (await api(crearAcceso, { params: { defensorId: d.id } })).json()) as Acceso;
    const entrada = await pedirA(url, entrarDelegado, { json: { codigo: acceso.codigo } });
    expect(entrada.status).toBe(200);
    delegados.push(cookieDe(entrada));
  }
  const foto = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  return { cookie, api, delegados, foto };
}

/**
 * The photo made distinct by `k`: a JFIF header (which the server keeps as it is) whose density
 * fields carry `k`. Every acta then has a blob of its own, so an orphan blob cannot hide behind
 * another acta's identical photo.
 */
function fotoDistinta(foto: Buffer, k: number): Buffer {
  // FFE0, length 16, "JFIF\0", version 1.1, no units, X and Y density, no thumbnail.
  const jfif = Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
  jfif.writeUInt16BE(1 + (k % 0xfffe), 12);
  jfif.writeUInt16BE(1 + Math.floor(k / 0xfffe), 14);
  return Buffer.concat([foto.subarray(0, 2), jfif, foto.subarray(2)]);
}

/** The phone's request for one acta (`n` varies the figures from one version to the next). */
function enviarActa(url: string, cookie: string, foto: Buffer, id: string, n: number) {
  const form = new FormData();
  form.set('id', id);
  form.set('votos', JSON.stringify({ ALFA: 100 + n, BETA: 50 }));
  form.set('blancos', String(n % 7));
  form.set('nulos', '3');
  form.set('foto', new Blob([foto], { type: 'image/jpeg' }), 'acta.jpg');
  return pedirA(url, rutaEnviarActa, { cookie, body: form });
}

interface Respuesta {
  /** The delegate (index 0 = mesa M1). */
  delegado: number;
  /** HTTP status; 0 when no answer came (connection refused or cut). */
  status: number;
  error?: string;
  ms: number;
}

/**
 * Delegates sending new versions of their mesa's acta until `terminar()`, each as the phone's
 * queue does: an acta that is not acknowledged (a 5xx, a lost connection) is sent again with the
 * same id and photo until it is; only then comes the next one. `url(i)` is where delegate `i`
 * sends (read on every try, so a restarted instance on a new port is found).
 */
export function delegadosEnviando(url: (i: number) => string, noche: Noche) {
  const confirmadas: string[] = [];
  const respuestas: Respuesta[] = [];
  let parar = false;
  let fotos = 0;
  async function delegado(i: number) {
    for (let n = 0; !parar; n++) {
      const id = randomUUID();
      const foto = fotoDistinta(noche.foto, fotos++);
      for (;;) {
        const t = performance.now();
        try {
          const res = await enviarActa(url(i), noche.delegados[i] ?? '', foto, id, n);
          const cuerpo = (await res.json()) as { error?: string };
          respuestas.push({
            delegado: i,
            status: res.status,
            error: cuerpo.error,
            ms: performance.now() - t,
          });
          if (res.status === 201) {
            confirmadas.push(id);
            break;
          }
          // A refusal (4xx) would be the test's mistake, not an outage: the queue would drop it.
          expect(res.status, cuerpo.error).toBeGreaterThanOrEqual(500);
        } catch (error) {
          respuestas.push({ delegado: i, status: 0, error: String(error), ms: performance.now() - t });
        }
        // The phone's queue waits a moment before it tries again.
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  const envios = noche.delegados.map((_, i) => delegado(i));
  return {
    confirmadas,
    respuestas,
    /** Confirmed actas so far of the delegates `i` for which `de(i)` holds. */
    confirmadasDe: (de: (i: number) => boolean) =>
      respuestas.filter((r) => r.status === 201 && de(r.delegado)).length,
    /** Stops starting new actas; answers once every acta under way is acknowledged. */
    async terminar() {
      parar = true;
      await Promise.all(envios);
    },
  };
}

/**
 * Every acknowledged acta is stored whole (its votes, its photo's row and blob), versions of a
 * mesa have no holes, every blob in the store belongs to a file row (no orphan), and the running
 * totals equal the ones rebuilt from the actas.
 */
export async function comprobarActas(
  database: Database_,
  store: FileStore,
  confirmadas: string[],
  mesas: number,
) {
  const db = database.db;
  const actas = await db
    .selectFrom('dia_d_actas')
    .leftJoin('archivos', 'archivos.id', 'dia_d_actas.foto_id')
    .select(['dia_d_actas.id', 'mesa_codigo', 'version', 'archivos.hash'])
    .execute();
  const ids = new Set(actas.map((a) => a.id));
  for (const id of confirmadas) expect(ids.has(id), `acta confirmada ${id}`).toBe(true);
  const votos = await db.selectFrom('dia_d_acta_votos').select('acta_id').execute();
  const blobs = new Set<string>();
  for await (const hash of store.list()) blobs.add(hash);
  for (const a of actas) {
    expect(votos.filter((v) => v.acta_id === a.id).length, a.id).toBe(2);
    expect(a.hash, `la foto del acta ${a.id}`).toBeTruthy();
    expect(blobs.has(a.hash ?? ''), `el archivo de la foto del acta ${a.id}`).toBe(true);
  }
  const usados = new Set((await db.selectFrom('archivos').select('hash').execute()).map((f) => f.hash));
  expect(
    [...blobs].filter((h) => !usados.has(h)),
    'blobs huérfanos',
  ).toEqual([]);
  for (let i = 1; i <= mesas; i++) {
    const v = actas.filter((a) => a.mesa_codigo === `M${i}`).map((a) => Number(a.version));
    expect(
      v.sort((x, y) => x - y),
      `M${i}`,
    ).toEqual(Array.from({ length: v.length }, (_, k) => k + 1));
  }
  const leer = () => lineasDeTotales(db);
  const llevados = await leer();
  await recalcularTotales(db);
  expect(await leer()).toEqual(llevados);
}

/** Reads a server's change stream into `texto` until `cerrar()`. */
export function escucharCambios(url: string, cookie: string) {
  const control = new AbortController();
  const estado = { texto: '' };
  void pedirA(url, FLUJO_DE_CAMBIOS, { cookie, signal: control.signal })
    .then(async (res) => {
      const lector = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await lector.read();
        if (done) return;
        estado.texto += value;
      }
    })
    .catch(() => {});
  return { estado, cerrar: () => control.abort() };
}
