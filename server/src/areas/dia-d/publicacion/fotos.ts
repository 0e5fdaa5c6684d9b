import { createHash } from 'node:crypto';
import { detectarTipo } from '../../../files/detect.js';
import type { FileStore } from '../../../files/store.js';
import { jpegSinMetadatos } from '../actas/index.js';
import { EXTENSIONES } from './sitio/rutas.js';

/**
 * An acta's photo as the public site publishes it (issue 46). The stored photo lost its metadata
 * when it arrived; it is checked again here and stripped if any remains (a photo stored before
 * that rule, a restored backup): nothing but the image leaves. Its size is read for the page's
 * `<img width height>` (no jump while it loads on a slow phone).
 */
export interface FotoPreparada {
  contenido: Buffer;
  sha256: string;
  ext: string;
  ancho: number;
  alto: number;
}

async function leerBlob(files: FileStore, hash: string): Promise<Buffer> {
  const { stream } = await files.get(hash);
  const partes: Buffer[] = [];
  for await (const parte of stream) partes.push(parte as Buffer);
  return Buffer.concat(partes);
}

/** Width and height from a JPEG's frame header; null when it has none. */
function medidasJpeg(b: Buffer): { ancho: number; alto: number } | null {
  let i = 2;
  while (i + 9 < b.length && b[i] === 0xff) {
    const marcador = b[i + 1]!;
    if (marcador === 0xff) {
      i += 1;
      continue;
    }
    const esCuadro =
      marcador >= 0xc0 && marcador <= 0xcf && marcador !== 0xc4 && marcador !== 0xc8 && marcador !== 0xcc;
    if (esCuadro) return { alto: b.readUInt16BE(i + 5), ancho: b.readUInt16BE(i + 7) };
    if (marcador === 0xda || marcador === 0xd9) return null;
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

async function conSharp(b: Buffer, aJpeg: boolean) {
  const { default: sharp } = await import('sharp');
  // sharp writes no metadata unless told to: re-encoding drops it all.
  const imagen = sharp(b).rotate();
  const { data, info } = await (aJpeg ? imagen.jpeg({ quality: 90 }) : imagen).toBuffer({
    resolveWithObject: true,
  });
  return { contenido: data, ancho: info.width, alto: info.height };
}

export async function prepararFoto(files: FileStore, hash: string, tipo: string): Promise<FotoPreparada> {
  const original = await leerBlob(files, hash);
  const real = detectarTipo(original) ?? tipo;
  let ext = EXTENSIONES[real] ?? 'jpg';
  let contenido: Buffer;
  let medidas: { ancho: number; alto: number };
  if (ext === 'jpg') {
    const limpia = jpegSinMetadatos(original);
    const leidas = limpia && medidasJpeg(limpia);
    if (limpia && leidas) {
      contenido = limpia;
      medidas = leidas;
    } else ({ contenido, ...medidas } = await conSharp(original, true));
  } else {
    const { default: sharp } = await import('sharp');
    const meta = await sharp(original).metadata();
    const conMetadatos = Boolean(meta.exif ?? meta.xmp ?? meta.iptc ?? meta.comments?.length);
    if (conMetadatos) ({ contenido, ...medidas } = await conSharp(original, false));
    else {
      contenido = original;
      medidas = { ancho: meta.autoOrient.width, alto: meta.autoOrient.height };
    }
    ext = EXTENSIONES[real] ?? ext;
  }
  return {
    contenido,
    sha256: createHash('sha256').update(contenido).digest('hex'),
    ext,
    ancho: medidas.ancho,
    alto: medidas.alto,
  };
}
