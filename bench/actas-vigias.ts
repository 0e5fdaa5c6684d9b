// HQ watching the count while the actas arrive (issue 30): watchers that behave as the web app
// does (web/src/app/live-updates.ts): one event stream each, and after a change of Día D the
// Conteo screen's queries read again 250 ms after the last event, or at most 750 ms after the
// first one not yet shown during a burst (the contract's REFRESCO_* figures, which the web
// uses); a refetch under way is left to finish, and read again when a change came meanwhile.
// A query the contract says only other routes change (the ballot: CAMBIAN_SOLO_CON) is not read
// again for a change that leaves it alone, as on the web. Each one sends If-None-Match when the
// server gave an ETag. Used by actas.bench.ts.
import { setMaxListeners } from 'node:events';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import {
  AREA_DIA_D,
  AREAS_AFECTADAS,
  EVENTO_CAMBIO,
  intactasTras,
  REFRESCO_MAXIMO_MS,
  REFRESCO_TRAS_CALMA_MS,
  type EventoCambio,
} from '@comando/contract';
import { fmt, percentil } from './lib.js';

/**
 * What the Conteo screen (/dia-d/conteo) reads, each with its web query key's second part; the
 * first is the count whose figure is shown.
 */
const PANTALLA = [
  ['/api/dia-d/conteo', 'conteo'],
  ['/api/dia-d/partidos', 'partidos'],
  ['/api/dia-d/conteo-rapido', 'conteo-rapido'],
  ['/api/dia-d/actas', 'actas'],
] as const;
/** Events that make the screen's queries stale: Día D's own, and those of the areas that feed it. */
const AFECTAN = new Set([
  AREA_DIA_D,
  ...Object.entries(AREAS_AFECTADAS)
    .filter(([, afectadas]) => afectadas.includes(AREA_DIA_D))
    .map(([area]) => area),
]);

/** The changes in a piece of an event stream; `resto` is an event not yet complete. */
function cambiosDe(texto: string): { cambios: EventoCambio[]; resto: string } {
  const bloques = texto.split('\n\n');
  const resto = bloques.pop() ?? '';
  const cambios: EventoCambio[] = [];
  for (const bloque of bloques) {
    const lineas = bloque.split('\n');
    if (!lineas.includes(`event: ${EVENTO_CAMBIO}`)) continue;
    const datos = lineas.find((l) => l.startsWith('data: '));
    if (datos) cambios.push(JSON.parse(datos.slice(6)) as EventoCambio);
  }
  return { cambios, resto };
}

export interface Vigias {
  /** Starts sampling every watcher's lag against the acknowledged actas. */
  medir(verdad: Verdad): void;
  /** Stops sampling; the lags seen (ms), and when every watcher showed the final figure. */
  detener(): Promise<Edades>;
  cerrar(): void;
}

/**
 * The truth: when each acta of a run was acknowledged (ms on the clock both threads share,
 * `ahora()`), over a count that started at `base`. In memory the load generator's thread writes
 * and the watchers' thread reads: the watchers run in a thread of their own (`abrirVigiasAparte`).
 */
export interface Verdad {
  base: number;
  /** [0]: actas acknowledged so far (Int32). */
  cuenta: SharedArrayBuffer;
  /** When each was acknowledged (Float64, one per acta). */
  momentos: SharedArrayBuffer;
}

/** Milliseconds on a clock every thread of this process reads alike (performance.now() is per thread). */
const ahora = () => performance.timeOrigin + performance.now();

/** An empty truth for at most `actas` acknowledgements, counted over `base`. */
export function nuevaVerdad(base: number, actas: number): Verdad {
  return {
    base,
    cuenta: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT),
    momentos: new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT * actas),
  };
}

/** Notes one more acknowledged acta, now (called by the load generator at each 2xx). */
export function anotarReconocida(verdad: Verdad): void {
  const cuenta = new Int32Array(verdad.cuenta);
  const n = Atomics.load(cuenta, 0);
  new Float64Array(verdad.momentos)[n] = ahora();
  Atomics.store(cuenta, 0, n + 1);
}

export interface Edades {
  p50: number;
  p99: number;
  max: number;
  muestras: number;
  /** Refetches done (each the screen's queries its changes made stale), and how many answered 304. */
  lecturas: number;
  noModificadas: number;
  /** Ms from the last acknowledgement until the last watcher showed every acta. */
  alDia: number;
  /** Median ms of each query of the screen, as the watchers waited for it (undefined: never read again). */
  consultas: Map<string, number | undefined>;
  /**
   * How late the watchers' own event loop ran meanwhile (p99, max ms): a late loop reads answers
   * and events late whatever the server did.
   */
  bucle: { p99: number; max: number };
}

/** A GET on the watcher's own connections, as a browser sends it (gzip accepted). */
function obtener(
  agente: http.Agent,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<{ status: number; etag: string | undefined; cuerpo: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { agent: agente, headers: { ...headers, 'accept-encoding': 'gzip' }, signal },
      (res) => {
        const trozos: Buffer[] = [];
        res.on('data', (d: Buffer) => trozos.push(d));
        res.on('error', reject);
        res.on('end', () => {
          const crudo = Buffer.concat(trozos);
          const cuerpo = res.headers['content-encoding'] === 'gzip' ? gunzipSync(crudo) : crudo;
          resolve({ status: res.statusCode ?? 0, etag: res.headers.etag, cuerpo: cuerpo.toString() });
        });
      },
    );
    req.on('error', reject);
  });
}

/**
 * Opens `n` watchers, split evenly across `urls`, each with the admin's session and, like a
 * browser, connections of its own that it keeps open (at most 6 to the server: the event stream
 * and the screen's four reads). A pool shared by all watchers grew while the night ran, and each
 * new connection waited its turn to be accepted (Node accepts one per turn of its loop).
 */
export async function abrirVigias(urls: string[], cookie: string, n: number): Promise<Vigias> {
  const abort = new AbortController();
  // Every request of every watcher listens on it.
  setMaxListeners(0, abort.signal);
  let lecturas = 0;
  /** Milliseconds each query of the screen took, all watchers together. */
  const tiempos = new Map<string, number[]>(PANTALLA.map(([r]) => [r, []]));
  let noModificadas = 0;
  const agentes: http.Agent[] = [];
  const vigias = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const url = urls[i % urls.length] ?? '';
      const agente = new http.Agent({ keepAlive: true, maxSockets: 6 });
      agentes.push(agente);
      const etags = new Map<string, string>();
      const vigia = { figura: -1, enCurso: false, otra: false };
      /** The queries every change since the last read left alone (undefined: no change since). */
      let intactas: Set<string> | undefined;
      const leer = async () => {
        vigia.enCurso = true;
        lecturas += 1;
        const saltar = intactas ?? new Set<string>();
        intactas = undefined;
        try {
          await Promise.all(
            PANTALLA.filter(([, consulta]) => !saltar.has(consulta)).map(async ([ruta]) => {
              const etag = etags.get(ruta);
              const t = performance.now();
              const res = await obtener(
                agente,
                url + ruta,
                { cookie, ...(etag ? { 'if-none-match': etag } : {}) },
                abort.signal,
              );
              const cuerpo = res.cuerpo;
              tiempos.get(ruta)?.push(performance.now() - t);
              if (res.status === 304) noModificadas += 1;
              const nueva = res.etag;
              if (nueva) etags.set(ruta, nueva);
              if (ruta === '/api/dia-d/conteo' && res.status === 200) {
                vigia.figura = (JSON.parse(cuerpo) as { actasRecibidas: number }).actasRecibidas;
              }
            }),
          );
        } catch {
          // closed by the bench, or a failed read: the next event reads again, as a screen does
        } finally {
          vigia.enCurso = false;
          // A change came while reading (the read may have left before it): read again.
          if (vigia.otra) {
            vigia.otra = false;
            void leer();
          }
        }
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      let desde: number | undefined;
      const refrescar = () => {
        desde = undefined;
        if (vigia.enCurso) vigia.otra = true;
        else void leer();
      };
      const alCambio = (cambio: EventoCambio) => {
        // The screen's queries are Día D's, whichever area the change named.
        intactas = intactasTras(intactas, AREA_DIA_D, cambio);
        const ahora = Date.now();
        desde ??= ahora;
        clearTimeout(timer);
        timer = setTimeout(refrescar, Math.min(REFRESCO_TRAS_CALMA_MS, desde + REFRESCO_MAXIMO_MS - ahora));
      };
      // The stream is open before the night starts, as HQ's screens are: resolved at its headers.
      let conectado = () => {};
      const abierto = new Promise<void>((resolve) => (conectado = resolve));
      const escuchar = async () => {
        while (!abort.signal.aborted) {
          try {
            const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
              http
                .get(
                  `${url}/api/events`,
                  { agent: agente, headers: { cookie }, signal: abort.signal },
                  resolve,
                )
                .on('error', reject);
            });
            conectado();
            const decoder = new TextDecoder();
            let resto = '';
            for await (const trozo of res as AsyncIterable<Buffer>) {
              const leido = cambiosDe(resto + decoder.decode(trozo, { stream: true }));
              resto = leido.resto;
              for (const cambio of leido.cambios) if (AFECTAN.has(cambio.area)) alCambio(cambio);
            }
          } catch {
            // the stream ended: the browser reconnects after `retry` (3 s)
          }
          if (!abort.signal.aborted) await new Promise((r) => setTimeout(r, 3_000));
        }
        clearTimeout(timer);
      };
      // The stream first, then the first read: the reads get connections of their own, as a
      // screen that has been open a while has (a read that found none free opened one mid-night).
      void escuchar();
      await abierto;
      await leer();
      return vigia;
    }),
  );

  const edades: number[] = [];
  let muestreo: ReturnType<typeof setInterval> | undefined;
  let verdad: { base: number; cuenta: Int32Array; momentos: Float64Array } | undefined;
  const bucle = monitorEventLoopDelay({ resolution: 10 });
  /** How long the oldest acknowledged acta not on this screen has been acknowledged. */
  const edad = (figura: number, t: number) => {
    if (!verdad) return 0;
    const visto = Math.max(0, figura - verdad.base);
    return visto < Atomics.load(verdad.cuenta, 0) ? t - (verdad.momentos[visto] ?? t) : 0;
  };
  return {
    medir(v) {
      verdad = { base: v.base, cuenta: new Int32Array(v.cuenta), momentos: new Float64Array(v.momentos) };
      edades.length = 0;
      for (const t of tiempos.values()) t.length = 0;
      lecturas = 0;
      noModificadas = 0;
      bucle.reset();
      bucle.enable();
      muestreo = setInterval(() => {
        const t = ahora();
        for (const v of vigias) edades.push(edad(v.figura, t));
      }, 100);
    },
    async detener() {
      clearInterval(muestreo);
      bucle.disable();
      const n = verdad ? Atomics.load(verdad.cuenta, 0) : 0;
      const fin = verdad && n > 0 ? (verdad.momentos[n - 1] ?? ahora()) : ahora();
      // Until every screen shows the last acta (at most 10 s).
      while (vigias.some((v) => edad(v.figura, ahora()) > 0)) {
        if (ahora() - fin > 10_000) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const alDia = ahora() - fin;
      return {
        p50: percentil(edades, 0.5),
        p99: percentil(edades, 0.99),
        max: percentil(edades, 1),
        muestras: edades.length,
        lecturas,
        noModificadas,
        alDia,
        consultas: new Map([...tiempos].map(([r, t]) => [r, t.length > 0 ? percentil(t, 0.5) : undefined])),
        bucle: { p99: bucle.percentile(99) / 1e6, max: bucle.max / 1e6 },
      };
    },
    cerrar: () => {
      abort.abort();
      for (const a of agentes) a.destroy();
    },
  };
}

/** What the watchers' thread is told (actas-vigias-hilo.ts), and what it answers. */
export type OrdenAVigias = { tipo: 'medir'; verdad: Verdad } | { tipo: 'detener' };
export type RespuestaDeVigias = { tipo: 'abiertos' } | { tipo: 'edades'; edades: Edades };

/**
 * `abrirVigias` in a thread of its own: 200 screens' event streams, reads and JSON parsing no
 * longer delay the load generator's loop (its sends and its reading of answers), as 200 browsers
 * on other machines would not. Same interface; the truth is shared memory (`Verdad`).
 */
export async function abrirVigiasAparte(urls: string[], cookie: string, n: number): Promise<Vigias> {
  const modulo = new URL('./actas-vigias-hilo.ts', import.meta.url).href;
  // A worker does not inherit the parent's --import: tsx is registered in it first.
  const hilo = new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(modulo)}); })`,
    { eval: true, workerData: { urls, cookie, n } },
  );
  const siguiente = () =>
    new Promise<RespuestaDeVigias>((resolve, reject) => {
      const alMensaje = (m: RespuestaDeVigias) => {
        hilo.off('error', alError);
        resolve(m);
      };
      const alError = (e: Error) => {
        hilo.off('message', alMensaje);
        reject(e);
      };
      hilo.once('message', alMensaje);
      hilo.once('error', alError);
    });
  const ordenar = (orden: OrdenAVigias) => hilo.postMessage(orden);
  await siguiente();
  return {
    medir: (verdad) => ordenar({ tipo: 'medir', verdad }),
    async detener() {
      const respuesta = siguiente();
      ordenar({ tipo: 'detener' });
      const r = await respuesta;
      if (r.tipo !== 'edades') throw new Error(`los vigías respondieron ${r.tipo}`);
      return r.edades;
    },
    // Ending the thread closes its watchers' connections.
    cerrar: () => void hilo.terminate(),
  };
}

export const lineaEdades = (e: Edades) =>
  `${[...e.consultas].map(([r, ms]) => (ms === undefined ? `${r} no se volvió a leer` : `${r} ${fmt(ms)} ms`)).join(', ')} (medianas de lo que esperó un vigía); ` +
  `retraso de la cifra en pantalla p50 ${fmt(e.p50)} ms, p99 ${fmt(e.p99)} ms, máx ${fmt(e.max)} ms (${fmt(e.muestras)} muestras); ${fmt(e.lecturas)} relecturas, ${fmt(e.noModificadas)} respuestas 304; todas al día ${fmt(e.alDia)} ms después de la última acta; ` +
  `el bucle de eventos de los vigías (su propio hilo) se atrasó p99 ${fmt(e.bucle.p99)} ms, máx ${fmt(e.bucle.max)} ms`;
