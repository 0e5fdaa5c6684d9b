import { createHash } from 'node:crypto';
import { COLUMNAS_EVIDENCIAS, type VerificacionEvidencias } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ArchivoNoEncontrado, type FileStore } from '../../../files/store.js';
import type { Terreno } from '../terreno.js';
import { versionesConHuella } from './queries.js';

/**
 * The evidence that a photo was not changed (issue 29): the list an admin hands to a notary,
 * and the check that reads every stored photo back and hashes it again.
 */

/**
 * A cell of the evidence list. Unlike the app's spreadsheet CSVs (`;`, BOM) this one is the
 * plain comma-separated text the issue names, for a notary's or a publisher's tools; a mesa code
 * holding a comma or a quote is quoted.
 */
const celda = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export async function* lineasEvidencias(db: Kysely<DB>, t: Terreno): AsyncGenerator<string> {
  yield `${COLUMNAS_EVIDENCIAS.join(',')}\r\n`;
  for await (const v of versionesConHuella(db, t)) {
    const celdas = [v.mesa, String(v.version), v.sha256_enviada ?? '', v.sha256_guardada ?? '', v.creada_en];
    yield `${celdas.map(celda).join(',')}\r\n`;
  }
}

/** SHA-256 of a stored blob's bytes as read now (null: the blob is gone). */
async function hashActual(files: FileStore, hash: string): Promise<string | null> {
  let leido;
  try {
    leido = await files.get(hash);
  } catch (err) {
    if (err instanceof ArchivoNoEncontrado) return null;
    throw err;
  }
  const sha = createHash('sha256');
  for await (const chunk of leido.stream) sha.update(chunk as Buffer);
  return sha.digest('hex');
}

/**
 * Every acta version's photo read back from the store: a version is altered when the bytes no
 * longer hash to the SHA-256 recorded when it arrived (the blob was changed or removed, or the
 * file row was pointed at another blob).
 */
export async function verificar(
  db: Kysely<DB>,
  files: FileStore,
  t: Terreno,
): Promise<VerificacionEvidencias> {
  const alteradas: VerificacionEvidencias['alteradas'] = [];
  const leidos = new Map<string, string | null>();
  let revisadas = 0;
  for await (const v of versionesConHuella(db, t)) {
    if (!v.sha256_guardada) continue;
    revisadas += 1;
    if (!leidos.has(v.blob)) leidos.set(v.blob, await hashActual(files, v.blob));
    const actual = leidos.get(v.blob) ?? null;
    if (actual !== v.sha256_guardada)
      alteradas.push({
        mesa: v.mesa,
        version: v.version,
        sha256Guardada: v.sha256_guardada,
        sha256Actual: actual,
      });
  }
  return { revisadas, alteradas };
}
