import { conCerrojo, ETIQUETA_SYNC, reintentarEn, vaciar, type Peticion, type Respuesta } from './envios.js';

// The phone page's service worker (issue 44): after one visit with signal, the page opens with
// none. Built by web/vite.config.ts as a classic script at /delegado-sw.js, registered with the
// scope /delegado: it controls the delegate's (and the chief's) page and never the HQ's screens.
// It serves the page's shell (its HTML, script, styles, manifest and icons, listed by the build)
// from its cache; /api requests are not touched (they go to the network as the page sends them,
// and the page keeps what it needs in IndexedDB). With Background Sync, it sends the queue when
// the signal returns, also with the page closed.

declare const __PRECACHE__: string[];
declare const __VERSION__: string;

// The worker's own types (the web project's TypeScript library is the page's, DOM).
interface EventoExtensible extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface EventoFetch extends EventoExtensible {
  request: Request;
  respondWith(r: Promise<Response>): void;
}
interface EventoSync extends EventoExtensible {
  tag: string;
  lastChance: boolean;
}
interface Trabajador {
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(o: { type: 'window' }): Promise<{ postMessage(m: unknown): void }[]>;
  };
  addEventListener(tipo: 'install' | 'activate', f: (e: EventoExtensible) => void): void;
  addEventListener(tipo: 'fetch', f: (e: EventoFetch) => void): void;
  addEventListener(tipo: 'sync', f: (e: EventoSync) => void): void;
}
const sw = self as unknown as Trabajador;

const PREFIJO = 'comando-delegado-';
const CACHE = `${PREFIJO}${__VERSION__}`;
const PAGINA = '/delegado';

sw.addEventListener('install', (e) => {
  e.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Fresh from the server, not an HTTP cache's older copy of the page.
      await cache.addAll(__PRECACHE__.map((u) => new Request(u, { cache: 'reload' })));
      // A new version takes over at once: the queue is in IndexedDB, which no version owns.
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (e) => {
  e.waitUntil(
    (async () => {
      for (const nombre of await caches.keys()) {
        if (nombre.startsWith(PREFIJO) && nombre !== CACHE) await caches.delete(nombre);
      }
      await sw.clients.claim();
    })(),
  );
});

const enEsteAlcance = (ruta: string) => ruta === PAGINA || ruta.startsWith(`${PAGINA}/`);

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
  const ruta = req.mode === 'navigate' && enEsteAlcance(url.pathname) ? PAGINA : url.pathname;
  if (!__PRECACHE__.includes(ruta)) return;
  // The shell from the cache (this version's files); the network only if it is missing.
  e.respondWith((async () => (await (await caches.open(CACHE)).match(ruta)) ?? fetch(req))());
});

/** The worker's transport: fetch, given up after a time that grows with the body's size. */
async function enviarConFetch(p: Peticion): Promise<Respuesta> {
  const abortar = new AbortController();
  // No upload progress through fetch: at least 30 s, and what 2 KB/s would take.
  const limite = setTimeout(() => abortar.abort(), Math.max(30_000, p.bytes / 2));
  try {
    const res = await fetch(p.url, {
      method: p.method,
      headers: p.headers,
      body: p.body,
      credentials: 'same-origin',
      signal: abortar.signal,
    });
    return {
      status: res.status,
      cuerpo: await res.text(),
      reintentarEn: reintentarEn(res.headers.get('Retry-After')),
    };
  } catch {
    return abortar.signal.aborted ? 'tiempo' : 'red';
  } finally {
    clearTimeout(limite);
  }
}

sw.addEventListener('sync', (e) => {
  if (e.tag !== ETIQUETA_SYNC) return;
  e.waitUntil(
    (async () => {
      // An open page sends the queue itself (it shows the progress): it is only woken.
      const paginas = await sw.clients.matchAll({ type: 'window' });
      if (paginas.length > 0) {
        for (const p of paginas) p.postMessage({ tipo: 'sincronizar' });
        return;
      }
      const r = await conCerrojo(() => vaciar(enviarConFetch, () => undefined));
      // Still waiting: the browser wakes the worker again later.
      if (r !== 'ocupada' && r.tipo === 'reintentar') throw new Error('La cola espera la señal');
    })(),
  );
});
