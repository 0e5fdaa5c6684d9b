import {
  AREA_JURIDICO,
  MENSAJES_EVIDENCIA as M,
  REGIONES_TERRITORIALES,
  TEXTOS_IMPUGNACION as T,
  TEXTOS_JEFE,
  type Impugnacion,
} from '@comando/contract';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../auth/sessions.js';
import { registrar } from '../../../auditoria/registro.js';
import type { AppDeps } from '../../../deps.js';
import { ArchivoNoEncontrado, sha256 } from '../../../files/store.js';
import { guardarArchivos, guardarBlob } from '../../../files/uploads.js';
import { badRequest, HttpError, notFound } from '../../../http/errors.js';
import { terrenoDe } from '../terreno.js';
import { pdfImpugnacion } from './pdf.js';
import * as q from './queries.js';
import { partidosDeLaPapeleta } from '../registro/index.js';
import { figurasDe, transcripcionesDe } from '../actas/index.js';
import { fechaEleccion } from '../ventana.js';

type Mesa = NonNullable<Awaited<ReturnType<typeof q.mesaConActaActual>>>;
type Oficial = NonNullable<Awaited<ReturnType<typeof q.oficialDeMesa>>>;

const nombreDepartamento = (id: string) => REGIONES_TERRITORIALES.find((r) => r.id === id)?.name ?? id;

/** The stored photo's bytes and type, checked against the hash recorded when it arrived. */
async function fotoVerificada(deps: AppDeps, mesa: Mesa) {
  const archivo = await deps.db
    .selectFrom('archivos')
    .select(['hash', 'tipo'])
    .where('id', '=', mesa.foto_id!)
    .executeTakeFirstOrThrow();
  let contenido: Buffer;
  try {
    const { stream } = await deps.files.get(archivo.hash);
    const partes: Buffer[] = [];
    for await (const p of stream) partes.push(p as Buffer);
    contenido = Buffer.concat(partes);
  } catch (err) {
    if (err instanceof ArchivoNoEncontrado) throw new HttpError(409, M.fotoAlterada(mesa.codigo));
    throw err;
  }
  const registrada = mesa.sha256_guardada ?? archivo.hash;
  if ((await sha256(contenido)) !== registrada) throw new HttpError(409, M.fotoAlterada(mesa.codigo));
  // pdf-lib embeds JPEG and PNG; a WebP photo goes in as PNG (its hash is still the stored file's).
  if (archivo.tipo === 'image/webp') {
    const { default: sharp } = await import('sharp');
    return { contenido: await sharp(contenido).png().toBuffer(), tipo: 'image/png', sha256: registrada };
  }
  return { contenido, tipo: archivo.tipo, sha256: registrada };
}

/** One mesa's PDF: the place, both sets of figures side by side, the photo and who handled it. */
async function pdfDeMesa(deps: AppDeps, mesa: Mesa, oficial: Oficial, ahora: string): Promise<Buffer> {
  const { db } = deps;
  const [papeleta, nuestras, foto, envio] = await Promise.all([
    partidosDeLaPapeleta(db),
    figurasDe(db, mesa.acta_id!),
    fotoVerificada(deps, mesa),
    q.envioDeFoto(db, mesa.codigo, mesa.foto_id!),
  ]);
  const transcripciones = await transcripcionesDe(db, envio?.id ?? mesa.acta_id!);
  return pdfImpugnacion({
    mesa: {
      codigo: mesa.codigo,
      numero: Number(mesa.numero),
      recinto: mesa.recinto,
      municipio: mesa.municipio,
      departamento: nombreDepartamento(mesa.departamento),
      habilitados: Number(mesa.habilitados),
    },
    partidos: papeleta.map((p) => ({
      sigla: p.sigla,
      nuestra: nuestras.votos[p.sigla] ?? 0,
      oficial: oficial.votos[p.sigla] ?? 0,
    })),
    blancos: { nuestra: nuestras.blancos, oficial: oficial.blancos },
    nulos: { nuestra: nuestras.nulos, oficial: oficial.nulos },
    oficialFecha: oficial.fecha,
    foto: {
      contenido: foto.contenido,
      tipo: foto.tipo,
      sha256Guardada: foto.sha256,
      sha256Enviada: envio?.sha256_enviada ?? mesa.sha256_enviada,
    },
    recibida: envio?.creada_en ?? mesa.creada_en!,
    // Issue 28: an acta the recinto chief sent says so.
    delegado: envio?.nombre
      ? Number(envio.por_jefe) === 1
        ? TEXTOS_JEFE.remitente(envio.nombre)
        : envio.nombre
      : null,
    transcriptores: transcripciones.map((x) => ({ usuario: x.usuario, en: x.en })),
    resueltaPor: mesa.origen === 'resolucion' ? mesa.cerrada_por : null,
    generado: ahora,
  });
}

/**
 * POST /api/dia-d/impugnaciones: every mesa is checked first (in the caller's ground, one
 * department, an official figure, a verified acta, an untouched photo), so a refusal leaves
 * nothing; then the department's folder is found or made and a PDF per mesa joins it. A mesa
 * whose acta and official figures have not changed since its last PDF keeps that one.
 */
export async function prepararImpugnacion(
  deps: AppDeps,
  request: FastifyRequest,
  user: SessionUser,
  codigos: string[],
): Promise<Impugnacion> {
  const { db, clock, files } = deps;
  const t = terrenoDe(user);
  const ahora = clock.now().toISOString();
  const mesas: Mesa[] = [];
  for (const codigo of new Set(codigos)) {
    const m = await q.mesaConActaActual(db, t, codigo);
    if (!m) throw notFound();
    mesas.push(m);
  }
  if (new Set(mesas.map((m) => m.departamento)).size > 1) throw badRequest(M.otroDepartamento);
  const candidatura = await q.candidaturaVigente(db);
  const oficiales: Oficial[] = [];
  for (const m of mesas) {
    const oficial = candidatura ? await q.oficialDeMesa(db, candidatura, m.codigo) : null;
    if (!oficial) throw badRequest(M.sinCifraOficial(m.codigo));
    if (m.estado !== 'verificada' || !m.acta_id || !m.foto_id)
      throw badRequest(M.sinActaVerificada(m.codigo));
    oficiales.push(oficial);
  }

  const departamento = mesas[0]!.departamento;
  const eleccion = await fechaEleccion(db);
  let carpetaId = await q.expedienteDe(db, departamento, eleccion);
  const nueva = carpetaId === null;
  carpetaId ??= await q.crearExpediente(
    db,
    {
      departamento,
      eleccion,
      nombre: T.carpetaNombre(nombreDepartamento(departamento), eleccion),
      descripcion: T.carpetaDescripcion([]),
    },
    user.id,
    ahora,
  );
  const archivos: Impugnacion['archivos'] = [];
  for (const [i, m] of mesas.entries()) {
    const oficial = oficiales[i]!;
    const hecha = await q.impugnacionHecha(db, carpetaId, m.codigo, m.acta_id!, oficial.instantaneaId);
    if (hecha) {
      archivos.push({ id: hecha, mesa: m.codigo });
      continue;
    }
    const pdf = await pdfDeMesa(deps, m, oficial, ahora);
    const blob = await guardarBlob(request, files, pdf);
    const [meta] = await guardarArchivos(
      db,
      files,
      [{ nombre: T.archivoNombre(m.codigo), tipo: 'application/pdf', ...blob }],
      user.id,
      clock.now(),
    );
    const archivoId = meta!.id;
    await q.vincularImpugnacion(db, {
      mesa: m.codigo,
      carpetaId,
      archivoId,
      actaId: m.acta_id!,
      instantaneaId: oficial.instantaneaId,
      usuarioId: user.id,
      en: ahora,
    });
    archivos.push({ id: archivoId, mesa: m.codigo });
  }
  await q.describirExpediente(db, carpetaId, T.carpetaDescripcion);
  // The request's own record is Día D's (the mesas); Jurídico's folder gets its own.
  await registrar(db, clock, {
    usuarioId: user.id,
    usuarioNombre: user.name,
    ambito: user,
    ip: request.ip,
    area: AREA_JURIDICO,
    accion: nueva ? 'crear' : 'modificar',
    ruta: 'POST /api/dia-d/impugnaciones',
    entidadId: carpetaId,
    detalle: { despues: { carpetaId, tipo: 'expedientes-defensa', archivos } },
  });
  return { carpetaId, archivos };
}
