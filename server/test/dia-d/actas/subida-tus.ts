import { createHash, randomUUID } from 'node:crypto';
import {
  consultarSubidaFotoActa,
  crearSubidaFotoActa,
  enviarCifrasActa,
  enviarTrozoFotoActa,
  fillPath,
  type Acta,
  type CifrasActa,
} from '@comando/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../helpers.js';

/**
 * Issue 44 as a phone sends an acta: its figures first (JSON, with the SHA-256 of the photo), then
 * the photo by the tus protocol (a creation, then pieces), each request with the phone's session.
 */

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The figures of an acta for ALFA's ballot, with the hash of `foto`. */
export function cifrasDe(foto: Buffer, c: Partial<CifrasActa> = {}): CifrasActa {
  return { id: randomUUID(), votos: { ALFA: 40 }, blancos: 1, nulos: 2, sha256: sha256(foto), ...c };
}

/** POST the figures as the delegate whose cookie it is (or `url`: the recinto chief's route). */
function enviarCifras(
  t: TestApp,
  cookie: string,
  cifras: unknown,
  url: string = enviarCifrasActa.path,
): Promise<LightMyRequestResponse> {
  return t.request({ method: 'POST', url, payload: cifras as object, cookie });
}

export const cifrasAceptadas = async (
  t: TestApp,
  cookie: string,
  cifras: CifrasActa,
  url?: string,
): Promise<Acta> => {
  const res = await enviarCifras(t, cookie, cifras, url);
  if (res.statusCode !== 201) throw new Error(`cifras: ${res.statusCode} ${res.body}`);
  return res.json<Acta>();
};

const TUS = { 'tus-resumable': '1.0.0' };

/**
 * The phone's side of the tus protocol over real HTTP (light-my-request's injected requests do
 * not stream a body to tus's server): `base` is a listening app's origin.
 */
export interface ClienteTus {
  /** Creates the upload of `id`'s photo, of `largo` bytes (tus creation). */
  crear(id: string, largo: number, extra?: Record<string, string>): Promise<Response>;
  /** How much of `id`'s upload arrived (tus HEAD). */
  consultar(id: string): Promise<{ status: number; offset: number; largo: number }>;
  /** Sends a piece of `id`'s upload from `offset` (tus PATCH). */
  trozo(id: string, offset: number, datos: Buffer, extra?: Record<string, string>): Promise<Response>;
  /** The whole photo: created, then sent in pieces of `tamano` bytes; the last answer. */
  subir(id: string, foto: Buffer, tamano?: number): Promise<Response>;
}

/** The URL of the upload of an acta's photo (named by its client id). */
export const urlDeSubida = (id: string) => fillPath(enviarTrozoFotoActa.path, { id });

const metadatos = (id: string) =>
  `acta ${Buffer.from(id).toString('base64')},filetype ${Buffer.from('image/jpeg').toString('base64')}`;

export function clienteTus(base: string, cookie: string): ClienteTus {
  const cabeceras = (extra: Record<string, string> = {}) => ({
    ...TUS,
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  const cliente: ClienteTus = {
    crear: (id, largo, extra) =>
      fetch(`${base}${crearSubidaFotoActa.path}`, {
        method: crearSubidaFotoActa.method,
        headers: cabeceras({ 'upload-length': String(largo), 'upload-metadata': metadatos(id), ...extra }),
      }),
    async consultar(id) {
      const res = await fetch(`${base}${fillPath(consultarSubidaFotoActa.path, { id })}`, {
        method: consultarSubidaFotoActa.method,
        headers: cabeceras(),
      });
      return {
        status: res.status,
        offset: Number(res.headers.get('upload-offset')),
        largo: Number(res.headers.get('upload-length')),
      };
    },
    trozo: (id, offset, datos, extra) =>
      fetch(`${base}${urlDeSubida(id)}`, {
        method: enviarTrozoFotoActa.method,
        body: datos,
        headers: cabeceras({
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          ...extra,
        }),
      }),
    async subir(id, foto, tamano = 64 * 1024) {
      const creada = await cliente.crear(id, foto.length);
      if (creada.status !== 201) return creada;
      let res = creada;
      for (let offset = 0; offset < foto.length; offset += tamano) {
        res = await cliente.trozo(id, offset, foto.subarray(offset, offset + tamano));
        if (res.status !== 204) return res;
      }
      return res;
    },
  };
  return cliente;
}
