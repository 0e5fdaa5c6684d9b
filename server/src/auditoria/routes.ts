import { Readable } from 'node:stream';
import {
  cabeceraCsvAuditoria,
  exportarAuditoriaCsv,
  hoyEnLaPaz,
  lineaCsvAuditoria,
  listarAuditoria,
  PAGINA_AUDITORIA,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { handle } from '../http/routing.js';
import { escribirCursor, leerFiltros, paginaAuditoria, registro } from './queries.js';

/** Rows read per step of the CSV export: memory stays flat however large the set. */
const LOTE_CSV = 1000;

/** The audit trail (issue 16): admin only, read-only; no route edits or deletes a record. */
export function auditoriaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  handle(app, listarAuditoria, async ({ query }) => {
    const { filas, siguiente } = await paginaAuditoria(db, leerFiltros(query), PAGINA_AUDITORIA);
    return { registros: filas.map(registro), siguiente: siguiente ? escribirCursor(siguiente) : null };
  });

  handle(app, exportarAuditoriaCsv, async ({ query }, reply) => {
    const filtros = leerFiltros(query);
    async function* lineas() {
      yield cabeceraCsvAuditoria();
      let cursor = filtros.cursor;
      for (;;) {
        const { filas, siguiente } = await paginaAuditoria(db, { ...filtros, cursor }, LOTE_CSV);
        if (filas.length > 0) yield `${filas.map((f) => lineaCsvAuditoria(registro(f))).join('\r\n')}\r\n`;
        if (!siguiente) return;
        cursor = siguiente;
      }
    }
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="auditoria-${hoyEnLaPaz(clock.now())}.csv"`)
      .send(Readable.from(lineas()));
  });
}
