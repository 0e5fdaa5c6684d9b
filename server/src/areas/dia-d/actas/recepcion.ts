import {
  envioActa,
  figurasActa,
  incidenteNuevo,
  MENSAJES_ACTAS as MA,
  MENSAJES_DIA_D as M,
  type Acta,
  type TipoIncidente,
} from '@comando/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { FileStore } from '../../../files/store.js';
import { badRequest, HttpError } from '../../../http/errors.js';
import { actaPorId, comoActa, leerActa } from './queries.js';
import { validar } from '../../../http/routing.js';
import { archivarFoto, type EnvioPreparado } from './envio.js';
import { comprobar, nuevaVersion } from './versiones.js';
import type { LugarMesa } from './versiones-queries.js';
import { crearIncidente, incidentePorId } from '../incidentes/index.js';

type Db = Kysely<DB>;

/**
 * What a phone's report does once it is read (envio.ts): checked in the order the phone
 * shows errors, stored once per client id (a resend after a lost answer is the same report).
 */

interface Recepcion {
  db: Db;
  files: FileStore;
  usuarioId: string;
  ahora: Date;
}

/** The acta's figures from the form: `votos` travels as JSON text beside the photo. */
function figurasDelEnvio(campos: Record<string, string>) {
  const datos = validar(envioActa, campos);
  let votos: unknown;
  try {
    votos = JSON.parse(datos.votos);
  } catch {
    throw badRequest(MA.votosIlegibles);
  }
  return {
    id: datos.id,
    figuras: validar(figurasActa, { votos, blancos: Number(datos.blancos), nulos: Number(datos.nulos) }),
  };
}

/** The defender behind a phone (a delegate, or a recinto chief) and the mesa they report for. */
interface Informante {
  defensorId: string;
  mesa: string;
}

/**
 * Who sends an acta and for which mesa: the delegate for their own, or (issue 28) the recinto
 * chief for a mesa of their recinto, with `refusal` the reason a new version is refused (a
 * resend of one already stored is still answered).
 */
type Remitente = Informante & {
  /** Where the mesa lies: the ground of the change (live events). */
  lugar: LugarMesa;
  /** The mesa's habilitados (the figures are checked against them). */
  habilitados: number;
  porJefe?: boolean;
  refusal?: HttpError;
};

/** The acta of a mesa from a phone: a new version, waiting for transcription. */
export async function recibirActa(r: Recepcion, c: Remitente, previo: EnvioPreparado): Promise<Acta> {
  if ('error' in previo) throw previo.error;
  const { id, figuras } = figurasDelEnvio(previo.campos);
  const previa = await actaPorId(r.db, id);
  if (previa) {
    if (previa.mesa_codigo !== c.mesa) throw new HttpError(409, MA.idRepetido);
    return leerActa(r.db, previa.id);
  }
  if (c.refusal) throw c.refusal;
  // Where the mesa lies and its habilitados, as the sender's context read them in this transaction.
  const { habilitados, ...lugar } = await comprobar(r.db, figuras, c.mesa, {
    ...c.lugar,
    habilitados: c.habilitados,
  });
  const foto = previo.foto;
  if (!foto) throw badRequest(MA.fotoRequerida);
  if ('error' in foto) throw foto.error;
  const fotoId = await archivarFoto(r.db, r.files, foto, `acta-${c.mesa}-${id}`, r.usuarioId, r.ahora);
  const en = r.ahora.toISOString();
  const { version, alerta } = await nuevaVersion(
    r.db,
    {
      id,
      mesa: c.mesa,
      origen: 'delegado',
      autorId: c.defensorId,
      figuras,
      fotoId,
      en,
      habilitados,
      lugar,
      sha256: { enviada: foto.enviada, guardada: foto.hash },
      porJefe: c.porJefe === true,
    },
    'recibida',
  );
  // What was just stored, as leerActa would read it back (issue 30: two statements less).
  return comoActa({ id, mesa: c.mesa, version, estado: 'recibida', figuras, alerta, en });
}

/** The delegate's incident report, with its photo if any. */
export async function recibirIncidente(r: Recepcion, c: Informante, previo: EnvioPreparado) {
  if ('error' in previo) throw previo.error;
  const datos = validar(incidenteNuevo, previo.campos);
  const repetido = await incidentePorId(r.db, datos.id);
  const i = repetido ?? (await nuevoIncidente(r, c, datos, previo.foto));
  if (i.defensor_id !== c.defensorId) throw new HttpError(409, M.idRequerido);
  return { id: i.id, tipo: i.tipo as TipoIncidente, creadoEn: i.creado_en };
}

async function nuevoIncidente(
  r: Recepcion,
  c: Informante,
  datos: { id: string; tipo: TipoIncidente; texto: string },
  foto: Extract<EnvioPreparado, { campos: unknown }>['foto'],
) {
  if (foto && 'error' in foto) throw foto.error;
  const fotoId = foto
    ? await archivarFoto(r.db, r.files, foto, `incidente-${datos.id}`, r.usuarioId, r.ahora)
    : null;
  return crearIncidente(r.db, c, { ...datos, fotoId }, r.ahora.toISOString());
}
