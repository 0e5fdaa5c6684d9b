import { EventEmitter } from 'node:events';

/** What a change event says: which API path was written (the area is its first segment). */
export interface Cambio {
  path: string;
  method: string;
  at: string;
}

/**
 * The change feed: every successful write is published here and streamed to the
 * browsers on GET /api/events, so staff see each other's changes without reloading.
 * With PostgreSQL the events travel through LISTEN/NOTIFY (see pg-bridge.ts), so
 * several server instances share one feed.
 */
export class ChangeFeed {
  private readonly emitter = new EventEmitter();
  /** Where a write is sent; replaced by the PostgreSQL bridge when there is one. */
  private sink: (cambio: Cambio) => void = (c) => this.deliver(c);

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(cambio: Cambio): void {
    this.sink(cambio);
  }

  /** Hands a received change to the local subscribers. */
  deliver(cambio: Cambio): void {
    this.emitter.emit('cambio', cambio);
  }

  routeThrough(sink: (cambio: Cambio) => void): void {
    this.sink = sink;
  }

  subscribe(listener: (cambio: Cambio) => void): () => void {
    this.emitter.on('cambio', listener);
    return () => this.emitter.off('cambio', listener);
  }

  get subscribers(): number {
    return this.emitter.listenerCount('cambio');
  }
}
