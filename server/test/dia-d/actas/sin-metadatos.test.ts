import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  jpegSinMetadatos,
  orientacionJpeg,
  sinMetadatos,
} from '../../../src/areas/dia-d/actas/sin-metadatos.js';

// Photos from the phone page (actas, incidents) lose their metadata — a phone writes the
// location there — without re-encoding when the JPEG is upright as stored.
const GPS = {
  IFD3: {
    GPSLatitudeRef: 'S',
    GPSLatitude: '16/1 30/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '68/1 9/1 0/1',
  },
};

async function foto(opciones: { progresiva?: boolean; orientacion?: number } = {}) {
  const { data } = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3b82f6' } })
    .composite([
      { input: { create: { width: 20, height: 20, channels: 3, background: '#f97316' } }, left: 5, top: 5 },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: 64, height: 40, channels: 3 } })
    .jpeg({ progressive: opciones.progresiva ?? false })
    .withExif(GPS)
    .withMetadata(opciones.orientacion ? { orientation: opciones.orientacion } : {})
    .toBuffer();
}

const pixeles = async (b: Buffer) => (await sharp(b).raw().toBuffer()).toString('hex');

describe('fotos sin metadatos', () => {
  it('un JPEG derecho pierde EXIF y ubicación sin volver a comprimirse: los píxeles son los mismos', async () => {
    const original = await foto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const limpia = await sinMetadatos(original, 'tipo');
    const meta = await sharp(limpia).metadata();
    expect(meta.exif).toBeUndefined();
    expect(limpia.includes(Buffer.from('Exif'))).toBe(false);
    expect(limpia.length).toBeLessThan(original.length);
    expect(await pixeles(limpia)).toBe(await pixeles(original));
  });

  it('también un JPEG progresivo (varios barridos)', async () => {
    const original = await foto({ progresiva: true });
    const limpia = jpegSinMetadatos(original);
    expect(limpia).not.toBeNull();
    expect((await sharp(limpia!).metadata()).exif).toBeUndefined();
    expect(await pixeles(limpia!)).toBe(await pixeles(original));
  });

  it('lo que viene después del fin de la imagen (otra foto con su EXIF) se descarta', async () => {
    const original = await foto();
    const conCola = Buffer.concat([original, Buffer.from('Exif\0\0 GPS de una segunda foto')]);
    const limpia = jpegSinMetadatos(conCola);
    expect(limpia?.includes(Buffer.from('GPS de una segunda'))).toBe(false);
    expect(limpia?.subarray(-2).toString('hex')).toBe('ffd9');
  });

  it('un JPEG que la cámara marcó girado se gira y se vuelve a codificar, sin metadatos', async () => {
    const original = await foto({ orientacion: 6 });
    const limpia = await sinMetadatos(original, 'tipo');
    const meta = await sharp(limpia).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 64]);
  });

  it('un PNG con metadatos se vuelve a codificar sin ellos; lo que no es imagen responde 415', async () => {
    const png = await sharp(await foto())
      .png()
      .withExif(GPS)
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    expect((await sharp(await sinMetadatos(png, 'tipo')).metadata()).exif).toBeUndefined();
    await expect(sinMetadatos(Buffer.from('%PDF-1.4'), 'No es una imagen')).rejects.toMatchObject({
      statusCode: 415,
      message: 'No es una imagen',
    });
    expect(jpegSinMetadatos(Buffer.from('no es jpeg'))).toBeNull();
  });

  it('la orientación se lee del EXIF de la foto: derecha, girada, sin EXIF; un EXIF ilegible no se adivina', async () => {
    expect(orientacionJpeg(await foto())).toBe(1);
    expect(orientacionJpeg(await foto({ orientacion: 6 }))).toBe(6);
    expect(orientacionJpeg(await foto({ orientacion: 3 }))).toBe(3);
    const sinExif = jpegSinMetadatos(await foto());
    expect(orientacionJpeg(sinExif!)).toBe(1);
    // The TIFF header of the EXIF broken: unknown orientation, so sharp re-encodes the photo.
    const original = await foto({ orientacion: 6 });
    const exif = original.indexOf(Buffer.from('Exif\0\0'));
    const rota = Buffer.from(original);
    rota.write('XX', exif + 6, 'latin1');
    expect(orientacionJpeg(rota)).toBeNull();
    const limpia = await sinMetadatos(rota, 'tipo');
    expect((await sharp(limpia).metadata()).exif).toBeUndefined();
    expect(limpia.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('un JPEG sin metadatos sale tal cual, sin copiarse; uno sin cuadro o con tamaño cero no se acepta así', async () => {
    const limpia = jpegSinMetadatos(await foto())!;
    // The photo itself: the phone's hash, checked on it, names the stored file (envio.ts).
    expect(jpegSinMetadatos(limpia)).toBe(limpia);
    // Height zero in the frame header (SOF0: FF C0, length, precision, height, width).
    const sof = limpia.indexOf(Buffer.from([0xff, 0xc0]));
    const cero = Buffer.from(limpia);
    cero.writeUInt16BE(0, sof + 5);
    expect(jpegSinMetadatos(cero)).toBeNull();
    // No frame header at all.
    const sinCuadro = Buffer.concat([
      limpia.subarray(0, sof),
      limpia.subarray(sof + 2 + limpia.readUInt16BE(sof + 2)),
    ]);
    expect(jpegSinMetadatos(sinCuadro)).toBeNull();
  });
});
