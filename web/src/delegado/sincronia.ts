import type { Paso } from './cola.js';
import {
  conCerrojo,
  ETIQUETA_SYNC,
  reintentarEn,
  vaciar,
  type Peticion,
  type Respuesta,
  type Resultado,
} from './envios.js';

// The phone's queue sent one request at a time (issue 44). On a rural link a 2,8 MB photo takes
// 90 s and the page used to start another upload of it every 15 s: here one loop, in one tab,
// sends; a second request never starts while one is in flight, in this tab or another (a Web Lock
// shared with the service worker). A try that fails waits longer each time (2 s, doubling to
// 60 s, with jitter so a recinto's phones do not all come back at once), and the signal's return
// tries again at once. A request whose bytes stop moving for 30 s is given up and tried again.

export const ESPERA_MIN_MS = 2_000;
export const ESPERA_MAX_MS = 60_000;
/** No byte up or down for this long: the request is given up (its connection is likely dead). */
const SIN_AVANCE_MS = 30_000;

/** What the page shows of the loop: the request in flight, or when the next try is. */
export interface EstadoEnvio {
  enVuelo: { id: string; paso: Paso; enviados: number; total: number } | null;
  proximoIntento: number | null;
}

/**
 * One request through XMLHttpRequest, which reports an upload's progress (fetch does not): given
 * up through its AbortController when no byte moved for SIN_AVANCE_MS.
 */
function enviarConXhr(
  p: Peticion,
  alAvanzar: (enviados: number, total: number) => void,
  sinAvanceMs = SIN_AVANCE_MS,
): Promise<Respuesta> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const abortar = new AbortController();
    let ultimo = Date.now();
    const vigia = setInterval(() => {
      if (Date.now() - ultimo >= sinAvanceMs) abortar.abort();
    }, 1000);
    const fin = (r: Respuesta) => {
      clearInterval(vigia);
      resolve(r);
    };
    abortar.signal.addEventListener('abort', () => {
      xhr.abort();
      fin('tiempo');
    });
    xhr.open(p.method, p.url);
    for (const [k, v] of Object.entries(p.headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      ultimo = Date.now();
      alAvanzar(e.loaded, e.total);
    };
    // The upload is whole: the wait for the answer starts now.
    xhr.upload.onload = () => (ultimo = Date.now());
    xhr.onprogress = () => (ultimo = Date.now());
    xhr.onload = () =>
      fin({
        status: xhr.status,
        cuerpo: xhr.responseText,
        reintentarEn: reintentarEn(xhr.getResponseHeader('Retry-After')),
      });
    xhr.onerror = () => fin('red');
    xhr.send(p.body);
  });
}

/** The next wait: doubled from the last (2 s to 60 s), drawn between half and all of it. */
export function siguienteEspera(
  anterior: number,
  azar: () => number = Math.random,
): { espera: number; demora: number } {
  const espera = Math.min(ESPERA_MAX_MS, Math.max(ESPERA_MIN_MS, anterior * 2));
  return { espera, demora: Math.round(espera / 2 + azar() * (espera / 2)) };
}

export interface Avisos {
  /** The queue or the loop changed: the page draws it again. */
  cambio: () => void;
  /** The request in flight moved (drawn without redrawing the page). */
  progreso: (estado: EstadoEnvio) => void;
  sinSesion: () => void;
  rechazo: (motivo: string) => void;
  /** The queue is empty: what HQ has may have changed. */
  vacia: () => void;
}

export class Sincronia {
  readonly estado: EstadoEnvio = { enVuelo: null, proximoIntento: null };
  private corriendo = false;
  private otraVez = false;
  private espera = ESPERA_MIN_MS / 2;
  private temporizador: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly avisos: Avisos) {}

  /**
   * Sends the queue now (on open, on queuing, with the signal back, from the worker's Background
   * Sync). A run already going takes it on when it ends: never two at once.
   */
  despertar(): void {
    if (this.corriendo) {
      this.otraVez = true;
      return;
    }
    void this.correr();
  }

  /**
   * The worker's Background Sync with the page open: a try now unless one is going or a wait is
   * set (Chromium fires a sync at once when it thinks there is a network, whatever the server
   * answered a moment ago: the wait is kept).
   */
  despertarSinApuro(): void {
    if (!this.corriendo && this.temporizador === null) this.despertar();
  }

  /** The signal is back: whatever the wait, try now from the shortest wait. */
  volvioLaSenal(): void {
    this.espera = ESPERA_MIN_MS / 2;
    this.despertar();
  }

  private programar(demora: number) {
    if (this.temporizador) clearTimeout(this.temporizador);
    this.estado.proximoIntento = Date.now() + demora;
    this.temporizador = setTimeout(() => {
      this.temporizador = null;
      this.despertar();
    }, demora);
  }

  private async correr(): Promise<void> {
    this.corriendo = true;
    if (this.temporizador) clearTimeout(this.temporizador);
    this.temporizador = null;
    this.estado.proximoIntento = null;
    let r: Resultado | 'ocupada' = { tipo: 'vacia' };
    try {
      r = await conCerrojo(() =>
        vaciar(
          (p, paso) => {
            this.estado.enVuelo = { ...paso, enviados: 0, total: p.bytes };
            this.avisos.cambio();
            return enviarConXhr(p, (enviados, total) => {
              if (this.estado.enVuelo) Object.assign(this.estado.enVuelo, { enviados, total });
              this.avisos.progreso(this.estado);
            }).finally(() => (this.estado.enVuelo = null));
          },
          (motivo) => this.avisos.rechazo(motivo),
        ),
      );
    } catch {
      // IndexedDB refused (storage full, private mode): tried again later like a failed request.
      r = { tipo: 'reintentar', en: null };
    } finally {
      this.corriendo = false;
    }
    if (r === 'ocupada') {
      // Another tab (or the worker) is sending: its changes reach this tab by the queue's
      // channel; this tab looks again after a short wait in case that one closes mid-way.
      this.programar(siguienteEspera(ESPERA_MIN_MS).demora);
    } else if (r.tipo === 'reintentar') {
      const { espera, demora } = siguienteEspera(this.espera);
      this.espera = espera;
      this.programar(Math.max(demora, r.en ?? 0));
      // Without signal, the worker is woken when it returns should the page be closed by then.
      if (!navigator.onLine) void pedirSyncAlVolver();
    } else {
      this.espera = ESPERA_MIN_MS / 2;
      if (r.tipo === 'sin-sesion') this.avisos.sinSesion();
      else this.avisos.vacia();
    }
    this.avisos.cambio();
    if (this.otraVez) {
      this.otraVez = false;
      // Woken while it ran (something queued, the signal back): a try now, unless it must wait.
      if (r !== 'ocupada' && r.tipo === 'vacia') this.despertar();
    }
  }
}

/**
 * Background Sync, where the browser has it: the worker is woken to send the queue when the
 * signal returns, even with the page closed. Elsewhere the queue goes on the next open or `online`.
 */
type ConSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

export async function pedirSyncAlVolver(): Promise<void> {
  try {
    const reg: ConSync | undefined = await navigator.serviceWorker?.getRegistration('/delegado');
    await reg?.sync?.register(ETIQUETA_SYNC);
  } catch {
    // No worker yet, or the browser refused: the page sends on its next open.
  }
}
