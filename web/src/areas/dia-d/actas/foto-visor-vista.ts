// The geometry of the photo viewer, apart from React so it reads (and is tested) on its own.
// The photo is drawn at its natural size, centred in the frame, and moved by one CSS transform:
// translate(x, y) · rotate(giro) · scale(base × zoom), where `base` fits the whole (turned)
// photo in the frame. So zoom 1 (100 %) is always "the whole photo", whatever its resolution.

export interface Vista {
  /** 1 = the whole photo fits in the frame. */
  zoom: number;
  /** Degrees clockwise: 0, 90, 180 or 270. */
  giro: number;
  /** Offset of the photo's centre from the frame's, in screen pixels. */
  x: number;
  y: number;
}

export interface Medidas {
  /** The photo's natural size (0 until it has loaded). */
  foto: { ancho: number; alto: number };
  /** The frame's inner size (0 until it is laid out). */
  marco: { ancho: number; alto: number };
}

export const VISTA_INICIAL: Vista = { zoom: 1, giro: 0, x: 0, y: 0 };
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 10;
/** Each zoom button press or + / − key. */
export const PASO_ZOOM = 1.25;
/** Each arrow key press, in screen pixels. */
export const PASO_TECLA = 48;

const conocidas = (m: Medidas) =>
  m.foto.ancho > 0 && m.foto.alto > 0 && m.marco.ancho > 0 && m.marco.alto > 0;

/** The photo's size once turned: a quarter turn swaps width and height. */
function girada(m: Medidas, giro: number) {
  return giro % 180 === 0 ? m.foto : { ancho: m.foto.alto, alto: m.foto.ancho };
}

/** Screen pixels per photo pixel at zoom 1 (the whole turned photo in the frame). */
function escalaBase(m: Medidas, giro: number): number {
  if (!conocidas(m)) return 1;
  const f = girada(m, giro);
  return Math.min(m.marco.ancho / f.ancho, m.marco.alto / f.alto);
}

/** Keeps the photo over the frame: it can be moved only as far as it is larger than the frame. */
function encuadrar(v: Vista, m: Medidas): Vista {
  if (!conocidas(m)) return { ...v, x: 0, y: 0 };
  const f = girada(m, v.giro);
  const s = escalaBase(m, v.giro) * v.zoom;
  const limX = Math.max(0, (f.ancho * s - m.marco.ancho) / 2);
  const limY = Math.max(0, (f.alto * s - m.marco.alto) / 2);
  return { ...v, x: Math.min(limX, Math.max(-limX, v.x)), y: Math.min(limY, Math.max(-limY, v.y)) };
}

/**
 * Zoom by `factor` keeping the point `punto` (relative to the frame's centre) where it is on
 * screen: the point under the cursor or between the fingers stays under them.
 */
export function acercar(v: Vista, m: Medidas, factor: number, punto = { x: 0, y: 0 }): Vista {
  const zoom = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, v.zoom * factor));
  const r = zoom / v.zoom;
  return encuadrar({ ...v, zoom, x: punto.x - (punto.x - v.x) * r, y: punto.y - (punto.y - v.y) * r }, m);
}

export const mover = (v: Vista, m: Medidas, dx: number, dy: number) =>
  encuadrar({ ...v, x: v.x + dx, y: v.y + dy }, m);

/** A quarter turn (sentido 1 clockwise, −1 the other way), the whole photo in view again. */
export const girar = (v: Vista, sentido: 1 | -1): Vista => ({
  ...VISTA_INICIAL,
  giro: (v.giro + 90 * sentido + 360) % 360,
});

/** The turned photo as wide as the frame, its top edge at the frame's top (where a form starts). */
export function ajustarAncho(v: Vista, m: Medidas): Vista {
  if (!conocidas(m)) return { ...v, zoom: 1, x: 0, y: 0 };
  const f = girada(m, v.giro);
  const zoom = m.marco.ancho / f.ancho / escalaBase(m, v.giro);
  return encuadrar({ giro: v.giro, zoom, x: 0, y: Number.POSITIVE_INFINITY }, m);
}

/** The CSS transform of the photo (centred by its own half size first). */
export const transformacion = (v: Vista, m: Medidas) =>
  `translate(-50%, -50%) translate(${Math.round(v.x)}px, ${Math.round(v.y)}px) rotate(${v.giro}deg) scale(${+(escalaBase(m, v.giro) * v.zoom).toFixed(4)})`;

export const porcentaje = (v: Vista) => `${Math.round(v.zoom * 100)} %`;
