import { createHash, randomBytes } from 'node:crypto';
import type { Ambito, Rol } from '@comando/contract';
import { sql } from 'kysely';
import { REGISTRO_TRES_MESAS } from './dia-d-comun.js';
import { tablasDeLaApp, type TestApp } from './helpers.js';
import { listarUsuarios, cambiarUsuario, importarMesas } from '@comando/contract';
import { pedir } from './api.js';

/** A user of that role logged in, then given that scope by an admin through the API. */
export async function loginConAmbito(t: TestApp, admin: string, rol: Rol, ambito: Ambito): Promise<string> {
  const usuario = `${rol}-${randomBytes(4).toString('hex')}`;
  const cookie = await t.loginComo(rol, usuario);
  const lista = (await pedir(t, listarUsuarios, { cookie: admin })).json<{ id: string; usuario: string }[]>();
  const id = lista.find((u) => u.usuario === usuario)?.id ?? '';
  const res = await pedir(t, cambiarUsuario, { params: { id }, cookie: admin, payload: { ambito } });
  if (res.statusCode !== 200) throw new Error(`ámbito: ${res.statusCode} ${res.body}`);
  return cookie;
}

/** Tables a refused request may still touch: its session's last use, login attempts. */
const FUERA = new Set(['sesiones', 'intentos_login']);

/**
 * A digest of every row of every table (but `ademas`, checked by the caller): equal before and
 * after means nothing was stored.
 */
export async function huellaDatos(t: TestApp, ademas: string[] = []): Promise<string> {
  const db = t.deps.db;
  const tablas = (await tablasDeLaApp(t)).filter(
    (n) => !FUERA.has(n) && !ademas.includes(n) && !n.startsWith('kysely_'),
  );
  const huellas: string[] = [];
  for (const tabla of tablas) {
    const filas = await sql<Record<string, unknown>>`select * from ${sql.table(tabla)}`.execute(db);
    const lineas = filas.rows.map((f) => JSON.stringify(f)).sort();
    // One short digest per table: a failure names the table that changed.
    huellas.push(`${tabla}:${createHash('sha256').update(lineas.join('\n')).digest('hex').slice(0, 12)}`);
  }
  return huellas.join('\n');
}

/** Loads the three-mesa Día D registry (La Paz: El Alto, R1; Oruro: Oruro, R2) as an admin. */
export async function cargarRegistro(t: TestApp, admin: string): Promise<number> {
  const res = await pedir(t, importarMesas, {
    query: { aplicar: 'true' },
    payload: REGISTRO_TRES_MESAS,
    headers: { 'content-type': 'text/csv' },
    cookie: admin,
  });
  return res.statusCode;
}
