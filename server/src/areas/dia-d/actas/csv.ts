import {
  cabeceraCsv,
  columnasCsvActas,
  ETIQUETA_ESTADO_ACTA,
  formatFechaHora,
  lineaCsv,
  REGIONES_TERRITORIALES,
  type EstadoActa,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { loteDeActas, votosDeActas } from './queries.js';
import type { Terreno } from '../terreno.js';
import { partidosDeLaPapeleta } from '../registro/index.js';

/** Actas read per step of the CSV export. */
const LOTE_CSV = 1000;

/** Every mesa's current acta as CSV lines, page by page on the mesa code: memory stays flat with 35.000 actas. */
export async function* lineasCsvActas(db: Kysely<DB>, t: Terreno): AsyncGenerator<string> {
  const siglas = (await partidosDeLaPapeleta(db)).map((p) => p.sigla);
  yield cabeceraCsv(columnasCsvActas(siglas));
  let despues = '';
  for (;;) {
    const filas = await loteDeActas(db, despues, LOTE_CSV, t);
    if (filas.length === 0) return;
    const de = await votosDeActas(
      db,
      filas.map((f) => f.acta_id),
    );
    yield filas
      .map(
        (f) =>
          `${lineaCsv([
            f.mesa_codigo,
            String(f.numero),
            f.nombre,
            f.municipio,
            REGIONES_TERRITORIALES.find((r) => r.id === f.departamento)?.name ?? f.departamento,
            ...siglas.map((s) => String(de.get(f.acta_id)?.[s] ?? 0)),
            String(f.blancos),
            String(f.nulos),
            ETIQUETA_ESTADO_ACTA[f.estado as EstadoActa] ?? f.estado,
            String(f.version),
            String(f.versiones ?? 1),
            Number(f.alerta) === 1 ? 'Sí' : 'No',
            formatFechaHora(f.creada_en),
          ])}\r\n`,
      )
      .join('');
    despues = filas.at(-1)!.mesa_codigo;
  }
}
