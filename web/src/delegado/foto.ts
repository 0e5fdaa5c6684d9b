import { CALIDAD_FOTO_PREPARADA, LADO_FOTO_PREPARADA } from '@comando/contract/celular-textos';

// The photo prepared on the phone (issue 44). A camera's 12 MP photo is 3–5 MB, 90 s of 3G and
// the delegate's credit; the acta needs its figures legible, not 4.000 px. Before it is queued
// the photo is decoded (turned upright as the camera marked it), scaled to a long side of
// 2.000 px and encoded as JPEG at a quality chosen by measurement (bench/ultima-milla-calidad.ts).
// A canvas keeps no metadata: the location and the camera's data never leave the phone. What is
// hashed, queued, sent and stored is this prepared photo: the evidence the campaign files.

export interface FotoPreparada {
  foto: Blob;
  ancho: number;
  alto: number;
  /** The size of the photo as chosen, in bytes. */
  original: number;
}

interface OpcionesFoto {
  lado?: number;
  calidad?: number;
}

/**
 * A JPEG already at most `lado` on its long side, of at most `maxBytes`, with nothing but image
 * data (no EXIF, XMP or other APPn segment but JFIF, the colour profile and Adobe's; no comment)
 * is prepared as it is: encoding it again would only lose legibility. Only the segments before
 * the image data are read.
 */
export function yaPreparada(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff) {
    const m = b[i + 1]!;
    if (m === 0xff) {
      i += 1;
      continue;
    }
    if (m === 0xda) return true;
    const largo = (b[i + 2]! << 8) | b[i + 3]!;
    const firma = String.fromCharCode(...b.subarray(i + 4, i + 16));
    const icc = m === 0xe2 && firma.startsWith('ICC_PROFILE');
    if ((m >= 0xe1 && m <= 0xef && m !== 0xee && !icc) || m === 0xfe) return false;
    i += 2 + largo;
  }
  return false;
}

async function lienzo(ancho: number, alto: number) {
  if (typeof OffscreenCanvas === 'function') {
    const c = new OffscreenCanvas(ancho, alto);
    return {
      ctx: c.getContext('2d'),
      blob: (calidad: number) => c.convertToBlob({ type: 'image/jpeg', quality: calidad }),
    };
  }
  const c = document.createElement('canvas');
  c.width = ancho;
  c.height = alto;
  return {
    ctx: c.getContext('2d'),
    blob: (calidad: number) =>
      new Promise<Blob>((ok, mal) =>
        c.toBlob((b) => (b ? ok(b) : mal(new Error('toBlob'))), 'image/jpeg', calidad),
      ),
  };
}

/**
 * The prepared photo, or null when the phone cannot decode what was chosen.
 * @public bench/ultima-milla-calidad.bench.ts bundles it to measure the qualities.
 */
export async function prepararFoto(archivo: Blob, o: OpcionesFoto = {}): Promise<FotoPreparada | null> {
  const lado = o.lado ?? LADO_FOTO_PREPARADA;
  const calidad = o.calidad ?? CALIDAD_FOTO_PREPARADA;
  let imagen: ImageBitmap;
  try {
    imagen = await createImageBitmap(archivo, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const escala = Math.min(1, lado / Math.max(imagen.width, imagen.height));
    const ancho = Math.max(1, Math.round(imagen.width * escala));
    const alto = Math.max(1, Math.round(imagen.height * escala));
    const maxBytes = 600 * 1024;
    if (
      escala === 1 &&
      archivo.type === 'image/jpeg' &&
      archivo.size <= maxBytes &&
      yaPreparada(new Uint8Array(await archivo.slice(0, 64 * 1024).arrayBuffer()))
    ) {
      return { foto: archivo, ancho, alto, original: archivo.size };
    }
    const { ctx, blob } = await lienzo(ancho, alto);
    if (!ctx) return null;
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(imagen, 0, 0, ancho, alto);
    return { foto: await blob(calidad), ancho, alto, original: archivo.size };
  } catch {
    return null;
  } finally {
    imagen.close();
  }
}

// A photo is prepared once: as soon as it is chosen (its preview shows at once) and the form's
// send waits for that same work. Kept by the File, so a redraw of the page finds it done.
const preparadas = new WeakMap<Blob, Promise<FotoPreparada | null>>();

export function preparada(archivo: Blob): Promise<FotoPreparada | null> {
  let p = preparadas.get(archivo);
  if (!p) {
    p = prepararFoto(archivo);
    preparadas.set(archivo, p);
  }
  return p;
}
