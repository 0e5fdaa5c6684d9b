import {
  AREAS_AFECTADAS,
  intactasTras,
  EVENTO_CAMBIO,
  EVENTO_REINICIO,
  PARAM_ULTIMO_EVENTO,
  REFRESCO_MAXIMO_MS,
  REFRESCO_TRAS_CALMA_MS,
  type EventoCambio,
} from '@comando/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ORIGEN_PESTANA } from '../api/client.js';

/** What the tab holding the stream relays to the other tabs of this browser. */
export type Mensaje =
  | { tipo: 'cambio'; id: string; cambio: EventoCambio }
  | { tipo: 'reinicio'; id: string }
  | { tipo: 'ultimo'; id: string };

const CANAL = 'comando-cambios';
const CANDADO = 'comando-stream-cambios';

/**
 * The query keys a change event makes stale: every query of the area it names (the
 * key's first element is the area's name, from `contract/`) and of the areas the
 * contract says it feeds. A tab's own writes are already on its screen, so their
 * events change nothing there.
 */
export function clavesAfectadas(cambio: EventoCambio, origen: string): string[] {
  if (cambio.origen !== undefined && cambio.origen === origen) return [];
  return [cambio.area, ...(AREAS_AFECTADAS[cambio.area] ?? [])];
}

/**
 * Applies changes to one tab's cache: a burst of writes causes one refetch per area, and a
 * burst that does not end causes one refetch per area every `REFRESCO_MAXIMO_MS`. The queries
 * the contract says only other routes change (`CAMBIAN_SOLO_CON`), or that a change says it left
 * alone (`intactas`: an acta outside the quick count's sample), are left alone, unless one change
 * of the burst may have changed them.
 */
export function aplicador(client: QueryClient, origen = ORIGEN_PESTANA) {
  /** Areas to read again, each with the queries (key's second part) every pending change left alone. */
  const pendientes = new Map<string, Set<string>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the oldest change not yet on screen arrived (undefined: nothing pending). */
  let desde: number | undefined;
  const programar = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(refrescar, ms);
  };
  const refrescar = () => {
    // A refetch while this user's own save is under way would undo its optimistic
    // change (a ticked box unticking); wait until the save has settled.
    if (client.isMutating() > 0) {
      programar(REFRESCO_TRAS_CALMA_MS);
      return;
    }
    // A refetch still under way is left to finish rather than restarted: under a steady
    // stream restarting it on every tick would never let a slow answer arrive. But it may have
    // left before the change: its area stays pending and is read again once that read ends
    // (otherwise the last acta of a burst could stay off screen until the next change).
    const areas = [...pendientes];
    pendientes.clear();
    for (const [area, intactas] of areas) {
      if (client.isFetching({ queryKey: [area] }) > 0) pendientes.set(area, intactas);
      else
        void client.invalidateQueries(
          { queryKey: [area], predicate: (q) => !intactas.has(String(q.queryKey[1])) },
          { cancelRefetch: false },
        );
    }
    if (pendientes.size > 0) programar(REFRESCO_TRAS_CALMA_MS);
    else desde = undefined;
  };
  return {
    aplicar: (mensaje: Mensaje) => {
      if (mensaje.tipo === 'ultimo') return;
      if (mensaje.tipo === 'reinicio') {
        // Too much was missed to tell what changed: read again what is on screen.
        void client.invalidateQueries();
        return;
      }
      const areas = clavesAfectadas(mensaje.cambio, origen);
      if (areas.length === 0) return;
      for (const area of areas)
        pendientes.set(area, intactasTras(pendientes.get(area), area, mensaje.cambio));
      const ahora = Date.now();
      desde ??= ahora;
      programar(Math.min(REFRESCO_TRAS_CALMA_MS, desde + REFRESCO_MAXIMO_MS - ahora));
    },
    cerrar: () => clearTimeout(timer),
  };
}

/** Opens the stream (resuming after `ultimo`) and hands every message to `recibir`. */
function abrirStream(ultimo: string | undefined, recibir: (m: Mensaje) => void): EventSource {
  const url = ultimo ? `/api/events?${PARAM_ULTIMO_EVENTO}=${encodeURIComponent(ultimo)}` : '/api/events';
  const source = new EventSource(url);
  source.addEventListener(EVENTO_CAMBIO, (event: MessageEvent<string>) => {
    try {
      recibir({ tipo: 'cambio', id: event.lastEventId, cambio: JSON.parse(event.data) as EventoCambio });
    } catch {
      // An unreadable event changes nothing.
    }
  });
  source.addEventListener(EVENTO_REINICIO, (event: MessageEvent<string>) =>
    recibir({ tipo: 'reinicio', id: event.lastEventId }),
  );
  // The first plain message carries the current id: where a tab taking over resumes from.
  source.onmessage = (event: MessageEvent<string>) => recibir({ tipo: 'ultimo', id: event.lastEventId });
  return source;
}

/**
 * Keeps the screen current with the server's change feed. One tab per browser holds
 * the stream (Web Locks elect it; a browser allows only six connections per host over
 * HTTP/1.1) and relays each event to the other tabs over a BroadcastChannel. When that
 * tab closes its lock is freed and a waiting tab opens the stream at once, resuming
 * after the last event any tab saw.
 */
export function useLiveUpdates(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const { aplicar, cerrar } = aplicador(client);
    let ultimo: string | undefined;
    const anotar = (m: Mensaje) => {
      if (m.id) ultimo = m.id;
    };

    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks || typeof BroadcastChannel === 'undefined') {
      // No way to share: this tab keeps its own stream.
      const source = abrirStream(undefined, (m) => {
        anotar(m);
        aplicar(m);
      });
      return () => {
        cerrar();
        source.close();
      };
    }

    const canal = new BroadcastChannel(CANAL);
    canal.onmessage = (event: MessageEvent<Mensaje>) => {
      anotar(event.data);
      aplicar(event.data);
    };
    const abort = new AbortController();
    let soltar = () => {};
    locks
      .request(CANDADO, { signal: abort.signal }, async () => {
        const source = abrirStream(ultimo, (m) => {
          anotar(m);
          aplicar(m);
          canal.postMessage(m);
        });
        await new Promise<void>((resolve) => {
          soltar = resolve;
        });
        source.close();
      })
      .catch(() => {
        // Aborted while waiting: this tab closed or logged out before its turn.
      });

    return () => {
      abort.abort();
      soltar();
      cerrar();
      canal.close();
    };
  }, [client, enabled]);
}
