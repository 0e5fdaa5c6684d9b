import { MENSAJES_AUDITORIA, type DetalleAuditoria } from '@comando/contract';
import type { Insertable, Kysely } from 'kysely';
import { escribirAlFinal } from '../db/request-transaction.js';
import type { Clock } from '../clock.js';
import type { DB } from '../db/schema.js';
import { plantilla } from '../performance/statement-templates.js';
import type { AmbitoUsuario } from '../auth/ambito.js';

/**
 * The only module that writes the audit trail (issue 16: append-only; no route edits or
 * deletes a record). Called inside the write's own transaction (see http/routing.ts), so a
 * change never exists without its record and a failed write leaves none.
 */
export interface EntradaAuditoria {
  usuarioId: string | null;
  /** The name at the time: a later rename does not rewrite history. */
  usuarioNombre: string;
  ip: string;
  area: string;
  accion: string;
  /** Method and route template, e.g. `DELETE /api/avisos/:id`. */
  ruta: string;
  entidadId?: string | null;
  detalle?: DetalleAuditoria | null;
  /** The actor's ground at the time (issue 27); absent for a visitor (a failed login). */
  ambito?: Pick<AmbitoUsuario, 'ambito' | 'region'> | null;
}

/** A record's row: every write writes one, so its statement is built once (performance/statement-templates.ts). */
const insertarRegistro = plantilla((db: Kysely<DB>, fila: Insertable<DB['auditoria']>) =>
  db.insertInto('auditoria').values(fila),
);

/** Values of these keys are secrets: never written to the trail. */
const SECRETOS = new Set([
  'contrasena',
  'contrasenaTemporal',
  'actual',
  'nueva',
  'secreto',
  'otpauthUrl',
  'qrSvg',
  'codigosRecuperacion',
]);
/** Longest list kept whole in a record; the rest is counted. */
const MAX_ELEMENTOS = 20;
const MAX_TEXTO = 2000;

function limpiar(value: unknown, depth = 0): unknown {
  if (depth > 6) return MENSAJES_AUDITORIA.oculto;
  if (typeof value === 'string') return value.length > MAX_TEXTO ? `${value.slice(0, MAX_TEXTO)}…` : value;
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ELEMENTOS).map((v) => limpiar(v, depth + 1));
    return value.length > MAX_ELEMENTOS
      ? [...kept, MENSAJES_AUDITORIA.yMas(value.length - MAX_ELEMENTOS)]
      : kept;
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    // A delegate's access (code + link) opens the phone page: it is a credential.
    const acceso = 'codigo' in o && 'enlace' in o;
    return Object.fromEntries(
      Object.entries(o).map(([k, v]) => [
        k,
        SECRETOS.has(k) || (acceso && (k === 'codigo' || k === 'enlace'))
          ? MENSAJES_AUDITORIA.oculto
          : limpiar(v, depth + 1),
      ]),
    );
  }
  return value;
}

/** Uploaded files are recorded by name, type, size and hash (not content): the hash is added here. */
function archivosEn(value: unknown, out: Record<string, unknown>[] = [], depth = 0) {
  if (depth > 6 || !value || typeof value !== 'object') return out;
  if (Array.isArray(value)) for (const v of value) archivosEn(v, out, depth + 1);
  else {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'string' && 'nombre' in o && 'tipo' in o && 'tamano' in o) out.push(o);
    for (const v of Object.values(o)) archivosEn(v, out, depth + 1);
  }
  return out;
}

export async function registrar(db: Kysely<DB>, clock: Clock, e: EntradaAuditoria): Promise<void> {
  const detalle = e.detalle ? (limpiar(e.detalle) as Record<string, unknown>) : null;
  const archivos = archivosEn(detalle);
  if (archivos.length > 0) {
    const filas = await db
      .selectFrom('archivos')
      .select(['id', 'hash'])
      .where(
        'id',
        'in',
        archivos.map((a) => a.id as string),
      )
      .execute();
    const hashes = new Map(filas.map((f) => [f.id, f.hash]));
    for (const a of archivos) {
      const hash = hashes.get(a.id as string);
      if (hash) a.hash = hash;
    }
  }
  const insercion = insertarRegistro.compilable(db, {
    en: clock.now().toISOString(),
    usuario_id: e.usuarioId,
    usuario_nombre: e.usuarioNombre,
    ip: e.ip,
    area: e.area,
    accion: e.accion,
    ruta: e.ruta,
    entidad_id: e.entidadId ?? null,
    detalle: detalle && Object.keys(detalle).length > 0 ? JSON.stringify(detalle) : null,
    usuario_ambito: e.ambito ? JSON.stringify(e.ambito.ambito) : null,
    usuario_departamento: e.ambito?.region ?? null,
  });
  // In a request's transaction the record goes with the transaction's last writes (alFinal): on
  // PostgreSQL one round trip for all of them (issue 30).
  await escribirAlFinal(db, 'auditoria', insercion);
}
