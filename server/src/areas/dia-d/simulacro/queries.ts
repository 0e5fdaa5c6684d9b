import { DOMINIO_DELEGADOS_SIMULACRO, type BorradoSimulacro } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/**
 * Wipes what a rehearsal wrote (issue 30), in one transaction: actas and everything hung from
 * them, incidents and their notes, check-ins, delegate assignments and accesses (with their
 * users and sessions), the territorial defenders the rehearsal CLI created. The registry of
 * mesas, the ballot and the quick-count sample stay. Photos are freed after the commit.
 */
export async function borrarDatosDelSimulacro(
  db: Kysely<DB>,
): Promise<BorradoSimulacro & { fotos: string[] }> {
  return db.transaction().execute(async (trx) => {
    const actas = await trx.selectFrom('dia_d_actas').select('foto_id').execute();
    const incidentes = await trx.selectFrom('dia_d_incidentes').select('foto_id').execute();
    const usuarios = (
      await trx
        .selectFrom('dia_d_accesos')
        .select('usuario_id')
        .unionAll(trx.selectFrom('dia_d_accesos_jefe').select('usuario_id'))
        .execute()
    ).map((a) => a.usuario_id);
    await trx.deleteFrom('dia_d_notas').execute();
    await trx.deleteFrom('dia_d_incidentes').execute();
    await trx.deleteFrom('dia_d_transcripciones').execute();
    await trx.deleteFrom('dia_d_mesa_acta').execute();
    await trx.deleteFrom('dia_d_acta_votos').execute();
    await trx.deleteFrom('dia_d_actas').execute();
    await trx.deleteFrom('dia_d_totales').execute();
    await trx.deleteFrom('dia_d_mensaje_destinos').execute();
    await trx.deleteFrom('dia_d_mensajes').execute();
    await trx.deleteFrom('dia_d_totales_municipio').execute();
    await trx.deleteFrom('dia_d_alertas').execute();
    await trx.deleteFrom('dia_d_reglas_mesas').execute();
    await trx.deleteFrom('dia_d_reglas_departamentos').execute();
    const llegadas = await trx
      .updateTable('dia_d_mesas')
      .set({ llegada_en: null, llegada_id: null })
      .where('llegada_en', 'is not', null)
      .executeTakeFirst();
    await trx
      .updateTable('dia_d_mesas')
      .set({ delegado_id: null })
      .where('delegado_id', 'is not', null)
      .execute();
    await trx.updateTable('dia_d_recintos').set({ jefe_id: null }).where('jefe_id', 'is not', null).execute();
    await trx.deleteFrom('dia_d_accesos').execute();
    await trx.deleteFrom('dia_d_accesos_jefe').execute();
    if (usuarios.length > 0) {
      await trx.deleteFrom('sesiones').where('usuario_id', 'in', usuarios).execute();
      await trx.deleteFrom('usuarios').where('id', 'in', usuarios).execute();
    }
    const delegados = await trx
      .deleteFrom('territorial_defensores')
      .where('email', 'like', `%@${DOMINIO_DELEGADOS_SIMULACRO}`)
      .executeTakeFirst();
    return {
      actas: actas.length,
      incidentes: incidentes.length,
      llegadas: Number(llegadas.numUpdatedRows),
      delegados: Number(delegados.numDeletedRows),
      fotos: [...actas, ...incidentes].flatMap((f) => (f.foto_id ? [f.foto_id] : [])),
    };
  });
}
