import type { AlcancePublicacion } from '@comando/contract';

/** What the public site is made of (issue 46): only what a citizen may read. */

export interface Votos {
  votos: Record<string, number>;
  blancos: number;
  nulos: number;
}

export interface PartidoSitio {
  sigla: string;
  nombre: string;
  /** `#rrggbb` (the contract checks it). */
  color: string;
}

interface FotoSitio {
  sha256: string;
  /** Its path on the site: `fotos/<sha256>.<ext>`. */
  ruta: string;
  ancho: number;
  alto: number;
}

interface AnteriorSitio {
  sha256: string;
  publicadaEn: string;
  reemplazadaEn: string;
}

export interface MesaSitio {
  codigo: string;
  numero: number;
  habilitados: number;
  /** A department id (`la-paz`). */
  departamento: string;
  municipio: string;
  recinto: string;
  /** The registry's recinto code: groups the mesas of one recinto (not published). */
  recintoCodigo: string;
  recibida: string;
  nuestras: Votos;
  /** The official figures and the date of the snapshot that brought them; null when none. */
  oficiales: (Votos & { fecha: string }) | null;
  foto: FotoSitio;
  /** Photos of this acta published before a correction replaced them, oldest first. */
  anteriores: AnteriorSitio[];
}

export interface Sitio {
  titulo: string;
  declaracion: string;
  alcance: AlcancePublicacion;
  /** When the run that wrote it started. */
  fecha: string;
  partidos: PartidoSitio[];
  /** Sorted by code. */
  mesas: MesaSitio[];
}

/** Official minus ours over the ballot, blank and null votes; null when no official figures. */
export function diferencia(
  siglas: readonly string[],
  m: Pick<MesaSitio, 'nuestras' | 'oficiales'>,
): Votos | null {
  const o = m.oficiales;
  if (!o) return null;
  const n = m.nuestras;
  return {
    votos: Object.fromEntries(siglas.map((s) => [s, (o.votos[s] ?? 0) - (n.votos[s] ?? 0)])),
    blancos: o.blancos - n.blancos,
    nulos: o.nulos - n.nulos,
  };
}

/** True when the official figures exist and differ from ours somewhere. */
export function difiere(siglas: readonly string[], m: Pick<MesaSitio, 'nuestras' | 'oficiales'>): boolean {
  const d = diferencia(siglas, m);
  return d !== null && (d.blancos !== 0 || d.nulos !== 0 || Object.values(d.votos).some((v) => v !== 0));
}
