import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  activarDosPasos,
  enviarActa,
  importarResultadosOficiales,
  iniciarDosPasos,
  siguienteActa,
  transcribirActa,
  verPublicacion,
  type NuevaPublicacion,
  type Publicacion,
} from '@comando/contract';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { expect, vi } from 'vitest';
import { pedir, type Api } from '../../api.js';
import { delegadosTresMesas, eleccionConPapeleta, REGISTRO_TRES_MESAS } from '../../dia-d-comun.js';
import { multipart } from '../../multipart.js';

/**
 * Election night as the publishing tests need it (issue 46): the three mesas of the shared
 * registry (La Paz: M1, M2 in one recinto; Oruro: M3), a four-party ballot, a delegate in each,
 * an acta from each (a photo of its own, with GPS in its EXIF as a phone writes it) verified by
 * HQ, and the official export of 2020's layout, where M1 differs from ours and M2, M3 do not.
 */
export const PAPELETA = [
  { sigla: 'CREEMOS', nombre: 'Creemos', color: '#d9138a', nuestro: false },
  { sigla: 'MAS', nombre: 'Movimiento al Socialismo', color: '#1e40af', nuestro: false },
  { sigla: 'CC', nombre: 'Comunidad Ciudadana', color: '#f97316', nuestro: true },
  { sigla: 'FPV', nombre: 'Frente Para la Victoria', color: '#16a34a', nuestro: false },
];
const MAPEO = { CREEMOS: 'CREEMOS', 'MAS - IPSP': 'MAS', CC: 'CC', FPV: 'FPV' };
export type Figuras = { votos: Record<string, number>; blancos: number; nulos: number };
export const FIGURAS: Record<string, Figuras> = {
  M1: { votos: { CREEMOS: 10, MAS: 95, CC: 45, FPV: 5 }, blancos: 5, nulos: 10 },
  M2: { votos: { CREEMOS: 20, MAS: 90, CC: 30, FPV: 10 }, blancos: 4, nulos: 6 },
  M3: { votos: { CREEMOS: 5, MAS: 80, CC: 20, FPV: 5 }, blancos: 2, nulos: 3 },
};
const OFICIAL = readFileSync(path.join(import.meta.dirname, '..', '..', 'fixtures', 'oficial-2020-utf8.csv'));

/** A photo of an acta as a phone takes it: its own shade, and GPS and the camera's owner in its EXIF. */
export function fotoConExif(tono: number, dueno = 'Camara de prueba'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: tono, g: 240, b: 240 } } })
    .jpeg()
    .withExif({
      IFD0: { Artist: dueno, Copyright: dueno },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '16/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '68/1 9/1 0/1',
      },
    })
    .toBuffer();
}

export interface Noche {
  delegados: Record<string, string>;
}

/** The phone's request for an acta of `mesa`, from its delegate (or whoever `cookie` is). */
export function mandarActa(api: Api, cookie: string, figuras: Figuras, foto: Buffer) {
  return pedir(api.t, enviarActa, {
    cookie,
    ...multipart([
      { name: 'id', value: randomUUID() },
      { name: 'votos', value: JSON.stringify(figuras.votos) },
      { name: 'blancos', value: String(figuras.blancos) },
      { name: 'nulos', value: String(figuras.nulos) },
      { name: 'foto', filename: 'acta.jpg', type: 'image/jpeg', content: foto },
    ]),
  });
}

/** HQ transcribes every waiting acta with the figures `de` gives its mesa: each is verified. */
export async function verificarTodas(
  api: Api,
  de: (mesa: string) => Figuras,
  quien: 'editor' | 'admin' = 'editor',
) {
  for (;;) {
    const res = await api.call(siguienteActa, undefined, quien);
    if (res.status === 204) return;
    expect(res.status, res.res.body).toBe(200);
    await api.ok(transcribirActa, de(res.body.mesa.codigo), quien, { params: { id: res.body.id } });
  }
}

export async function prepararNoche(api: Api): Promise<Noche> {
  const admin = await api.cookie('admin');
  const editor = await api.cookie('editor');
  await eleccionConPapeleta(api.t, { admin, editor }, REGISTRO_TRES_MESAS, '2026-11-23', PAPELETA);
  const delegados = await delegadosTresMesas(api.t, editor, 71000000);
  for (const [i, mesa] of ['M1', 'M2', 'M3'].entries()) {
    const res = await mandarActa(api, delegados[mesa]!, FIGURAS[mesa]!, await fotoConExif(200 + i * 10));
    expect(res.statusCode, res.body).toBe(201);
  }
  await verificarTodas(api, (mesa) => FIGURAS[mesa]!);
  return { delegados };
}

export async function importarOficial(api: Api): Promise<void> {
  const res = await pedir(api.t, importarResultadosOficiales, {
    query: { aplicar: 'true' },
    cookie: await api.cookie('admin'),
    ...multipart([
      { name: 'archivo', filename: 'exportacion_EG2020.csv', content: OFICIAL },
      { name: 'candidatura', value: 'PRESIDENTE' },
      { name: 'partidos', value: JSON.stringify(MAPEO) },
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Turns the admin's two-factor verification on: the code of the admin's authenticator app from
 * then on, a new one each call (the server's clock moves on by one 30 s step first: a code is good once).
 */
export async function dosPasosDelAdmin(api: Api): Promise<() => string> {
  const { secreto } = await api.ok(iniciarDosPasos, undefined, 'admin');
  const totp = new TOTP({ secret: Secret.fromBase32(secreto), digits: 6, period: 30, algorithm: 'SHA1' });
  const generar = () => totp.generate({ timestamp: api.t.clock.now().getTime() });
  await api.ok(activarDosPasos, { codigo: generar() }, 'admin');
  return () => {
    api.t.clock.set(new Date(api.t.clock.now().getTime() + 30_000));
    return generar();
  };
}

/** A run followed until it ends, as the screen follows it. */
export async function esperarFin(api: Api, id: string): Promise<Publicacion> {
  return vi.waitFor(
    async () => {
      const p = await api.ok(verPublicacion, undefined, 'admin', { params: { id } });
      expect(p.estado).not.toBe('en-curso');
      return p;
    },
    { timeout: 30_000, interval: 25 },
  );
}

export const PUBLICACION: Omit<NuevaPublicacion, 'codigo'> = {
  alcance: 'verificadas',
  titulo: 'Actas de la campaña',
  declaracion:
    'Publicamos cada acta que nuestros delegados fotografiaron.\n\nCompárela con la de su recinto.',
};

/** Every file under a folder, by its path relative to it (`/` between folders). */
export async function archivosDe(dir: string): Promise<Map<string, Buffer>> {
  const salida = new Map<string, Buffer>();
  for (const entrada of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entrada.isFile()) continue;
    const lleno = path.join(entrada.parentPath, entrada.name);
    salida.set(path.relative(dir, lleno).split(path.sep).join('/'), await readFile(lleno));
  }
  return salida;
}
