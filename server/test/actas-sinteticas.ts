import { sql, type Kysely } from 'kysely';
import { importarRegistro, leerRegistro, registroSintetico } from '../src/areas/dia-d/registro/index.js';
import { recalcularTotales } from '../src/areas/dia-d/conteo/queries.js';
import type { DB } from '../src/db/schema.js';

export const PARTIDOS_SINTETICOS = ['ALFA', 'BETA', 'GAMA', 'DELTA', 'EPSI'];

/**
 * The synthetic registry (`escala` of 2026's 33.439 mesas), a ballot of five parties and one acta
 * per mesa, half verified, written straight into the tables (the submission path has its own
 * tests and bench), with the count's running totals rebuilt. For the count's test and bench.
 */
export async function registroConActas(db: Kysely<DB>, escala = 1): Promise<void> {
  await importarRegistro(db, leerRegistro(registroSintetico(escala)), true);
  await db
    .insertInto('dia_d_partidos')
    .values(PARTIDOS_SINTETICOS.map((sigla, orden) => ({ sigla, nombre: sigla, color: '#94a3b8', orden })))
    .execute();
  await sql`
    insert into dia_d_actas (id, mesa_codigo, version, origen, autor_id, blancos, nulos, foto_id, alerta, creada_en)
    select 'a-' || codigo, codigo, 1, 'delegado', 'x', habilitados % 7, habilitados % 5, 'f', 0, '2026-11-23T20:00:00.000Z'
    from dia_d_mesas`.execute(db);
  await sql`
    insert into dia_d_acta_votos (acta_id, sigla, votos)
    select 'a-' || m.codigo, p.sigla, (m.habilitados * (p.orden + 1)) % 40
    from dia_d_mesas m cross join dia_d_partidos p`.execute(db);
  await sql`
    insert into dia_d_mesa_acta (mesa_codigo, acta_id, estado, departamento, habilitados)
    select m.codigo, 'a-' || m.codigo, case when m.numero % 2 = 0 then 'verificada' else 'recibida' end,
      r.departamento, m.habilitados
    from dia_d_mesas m join dia_d_recintos r on r.codigo = m.recinto_codigo`.execute(db);
  await recalcularTotales(db);
}
