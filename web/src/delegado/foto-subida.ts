import { RUTAS_DELEGADO } from '@comando/contract/delegado-rutas';
import type { DetailedError, HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { reintentarEn, type Respuesta } from './envios.js';

// The acta's photo after its figures (issue 44): a resumable upload by the open tus protocol
// (tus-js-client), so a drop mid-photo costs what was in flight, not the whole photo. The page
// sends it through XMLHttpRequest (tus-js-client's own stack: it reports progress), the service
// worker through fetch (`pilaFetch`: a worker has no XMLHttpRequest). Each try is one upload: tus's
// own retries are off, the queue's loop tries again (with its waits, at once when the signal
// returns), resuming at the address kept with the queue's entry in IndexedDB.

/**
 * The size of each piece (PATCH) of the photo: 128 KB. On a 3G uplink of 250 kbit/s a piece takes
 * about 4 s; a drop loses at most the piece in flight (behind a proxy that buffers whole request
 * bodies, as nginx does by default, a cut piece never reaches the server), ≤ 128 KB, within the
 * 0,3 × photo the issue allows for a 600 KB photo. Smaller pieces cost a round trip each (300 ms on
 * EDGE) and ~0,5 KB of headers: 5 pieces for a prepared photo of 600 KB.
 */
const TROZO_FOTO = 128 * 1024;

/** No byte moved for this long: the upload is given up (its connection is likely dead). */
const SIN_AVANCE_MS = 30_000;

export interface OpcionesSubida {
  /** The upload's address, when a previous try created it: resumed there. */
  url: string | null;
  /** The worker's stack (fetch); the page leaves tus-js-client's own (XMLHttpRequest). */
  httpStack?: HttpStack;
  /** The server created the upload at this address. */
  alCrear: (url: string) => void;
  /** The server confirmed this many bytes (after each piece). */
  alConfirmar: (enviados: number, total: number) => void;
  /** Bytes of the photo out so far (the piece in flight included). */
  alAvanzar?: (enviados: number, total: number) => void;
  sinAvanceMs?: number;
}

/** How a try of the photo's upload ended, and the method of its last request (for the verdict). */
export interface FinSubida {
  respuesta: Respuesta;
  metodo: string | null;
}

/**
 * One try of an acta's photo, from where the server has it. tus-js-client is loaded then, not with
 * the page (its own chunk, 16 KB gzipped, kept by the service worker): the page opens as fast as
 * before on a weak link, and the library is there when the photo goes.
 */
export async function subirFoto(id: string, foto: Blob, o: OpcionesSubida): Promise<FinSubida> {
  let Upload: typeof import('tus-js-client').Upload;
  try {
    ({ Upload } = await import('tus-js-client'));
  } catch {
    // Its chunk did not arrive (no signal, before the worker kept it): tried again later.
    return { respuesta: 'red', metodo: null };
  }
  return new Promise((resolve) => {
    let ultimo = Date.now();
    const vigia = setInterval(() => {
      if (Date.now() - ultimo < (o.sinAvanceMs ?? SIN_AVANCE_MS)) return;
      void upload.abort();
      fin({ respuesta: 'tiempo', metodo: null });
    }, 1000);
    let terminado = false;
    const fin = (f: FinSubida) => {
      if (terminado) return;
      terminado = true;
      clearInterval(vigia);
      resolve(f);
    };
    const origen = globalThis.location.origin;
    const upload = new Upload(foto, {
      // Absolute: the upload's address (its Location) is resolved against it.
      endpoint: new URL(RUTAS_DELEGADO.actaFoto, origen).href,
      uploadUrl: o.url,
      chunkSize: TROZO_FOTO,
      // The queue's loop tries again, one request at a time with its waits.
      retryDelays: null,
      metadata: { acta: id, filetype: foto.type || 'image/jpeg' },
      // The address is kept with the queue's entry (IndexedDB), not in localStorage.
      storeFingerprintForResuming: false,
      ...(o.httpStack ? { httpStack: o.httpStack } : {}),
      onUploadUrlAvailable: () => {
        if (upload.url) o.alCrear(upload.url);
      },
      onProgress: (enviados, total) => {
        ultimo = Date.now();
        o.alAvanzar?.(enviados, total);
      },
      onChunkComplete: (_trozo, aceptados, total) => {
        ultimo = Date.now();
        o.alConfirmar(aceptados, total);
      },
      onSuccess: ({ lastResponse }) => fin({ respuesta: respuestaDe(lastResponse), metodo: null }),
      onError: (error) => {
        const e = error as DetailedError;
        const res = e.originalResponse ?? null;
        fin({
          respuesta: res ? respuestaDe(res) : 'red',
          metodo: e.originalRequest?.getMethod() ?? null,
        });
      },
    });
    upload.start();
  });
}

const respuestaDe = (res: HttpResponse): Respuesta => ({
  status: res.getStatus(),
  cuerpo: res.getBody() ?? '',
  reintentarEn: reintentarEn(res.getHeader('Retry-After') ?? null),
});

/**
 * tus-js-client's HTTP stack on fetch, for the service worker (no XMLHttpRequest there): no upload
 * progress, which the worker does not show anyway. Same-origin, with the session's cookie.
 */
export const pilaFetch: HttpStack = {
  getName: () => 'fetch',
  createRequest(method: string, url: string): HttpRequest {
    const cabeceras: Record<string, string> = {};
    const abortar = new AbortController();
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (k, v) => {
        cabeceras[k] = v;
      },
      getHeader: (k) => cabeceras[k],
      setProgressHandler: () => undefined,
      async send(body: unknown) {
        const res = await fetch(url, {
          method,
          headers: cabeceras,
          body: (body ?? null) as BodyInit | null,
          credentials: 'same-origin',
          signal: abortar.signal,
        });
        const texto = await res.text();
        return {
          getStatus: () => res.status,
          getHeader: (k: string) => res.headers.get(k) ?? undefined,
          getBody: () => texto,
          getUnderlyingObject: () => res,
        };
      },
      abort: () => {
        abortar.abort();
        return Promise.resolve();
      },
      getUnderlyingObject: () => abortar,
    };
  },
};
