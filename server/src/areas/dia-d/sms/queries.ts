import { randomBytes } from 'node:crypto';
import {
  PAGINA_SMS,
  type AjustesSms,
  type EnvioSms,
  type ResultadoSms,
  type SmsRecibido,
} from '@comando/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { badRequest } from '../../../http/errors.js';
import { MENSAJES_SMS as M } from '@comando/contract';

type Db = Kysely<DB>;

let contador = 0;
/**
 * An SMS's id, in the order SMS arrive: the arrival's millisecond, then a count of this process
 * (two SMS of the same millisecond keep their order on the list), then randomness.
 */
export function idDeSms(en: Date): string {
  contador = (contador + 1) % 36 ** 6;
  return [
    en.getTime().toString(36).padStart(9, '0'),
    contador.toString(36).padStart(6, '0'),
    randomBytes(6).toString('hex'),
  ].join('-');
}
type Ajustes = Selectable<DB['dia_d_sms_ajustes']>;

/** The SMS capability's SQL: the gateway's settings, the SMS received, the limits per number. */

export async function leerAjustes(db: Db): Promise<Ajustes | undefined> {
  return db.selectFrom('dia_d_sms_ajustes').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The settings as the API answers them: the secrets only say whether they are set. */
export function comoAjustes(a: Ajustes | undefined): AjustesSms {
  return {
    direccion: a?.direccion ?? null,
    usuario: a?.usuario ?? null,
    numero: a?.numero ?? null,
    contrasena: Boolean(a?.contrasena),
    claveFirma: Boolean(a?.clave_firma),
    actualizadaEn: a?.actualizada_en ?? null,
  };
}

/**
 * Saves the gateway (one row). A blank secret keeps the stored one; the first save needs both
 * (400 with which one is missing, nothing stored).
 */
export async function guardarAjustes(
  db: Db,
  datos: {
    direccion: string;
    usuario: string;
    contrasena?: string | undefined;
    claveFirma?: string | undefined;
    numero: string | null;
  },
  por: string,
  ahora: string,
): Promise<Ajustes> {
  const previos = await leerAjustes(db);
  const contrasena = datos.contrasena ?? previos?.contrasena;
  const claveFirma = datos.claveFirma ?? previos?.clave_firma;
  if (!contrasena) throw badRequest(M.contrasenaRequerida);
  if (!claveFirma) throw badRequest(M.claveRequerida);
  const fila = {
    direccion: datos.direccion,
    usuario: datos.usuario,
    contrasena,
    clave_firma: claveFirma,
    numero: datos.numero,
    actualizada_en: ahora,
    actualizada_por: por,
  };
  return db
    .insertInto('dia_d_sms_ajustes')
    .values({ id: 1, ...fila })
    .onConflict((oc) => oc.column('id').doUpdateSet(fila))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Stores an SMS as it arrived, once per gateway event: false when that event was stored already
 * (a retried delivery), and then nothing is written.
 */
export async function guardarSms(
  db: Db,
  sms: {
    id: string;
    eventoId: string;
    telefono: string;
    texto: string;
    recibidoEn: string | null;
    en: string;
  },
): Promise<boolean> {
  const filas = await db
    .insertInto('dia_d_sms')
    .values({
      id: sms.id,
      evento_id: sms.eventoId,
      telefono: sms.telefono,
      texto: sms.texto,
      recibido_en: sms.recibidoEn,
      llegado_en: sms.en,
      // What it became is written in the same transaction (`resolverSms`).
      resultado: 'ilegible',
    })
    .onConflict((oc) => oc.column('evento_id').doNothing())
    .returning('id')
    .execute();
  return filas.length === 1;
}

/** What became of an SMS: stored with it, and the reply to send (none when `envio` is 'omitida'). */
export interface Desenlace {
  resultado: ResultadoSms;
  detalle: string | null;
  defensorId: string | null;
  mesa: string | null;
  actaId: string | null;
  respuesta: string | null;
  envio: EnvioSms | null;
}

export async function resolverSms(db: Db, id: string, d: Desenlace): Promise<void> {
  await db
    .updateTable('dia_d_sms')
    .set({
      resultado: d.resultado,
      detalle: d.detalle,
      defensor_id: d.defensorId,
      mesa_codigo: d.mesa,
      acta_id: d.actaId,
      respuesta: d.respuesta,
      envio: d.envio,
    })
    .where('id', '=', id)
    .execute();
}

/** What became of the reply once the gateway was asked (outside the SMS's transaction). */
export async function marcarEnvio(db: Db, id: string, envio: EnvioSms, detalle: string): Promise<void> {
  await db
    .updateTable('dia_d_sms')
    .set({ envio, envio_detalle: detalle.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/**
 * SMS of `resultado` since `desde` that got (or are getting) a reply, from `telefono` or from
 * anyone, the SMS `sin` being handled left out.
 */
export async function respondidos(
  db: Db,
  resultado: ResultadoSms,
  desde: string,
  sin: string,
  telefono?: string,
): Promise<number> {
  const f = await db
    .selectFrom('dia_d_sms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('resultado', '=', resultado)
    .where('llegado_en', '>=', desde)
    .where('id', '<>', sin)
    .where('respuesta', 'is not', null)
    .where((eb) => eb.or([eb('envio', 'is', null), eb('envio', '<>', 'omitida')]))
    .$if(telefono !== undefined, (q) => q.where('telefono', '=', telefono!))
    .executeTakeFirstOrThrow();
  return Number(f.n);
}

/** SMS from `telefono` since `desde` with a wrong PIN. */
export async function pinIncorrectos(db: Db, telefono: string, desde: string): Promise<number> {
  const f = await db
    .selectFrom('dia_d_sms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('telefono', '=', telefono)
    .where('llegado_en', '>=', desde)
    .where('resultado', '=', 'pin-incorrecto')
    .executeTakeFirstOrThrow();
  return Number(f.n);
}

/** Cursor of a page: the last SMS's arrival and id (keyset, newest first). */
const cursorDe = (s: { llegado_en: string; id: string }) => `${s.llegado_en}|${s.id}`;

/** One page of the SMS received, newest first. */
export async function listarSms(
  db: Db,
  cursor?: string,
): Promise<{ sms: SmsRecibido[]; siguiente: string | null }> {
  let despues: [string, string] | undefined;
  if (cursor !== undefined) {
    const [en, id] = cursor.split('|');
    if (!en || !id) throw badRequest(M.cursorInvalido);
    despues = [en, id];
  }
  const filas = await db
    .selectFrom('dia_d_sms')
    .selectAll()
    .$if(despues !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('llegado_en', '<', despues![0]),
          eb.and([eb('llegado_en', '=', despues![0]), eb('id', '<', despues![1])]),
        ]),
      ),
    )
    .orderBy('llegado_en', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGINA_SMS + 1)
    .execute();
  const pagina = filas.slice(0, PAGINA_SMS);
  return {
    sms: pagina.map((f) => ({
      id: f.id,
      llegadoEn: f.llegado_en,
      telefono: f.telefono,
      texto: f.texto,
      resultado: f.resultado,
      detalle: f.detalle,
      mesa: f.mesa_codigo,
      respuesta: f.respuesta,
      envio: f.envio,
    })),
    siguiente: filas.length > PAGINA_SMS ? cursorDe(pagina.at(-1)!) : null,
  };
}
