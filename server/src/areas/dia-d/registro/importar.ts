import { MENSAJES_DIA_D as M, type ResultadoImportacion } from '@comando/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Rechazo } from '../csv.js';
import type { FilaRegistro } from './csv.js';
import { lotes } from '../../../db/batches.js';

// The registry's import (apart from the reads of queries.ts): a file read by csv.ts becomes
// departments' recintos and mesas, in batches, in one transaction.

/** A line with a place changes its recinto when the stored place differs (none stored included). */
const lugarCambia = (r: { lat: number | null; lon: number | null }, f: FilaRegistro) =>
  f.lat !== undefined && (r.lat === null || Number(r.lat) !== f.lat || Number(r.lon) !== f.lon);

/**
 * Dry run or apply of a registry file. Mesas that are not in the file stay (an
 * import never deletes), and a mesa with a delegate, a check-in or an incident
 * may not move to another department (its delegate belongs to the old one).
 */
export async function importarRegistro(
  db: Kysely<DB>,
  leido: { filas: FilaRegistro[]; rechazadas: Rechazo[]; exterior: number },
  aplicar: boolean,
): Promise<ResultadoImportacion> {
  return db.transaction().execute(async (trx) => {
    const [recintos, mesas, conIncidentes] = await Promise.all([
      trx.selectFrom('dia_d_recintos').selectAll().execute(),
      trx.selectFrom('dia_d_mesas').selectAll().execute(),
      trx.selectFrom('dia_d_incidentes').select('mesa_codigo').distinct().execute(),
    ]);
    const recintoPorCodigo = new Map(recintos.map((r) => [r.codigo, r]));
    const mesaPorCodigo = new Map(mesas.map((m) => [m.codigo, m]));
    const incidentes = new Set(conIncidentes.map((i) => i.mesa_codigo));
    const protegida = (m: (typeof mesas)[number]) =>
      m.delegado_id !== null || m.llegada_en !== null || incidentes.has(m.codigo);
    const recintosProtegidos = new Set(mesas.filter(protegida).map((m) => m.recinto_codigo));
    for (const r of recintos) if (r.jefe_id) recintosProtegidos.add(r.codigo);

    const rechazadas = [...leido.rechazadas];
    const recintosNuevos = new Map<string, FilaRegistro>();
    const mesasNuevas: FilaRegistro[] = [];
    let crear = 0;
    let actualizar = 0;
    let sinCambios = 0;
    for (const f of leido.filas) {
      const r = recintoPorCodigo.get(f.codigoRecinto);
      const recintoCambia =
        !r ||
        r.departamento !== f.departamento ||
        r.municipio !== f.municipio ||
        r.nombre !== f.recinto ||
        lugarCambia(r, f);
      if (r && r.departamento !== f.departamento && recintosProtegidos.has(r.codigo)) {
        rechazadas.push({ linea: f.linea, motivo: M.mesaConDelegadoOtroDepartamento });
        continue;
      }
      const m = mesaPorCodigo.get(f.codigoMesa);
      if (m && protegida(m)) {
        const antes = recintoPorCodigo.get(m.recinto_codigo)?.departamento;
        if (antes !== f.departamento) {
          rechazadas.push({ linea: f.linea, motivo: M.mesaConDelegadoOtroDepartamento });
          continue;
        }
      }
      if (recintoCambia) recintosNuevos.set(f.codigoRecinto, f);
      if (!m) {
        crear++;
        mesasNuevas.push(f);
      } else if (
        recintoCambia ||
        m.recinto_codigo !== f.codigoRecinto ||
        Number(m.numero) !== f.numero ||
        Number(m.habilitados) !== f.habilitados
      ) {
        actualizar++;
        mesasNuevas.push(f);
      } else {
        sinCambios++;
      }
    }
    rechazadas.sort((a, b) => a.linea - b.linea);

    if (aplicar) {
      for (const lote of lotes([...recintosNuevos.values()])) {
        await trx
          .insertInto('dia_d_recintos')
          .values(
            lote.map((f) => ({
              codigo: f.codigoRecinto,
              departamento: f.departamento,
              municipio: f.municipio,
              nombre: f.recinto,
              jefe_id: null,
              lat: f.lat ?? null,
              lon: f.lon ?? null,
            })),
          )
          .onConflict((oc) =>
            oc.column('codigo').doUpdateSet((eb) => ({
              departamento: eb.ref('excluded.departamento'),
              municipio: eb.ref('excluded.municipio'),
              nombre: eb.ref('excluded.nombre'),
              // A file without coordinates keeps the place a recinto already has.
              lat: sql<number>`coalesce(excluded.lat, dia_d_recintos.lat)`,
              lon: sql<number>`coalesce(excluded.lon, dia_d_recintos.lon)`,
            })),
          )
          .execute();
      }
      for (const lote of lotes(mesasNuevas)) {
        await trx
          .insertInto('dia_d_mesas')
          .values(
            lote.map((f) => ({
              codigo: f.codigoMesa,
              numero: f.numero,
              recinto_codigo: f.codigoRecinto,
              habilitados: f.habilitados,
              delegado_id: null,
              llegada_en: null,
              llegada_id: null,
            })),
          )
          .onConflict((oc) =>
            oc.column('codigo').doUpdateSet((eb) => ({
              numero: eb.ref('excluded.numero'),
              recinto_codigo: eb.ref('excluded.recinto_codigo'),
              habilitados: eb.ref('excluded.habilitados'),
            })),
          )
          .execute();
      }
    }
    return { crear, actualizar, sinCambios, rechazadas, exterior: leido.exterior, aplicado: aplicar };
  });
}
