import { MENSAJES_ELECCIONES as M } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { OrigenBase } from '../../../db/connect.js';
import { abrirLectura, type BaseDeLectura } from '../../../db/archived-read.js';
import { fueraDeTransaccion } from '../../../db/request-transaction.js';
import type { DB } from '../../../db/schema.js';
import { HttpError } from '../../../http/errors.js';
import { completarCopia, lugarDelArchivo } from './archivo.js';
import type { EleccionGuardada } from './queries.js';

/**
 * The read-only handles of the elections that ended, opened on first read and kept (a copy never
 * changes): the current election is the app's own database.
 */
export class Lecturas {
  private readonly abiertas = new Map<number, Promise<BaseDeLectura>>();

  constructor(
    private readonly db: Kysely<DB>,
    readonly origen: OrigenBase,
  ) {}

  /** The handle of an election that ended (503 naming it when its copy cannot be opened). */
  de(e: EleccionGuardada): Promise<BaseDeLectura> {
    let h = this.abiertas.get(e.id);
    if (!h) {
      // Outside the request's transaction: the copy's missing tables are the copy's own writes.
      h = fueraDeTransaccion(async () => {
        await completarCopia(this.db, this.origen, e.id);
        return abrirLectura(this.origen, lugarDelArchivo(this.origen, e.id).ruta);
      }).catch((error: unknown) => {
        throw Object.assign(new HttpError(503, M.copiaFaltante(e.nombre)), { cause: error });
      });
      // A failed opening (a copy removed by hand) is tried again by the next read.
      h.catch(() => this.abiertas.delete(e.id));
      this.abiertas.set(e.id, h);
    }
    return h;
  }

  /** The database an election's figures are read from. */
  async baseDe(e: EleccionGuardada): Promise<Kysely<DB>> {
    return e.actual ? this.db : (await this.de(e)).db;
  }

  async cerrar(): Promise<void> {
    const todas = [...this.abiertas.values()];
    this.abiertas.clear();
    await Promise.all(todas.map(async (h) => (await h.catch(() => undefined))?.cerrar()));
  }
}
