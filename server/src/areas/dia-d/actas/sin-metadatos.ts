import { HttpError } from '../../../http/errors.js';

/**
 * A JPEG without its metadata segments, its image data untouched (no re-encoding: the acta
 * stays as legible as it was taken, and stripping costs a copy). Kept: JFIF (APP0), the colour
 * profile (APP2 `ICC_PROFILE`), Adobe's colour transform (APP14) and every coding segment;
 * dropped: EXIF and XMP (APP1, where a phone writes the location), every other APPn, comments,
 * and anything after the end of the image (where multi-picture files keep more photos).
 * Null when the file does not read as a JPEG: the caller then re-encodes it. A photo with nothing
 * to drop is answered as itself (the same buffer).
 */
export function jpegSinMetadatos(b: Buffer): Buffer | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  const partes: Buffer[] = [b.subarray(0, 2)];
  // Nothing dropped so far: the answer is a view of the start of the photo, not a copy.
  let intacta = true;
  let cuadro = false;
  let barrido = false;
  let i = 2;
  for (;;) {
    if (i + 2 > b.length || b[i] !== 0xff) return null;
    const marcador = b[i + 1]!;
    if (marcador === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marcador === 0xd9) {
      // An image needs its frame header and at least one scan.
      if (!cuadro || !barrido) return null;
      // Nothing dropped: the photo itself (or the part before what trailed its end), not a copy.
      if (intacta) return i + 2 === b.length ? b : b.subarray(0, i + 2);
      partes.push(b.subarray(i, i + 2));
      return Buffer.concat(partes);
    }
    if (i + 4 > b.length) return null;
    const largo = b.readUInt16BE(i + 2);
    if (largo < 2 || i + 2 + largo > b.length) return null;
    let fin = i + 2 + largo;
    // Start of frame (SOF0–SOF15 but DHT, JPG and DAC): height and width must not be zero.
    if (marcador >= 0xc0 && marcador <= 0xcf && marcador !== 0xc4 && marcador !== 0xc8 && marcador !== 0xcc) {
      if (largo < 8 || b.readUInt16BE(i + 5) === 0 || b.readUInt16BE(i + 7) === 0) return null;
      cuadro = true;
    }
    if (marcador === 0xda) {
      if (!cuadro) return null;
      barrido = true;
      // Start of scan: entropy-coded data follows until the next marker that is neither a
      // stuffed 0xFF00 nor a restart marker. indexOf jumps from one 0xFF to the next
      // (memchr), a hundred times faster than looking at every byte of a 200 KB photo.
      for (;;) {
        fin = b.indexOf(0xff, fin);
        if (fin < 0 || fin + 1 >= b.length) return null;
        const siguiente = b[fin + 1]!;
        if (siguiente !== 0x00 && !(siguiente >= 0xd0 && siguiente <= 0xd7)) break;
        fin += 1;
      }
    }
    const icc = marcador === 0xe2 && b.subarray(i + 4, i + 16).toString('latin1') === 'ICC_PROFILE\0';
    const metadatos =
      (marcador >= 0xe1 && marcador <= 0xef && marcador !== 0xee && !icc) || marcador === 0xfe;
    if (metadatos) intacta = false;
    else partes.push(b.subarray(i, fin));
    i = fin;
  }
}

/**
 * The orientation a camera wrote in a JPEG's EXIF (tag 0x0112 of the first image directory,
 * 1 = upright as stored): 1 when the photo has no EXIF or no such tag, null when its EXIF
 * cannot be read (then the photo goes through sharp, which knows every odd case).
 */
export function orientacionJpeg(b: Buffer): number | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marcador = b[i + 1]!;
    if (marcador === 0xff) {
      i += 1;
      continue;
    }
    // The image data starts: no EXIF came before it.
    if (marcador === 0xda || marcador === 0xd9) return 1;
    const largo = b.readUInt16BE(i + 2);
    if (largo < 2 || i + 2 + largo > b.length) return null;
    if (marcador === 0xe1 && b.subarray(i + 4, i + 10).toString('latin1') === 'Exif\0\0') {
      return orientacionTiff(b.subarray(i + 10, i + 2 + largo));
    }
    i += 2 + largo;
  }
  return null;
}

function orientacionTiff(t: Buffer): number | null {
  if (t.length < 8) return null;
  const orden = t.toString('latin1', 0, 2);
  if (orden !== 'II' && orden !== 'MM') return null;
  const le = orden === 'II';
  const u16 = (o: number) => (le ? t.readUInt16LE(o) : t.readUInt16BE(o));
  const u32 = (o: number) => (le ? t.readUInt32LE(o) : t.readUInt32BE(o));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > t.length) return null;
  const entradas = u16(ifd);
  if (ifd + 2 + entradas * 12 > t.length) return null;
  for (let n = 0; n < entradas; n++) {
    const e = ifd + 2 + n * 12;
    if (u16(e) !== 0x0112) continue;
    // A SHORT (type 3), one value, held in the entry itself.
    if (u16(e + 2) !== 3 || u32(e + 4) !== 1) return null;
    const valor = u16(e + 8);
    return valor >= 1 && valor <= 8 ? valor : null;
  }
  return 1;
}

/**
 * A photo without metadata (EXIF location first of all). A JPEG upright as stored (read from
 * its own EXIF) loses its metadata segments without re-encoding or even decoding: no image
 * library is involved, which on election night is most of an acta's cost. One the camera
 * marked as rotated, one whose structure or EXIF does not read, and PNG or WebP are
 * re-encoded by sharp after applying the rotation.
 */
export async function sinMetadatos(foto: Buffer, mensajeTipo: string): Promise<Buffer> {
  if (orientacionJpeg(foto) === 1) {
    const limpia = jpegSinMetadatos(foto);
    if (limpia) return limpia;
  }
  // Loaded on first use: the HQ never pays sharp's start-up cost unless a photo needs it.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(foto).rotate().toBuffer();
  } catch {
    throw new HttpError(415, mensajeTipo);
  }
}
