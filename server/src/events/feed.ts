import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { EventoCambio } from '@comando/contract';

/**
 * Where a change happened, when it happened in one place of the Día D registry (an acta, an
 * arrival, an incident of one mesa): only screens whose ground holds it are told. Internal: it
 * travels between instances but is never sent to a browser. No place = every screen is told.
 */
export interface LugarCambio {
  departamento: string;
  municipio: string;
  recinto: string;
}

export type Cambio = EventoCambio & { lugar?: LugarCambio };

/** A change with its place in the feed: the SSE `id` a browser resumes from. */
export interface CambioNumerado {
  id: string;
  cambio: Cambio;
}

/** What a reconnecting browser missed, or `null` when the gap is older than the buffer. */
export type Reanudacion = CambioNumerado[] | null;

/** Events kept for browsers that reconnect (a few minutes of a busy HQ). */
const REPLAY_CAPACITY = 1000;

/**
 * The change feed: every successful write is published here and streamed to the
 * browsers on GET /api/events, so staff see each other's changes without reloading.
 * Events are numbered `<stream>:<n>`; the last ones stay in a bounded buffer so a
 * reconnecting browser gets what it missed (Last-Event-ID). With PostgreSQL the
 * numbers come from one database sequence and the events travel through
 * LISTEN/NOTIFY (see pg-bridge.ts), so ids mean the same on every instance.
 */
export class ChangeFeed {
  private readonly emitter = new EventEmitter();
  private readonly buffer: { n: number; cambio: Cambio }[] = [];
  /** Highest number delivered (0 before the first event). */
  private ultimo = 0;
  /** Names the numbering: a restarted in-memory feed counts again from 1 under a new name. */
  private stream = randomUUID().slice(0, 8);
  private sink: (cambio: Cambio) => void = (c) => this.deliver(this.ultimo + 1, c);

  constructor(private readonly capacity = REPLAY_CAPACITY) {
    this.emitter.setMaxListeners(0);
  }

  publish(cambio: Cambio): void {
    this.sink(cambio);
  }

  /** Hands a numbered change to the local subscribers and keeps it for replays. */
  deliver(n: number, cambio: Cambio): void {
    // Two instances may NOTIFY out of order; nothing is dropped, the highest number wins.
    this.ultimo = Math.max(this.ultimo, n);
    this.buffer.push({ n, cambio });
    if (this.buffer.length > this.capacity) this.buffer.shift();
    this.emitter.emit('cambio', { id: this.idDe(n), cambio } satisfies CambioNumerado);
  }

  /** Sends writes elsewhere (PostgreSQL), whose numbering is shared under `stream`. */
  routeThrough(sink: (cambio: Cambio) => void, stream: string): void {
    this.sink = sink;
    this.stream = stream;
  }

  /**
   * Changes may have been missed (the instance lost its LISTEN connection to PostgreSQL for a
   * while): nothing before now can be replayed, and every open screen reads again.
   */
  reiniciar(): void {
    this.buffer.length = 0;
    this.emitter.emit('reinicio');
  }

  /** Called when open screens must read everything again (see `reiniciar`). */
  onReinicio(listener: () => void): () => void {
    this.emitter.on('reinicio', listener);
    return () => this.emitter.off('reinicio', listener);
  }

  subscribe(listener: (cambio: CambioNumerado) => void): () => void {
    this.emitter.on('cambio', listener);
    return () => this.emitter.off('cambio', listener);
  }

  get subscribers(): number {
    return this.emitter.listenerCount('cambio');
  }

  /** Id of the newest event: where a new browser starts from. */
  get ultimoId(): string {
    return this.idDe(this.ultimo);
  }

  /** The events after `lastId`; null when they can no longer be told (other stream, or too old). */
  since(lastId: string): Reanudacion {
    const sep = lastId.lastIndexOf(':');
    const stream = lastId.slice(0, sep);
    const n = Number(lastId.slice(sep + 1));
    if (sep < 0 || stream !== this.stream || !Number.isSafeInteger(n) || n < 0 || n > this.ultimo)
      return null;
    if (n === this.ultimo) return [];
    const first = this.buffer[0];
    if (!first || first.n > n + 1) return null;
    return this.buffer.filter((e) => e.n > n).map((e) => ({ id: this.idDe(e.n), cambio: e.cambio }));
  }

  private idDe(n: number): string {
    return `${this.stream}:${n}`;
  }
}
