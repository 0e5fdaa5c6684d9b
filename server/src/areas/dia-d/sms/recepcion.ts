import { randomUUID } from 'node:crypto';
import {
  formatFechaHora,
  MENSAJES_JEFE as MJ,
  mismasFiguras,
  PIN_INCORRECTOS,
  RESPUESTAS_A_DESCONOCIDO,
  RESPUESTAS_A_DESCONOCIDOS,
  RESPUESTAS_SMS as R,
  resumenFiguras,
  type FigurasActa,
} from '@comando/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { registrar } from '../../../auditoria/registro.js';
import type { Clock } from '../../../clock.js';
import type { DB } from '../../../db/schema.js';
import type { FileStore } from '../../../files/store.js';
import { anunciarEn } from '../../../events/routes.js';
import { ContractValidationError, HttpError, messageOf } from '../../../http/errors.js';
import { anunciarActa } from '../eventos.js';
import { actaDeMesa, recibirCifras } from '../actas/index.js';
import {
  contextoEnVentana,
  jefeEnVentana,
  mesaParaActa,
  pinCorrecto,
  registrarLlegada,
  remitentesDeTelefono,
  type Remitente,
} from '../delegados/index.js';
import { partidosDeLaPapeleta } from '../registro/index.js';
import { leerSms } from './lectura.js';
import * as q from './queries.js';
import type { Desenlace } from './queries.js';

type Db = Kysely<DB>;

const HORA_MS = 60 * 60 * 1000;

interface Sms {
  id: string;
  /** E.164. */
  telefono: string;
  texto: string;
}

interface Entorno {
  db: Db;
  /** The file store of the acta's reception (an SMS brings no photo: nothing is stored in it). */
  files: FileStore;
  clock: Clock;
  request: FastifyRequest;
}

const desenlace = (d: Partial<Desenlace> & Pick<Desenlace, 'resultado'>): Desenlace => ({
  detalle: null,
  defensorId: null,
  mesa: null,
  actaId: null,
  respuesta: null,
  envio: null,
  ...d,
});

/** A refusal of the phone page's rules (4xx), as its Spanish text; anything else is no refusal. */
function motivoDe(error: unknown): string | undefined {
  if (error instanceof ContractValidationError) return messageOf(error.issues);
  if (error instanceof HttpError && error.statusCode < 500) return error.message;
  return undefined;
}

/**
 * Issue 44: what an SMS becomes, checked in this order — a registered phone (else, within the
 * limits, the reply that it is not), not blocked by wrong PINs, readable, its PIN, then the same
 * rules as the phone page (the Día D window, a mesa of theirs or of their recinto for a chief,
 * the figures against the ballot and the habilitados). Runs inside the SMS's transaction: a
 * refusal writes nothing (every check comes before any write).
 */
export async function atenderSms(e: Entorno, sms: Sms): Promise<Desenlace> {
  const { db, clock } = e;
  const ahora = clock.now();
  const haceUnaHora = new Date(ahora.getTime() - HORA_MS).toISOString();
  const remitentes = await remitentesDeTelefono(db, sms.telefono);
  if (remitentes.length === 0) {
    // Many SMS from unknown numbers are no reply storm: a few replies per number and in all.
    const callar =
      (await q.respondidos(db, 'desconocido', haceUnaHora, sms.id, sms.telefono)) >=
        RESPUESTAS_A_DESCONOCIDO ||
      (await q.respondidos(db, 'desconocido', haceUnaHora, sms.id)) >= RESPUESTAS_A_DESCONOCIDOS;
    return desenlace({
      resultado: 'desconocido',
      respuesta: callar ? null : R.desconocido,
      envio: callar ? 'omitida' : null,
    });
  }
  if ((await q.pinIncorrectos(db, sms.telefono, haceUnaHora)) >= PIN_INCORRECTOS) {
    const avisado = (await q.respondidos(db, 'bloqueado', haceUnaHora, sms.id, sms.telefono)) > 0;
    return desenlace({
      resultado: 'bloqueado',
      respuesta: avisado ? null : R.bloqueado,
      envio: avisado ? 'omitida' : null,
    });
  }
  const siglas = (await partidosDeLaPapeleta(db)).map((p) => p.sigla);
  const lectura = leerSms(sms.texto, siglas);
  if (lectura.tipo === 'ilegible') {
    return desenlace({
      resultado: 'ilegible',
      detalle: lectura.motivo,
      respuesta: R.ilegible(lectura.motivo),
    });
  }
  const conPin: Remitente[] = [];
  for (const r of remitentes) if (r.pinHash && (await pinCorrecto(lectura.pin, r.pinHash))) conPin.push(r);
  if (conPin.length === 0) return desenlace({ resultado: 'pin-incorrecto', respuesta: R.pinIncorrecto });

  const escrita = lectura.mesas[0]!;
  try {
    if (lectura.tipo === 'llegada') return await llegada(e, conPin, lectura.mesas, sms);
    return await acta(e, conPin, lectura.mesas, lectura.figuras, siglas);
  } catch (error) {
    const motivo = motivoDe(error);
    if (motivo === undefined) throw error;
    const delegado = conPin.find((r) => r.rol === 'delegado');
    const mesa = delegado?.rol === 'delegado' && delegado.mesa ? delegado.mesa : escrita;
    return desenlace({
      resultado: 'rechazado',
      detalle: motivo,
      defensorId: conPin[0]!.defensorId,
      mesa,
      respuesta:
        lectura.tipo === 'llegada' ? R.llegadaRechazada(mesa, motivo) : R.actaRechazada(mesa, motivo),
    });
  }
}

/** Who sends for which mesa: the delegate for their own, else a chief for a mesa of their recinto. */
async function remitenteDeMesa(e: Entorno, conPin: Remitente[], mesas: string[]) {
  const { db, clock } = e;
  for (const r of conPin) {
    if (r.rol !== 'delegado' || !r.mesa || !mesas.includes(r.mesa)) continue;
    const c = await contextoEnVentana(db, clock, r.usuarioId);
    return { remitente: r, contexto: { ...c, porJefe: false as const } };
  }
  const jefe = conPin.find((r) => r.rol === 'jefe');
  if (jefe) {
    const j = await jefeEnVentana(db, clock, jefe.usuarioId);
    let ultimo: unknown;
    for (const mesa of mesas) {
      try {
        const m = await mesaParaActa(db, j, mesa);
        return {
          remitente: jefe,
          contexto: {
            defensorId: j.defensorId,
            mesa,
            lugar: m.lugar,
            habilitados: m.habilitados,
            enMuestra: m.enMuestra,
            porJefe: true as const,
            delDelegado: m.delDelegado,
          },
        };
      } catch (error) {
        ultimo = error;
      }
    }
    throw ultimo;
  }
  // A delegate who wrote another mesa: inside the window, theirs is named.
  const delegado = conPin.find((r) => r.rol === 'delegado')!;
  const c = await contextoEnVentana(db, clock, delegado.usuarioId);
  throw new HttpError(409, R.otraMesa(c.mesa));
}

async function acta(
  e: Entorno,
  conPin: Remitente[],
  mesas: string[],
  figuras: FigurasActa,
  siglas: string[],
): Promise<Desenlace> {
  const { db, files, clock, request } = e;
  const { remitente, contexto: c } = await remitenteDeMesa(e, conPin, mesas);
  const resumen = resumenFiguras(figuras, siglas);
  const base = { defensorId: remitente.defensorId, mesa: c.mesa };
  // The same figures as the mesa's current acta (the SMS sent again, or the page sent them
  // first): nothing new to count.
  const actual = await actaDeMesa(db, c.mesa);
  if (actual && mismasFiguras(actual, figuras) && !('delDelegado' in c && c.delDelegado)) {
    return desenlace({
      ...base,
      resultado: 'acta-repetida',
      actaId: actual.id,
      respuesta: R.actaYaRecibida(c.mesa, resumen),
    });
  }
  // Figures first, as the phone page sends them (issue 44): «Recibida — foto pendiente»; no
  // photo's hash, so whichever photo of the acta may follow from the page (its owner: the sender).
  const recibida = await recibirCifras(
    { db, files, usuarioId: remitente.usuarioId, ahora: clock.now() },
    {
      ...c,
      ...('delDelegado' in c && c.delDelegado ? { refusal: new HttpError(409, MJ.actaDelDelegado) } : {}),
    },
    { id: randomUUID(), figuras, sha256: null },
    'sms',
  );
  anunciarActa(request, c);
  await registrar(db, clock, {
    usuarioId: remitente.usuarioId,
    usuarioNombre: remitente.nombre,
    ip: request.ip,
    area: 'dia-d',
    accion: 'crear',
    ruta: `${request.method} ${request.routeOptions.url ?? ''}`,
    entidadId: recibida.id,
    detalle: { despues: { ...recibida, origen: 'sms', porJefe: c.porJefe } },
  });
  return desenlace({
    ...base,
    resultado: 'acta',
    actaId: recibida.id,
    respuesta: R.actaRecibida(c.mesa, resumen),
  });
}

async function llegada(e: Entorno, conPin: Remitente[], mesas: string[], sms: Sms): Promise<Desenlace> {
  const { db, clock, request } = e;
  const delegado = conPin.find((r) => r.rol === 'delegado');
  if (!delegado) throw new HttpError(409, R.llegadaJefe);
  const c = await contextoEnVentana(db, clock, delegado.usuarioId);
  if (!mesas.includes(c.mesa)) throw new HttpError(409, R.otraMesa(c.mesa));
  const { llegada: en } = await registrarLlegada(db, c, sms.id, clock.now().toISOString());
  anunciarEn(request, c.lugar);
  await registrar(db, clock, {
    usuarioId: delegado.usuarioId,
    usuarioNombre: delegado.nombre,
    ip: request.ip,
    area: 'dia-d',
    accion: 'crear',
    ruta: `${request.method} ${request.routeOptions.url ?? ''}`,
    entidadId: c.mesa,
    detalle: { despues: { mesa: c.mesa, llegada: en, origen: 'sms' } },
  });
  return desenlace({
    resultado: 'llegada',
    defensorId: delegado.defensorId,
    mesa: c.mesa,
    respuesta: R.llegada(c.mesa, formatFechaHora(en)),
  });
}
