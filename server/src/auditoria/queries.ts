import {
  ambito,
  MENSAJES_AUDITORIA,
  type ConsultaAuditoria,
  type FiltrosAuditoria,
  type RegistroAuditoria,
} from '@comando/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/errors.js';

interface Cursor {
  en: string;
  seq: number;
}

export const escribirCursor = (c: Cursor): string => Buffer.from(`${c.en}|${c.seq}`).toString('base64url');

function leerCursor(text: string): Cursor {
  const [en, seq] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!en || !seq || !/^\d{1,15}$/.test(seq) || Number.isNaN(Date.parse(en))) {
    throw badRequest(MENSAJES_AUDITORIA.cursorInvalido);
  }
  return { en, seq: Number(seq) };
}

/** La Paz is UTC−4 all year (no daylight saving): a day there starts at 04:00 UTC. */
function inicioDelDia(dia: string, masDias = 0): string {
  const [y, m, d] = dia.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + masDias, 4)).toISOString();
}

/** The checked query string as the page's filters: days become instants, the cursor is read. */
export function leerFiltros({
  desde,
  hasta,
  cursor,
  ...textos
}: ConsultaAuditoria): FiltrosAuditoria & { cursor?: Cursor } {
  return {
    ...textos,
    ...(desde ? { desde: inicioDelDia(desde) } : {}),
    ...(hasta ? { hasta: inicioDelDia(hasta, 1) } : {}),
    ...(cursor ? { cursor: leerCursor(cursor) } : {}),
  };
}

type Fila = Selectable<DB['auditoria']>;

export const registro = (f: Fila): RegistroAuditoria => ({
  id: String(f.seq),
  en: f.en,
  usuarioId: f.usuario_id,
  usuarioNombre: f.usuario_nombre,
  ip: f.ip,
  area: f.area,
  accion: f.accion,
  ruta: f.ruta,
  entidadId: f.entidad_id,
  detalle: f.detalle ? (JSON.parse(f.detalle) as RegistroAuditoria['detalle']) : null,
  usuarioAmbito: f.usuario_ambito ? (ambito.safeParse(JSON.parse(f.usuario_ambito)).data ?? null) : null,
  usuarioDepartamento: f.usuario_departamento,
});

/**
 * One page, newest first, by keyset (en, seq): each filter has an index ending in
 * (en, seq), so a page costs the same on the first and on the millionth record.
 */
export async function paginaAuditoria(
  db: Kysely<DB>,
  f: FiltrosAuditoria & { cursor?: Cursor },
  limite: number,
): Promise<{ filas: Fila[]; siguiente: Cursor | null }> {
  const filas = await db
    .selectFrom('auditoria')
    .selectAll()
    .$if(f.usuario !== undefined, (q) => q.where('usuario_id', '=', f.usuario ?? ''))
    .$if(f.area !== undefined, (q) => q.where('area', '=', f.area ?? ''))
    .$if(f.accion !== undefined, (q) => q.where('accion', '=', f.accion ?? ''))
    .$if(f.departamento !== undefined, (q) => q.where('usuario_departamento', '=', f.departamento ?? ''))
    .$if(f.desde !== undefined, (q) => q.where('en', '>=', f.desde ?? ''))
    .$if(f.hasta !== undefined, (q) => q.where('en', '<', f.hasta ?? ''))
    .$if(f.cursor !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple('en', 'seq'), '<', eb.tuple(f.cursor?.en ?? '', f.cursor?.seq ?? 0))),
    )
    .orderBy('en', 'desc')
    .orderBy('seq', 'desc')
    .limit(limite + 1)
    .execute();
  const masFilas = filas.length > limite;
  const pagina = masFilas ? filas.slice(0, limite) : filas;
  const ultima = pagina.at(-1);
  return {
    filas: pagina.map((r) => ({ ...r, seq: Number(r.seq) })),
    siguiente: masFilas && ultima ? { en: ultima.en, seq: Number(ultima.seq) } : null,
  };
}
