import { HttpError } from '../../http/errors.js';

/**
 * A JPEG without its metadata segments, its image data untouched (no re-encoding: the acta
 * stays as legible as it was taken, and stripping costs a copy). Kept: JFIF (APP0), the colour
 * profile (APP2 `ICC_PROFILE`), Adobe's colour transform (APP14) and every coding segment;
 * dropped: EXIF and XMP (APP1, where a phone writes the location), every other APPn, comments,
 * and anything after the end of the image (where multi-picture files keep more photos).
 * Null when the file does not read as a JPEG: the caller then re-encodes it.
 */
export function jpegSinMetadatos(b: Buffer): Buffer | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  const partes: Buffer[] = [b.subarray(0, 2)];
  let i = 2;
  for (;;) {
    if (i + 2 > b.length || b[i] !== 0xff) return null;
    const marcador = b[i + 1]!;
    if (marcador === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marcador === 0xd9) {
      partes.push(b.subarray(i, i + 2));
      return Buffer.concat(partes);
    }
    if (i + 4 > b.length) return null;
    const largo = b.readUInt16BE(i + 2);
    if (largo < 2 || i + 2 + largo > b.length) return null;
    let fin = i + 2 + largo;
    if (marcador === 0xda) {
      // Start of scan: entropy-coded data follows until the next marker that is neither a
      // stuffed 0xFF00 nor a restart marker.
      while (
        fin + 1 < b.length &&
        !(b[fin] === 0xff && b[fin + 1] !== 0x00 && !(b[fin + 1]! >= 0xd0 && b[fin + 1]! <= 0xd7))
      ) {
        fin += 1;
      }
      if (fin + 1 >= b.length) return null;
    }
    const icc = marcador === 0xe2 && b.subarray(i + 4, i + 16).toString('latin1') === 'ICC_PROFILE\0';
    const metadatos =
      (marcador >= 0xe1 && marcador <= 0xef && marcador !== 0xee && !icc) || marcador === 0xfe;
    if (!metadatos) partes.push(b.subarray(i, fin));
    i = fin;
  }
}

/**
 * A photo without metadata (EXIF location first of all). A JPEG upright as stored loses its
 * metadata segments without re-encoding; one the camera marked as rotated, and PNG or WebP,
 * is re-encoded by sharp after applying the rotation. What comes out is read back: any
 * metadata left (or a JPEG that no longer reads) falls back to re-encoding.
 */
export async function sinMetadatos(foto: Buffer, mensajeTipo: string): Promise<Buffer> {
  // Loaded on first use: the HQ never pays sharp's start-up cost unless a photo arrives.
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(foto).metadata();
    if (meta.format === 'jpeg' && (meta.orientation ?? 1) === 1) {
      const limpia = jpegSinMetadatos(foto);
      if (limpia) {
        const despues = await sharp(limpia).metadata();
        if (!despues.exif && !despues.xmp && !despues.iptc && despues.width === meta.width) return limpia;
      }
    }
    return await sharp(foto).rotate().toBuffer();
  } catch {
    throw new HttpError(415, mensajeTipo);
  }
}
