import {
  formatPorcentaje,
  porcentajeCobertura,
  TEXTOS_MAPA as T,
  type CoberturaFila,
  type Conteo,
  type Partido,
} from '@comando/contract';
import { FORMAS_DEPARTAMENTOS } from './mapa-bolivia-formas.js';

/** How one department is drawn: its fill (a step of the scale or a party's colour) and its name. */
export interface ZonaMapa {
  /** A fill class: a step of ESCALA_MAPA, or a grey for no figures / outside the ground. */
  clase: string;
  /** A party's own colour (colouring by the leading party); wins over `clase`. */
  color?: string;
  /** Accessible name: "Cochabamba: 42% de actas verificadas". */
  etiqueta: string;
  /** The figure written under the department's name on the map ("42%", a party's sigla). */
  corto?: string;
  /** Only a department with figures in the user's ground links to them. */
  enlace: boolean;
}

/**
 * Five steps of one hue on the dark panel, darker for less (teal 900 → 100): a sequential
 * scale readable without telling hues apart; the legend names each step in words.
 */
export const ESCALA_MAPA = [
  'fill-[#134e4a]',
  'fill-[#0f766e]',
  'fill-[#14b8a6]',
  'fill-[#5eead4]',
  'fill-[#ccfbf1]',
] as const;
/** In the ground but with nothing to show (no mesas, no verified acta yet). */
export const CLASE_SIN_DATOS = 'fill-[#475569]';
/** Outside the user's ground: drawn, not a link. */
export const CLASE_FUERA = 'fill-[#1e293b]';

/** The step of a share in percent (0–100): 0 below 20 %, … 4 from 80 %. */
const tramo = (pct: number) => Math.max(0, Math.min(4, Math.floor(pct / 20)));

/** The fill class of a share in percent. */
const claseEscala = (pct: number): string => ESCALA_MAPA[tramo(pct)] ?? CLASE_SIN_DATOS;

const pct = (n: number) => formatPorcentaje(n, 0);

/** A zone for every department of the map; `zona` says how one with figures is drawn. */
function zonas<F>(
  filas: Map<string, F>,
  fuera: (id: string) => boolean,
  zona: (f: F, nombre: string) => ZonaMapa,
  sinFila: (nombre: string) => string,
): Map<string, ZonaMapa> {
  return new Map(
    FORMAS_DEPARTAMENTOS.map(({ id, nombre }) => {
      const f = filas.get(id);
      if (fuera(id)) return [id, { clase: CLASE_FUERA, etiqueta: T.nombreFuera(nombre), enlace: false }];
      if (!f) return [id, { clase: CLASE_SIN_DATOS, etiqueta: sinFila(nombre), enlace: false }];
      return [id, zona(f, nombre)];
    }),
  );
}

/**
 * Conteo's map. The server answers only the departments of the user's ground that have mesas,
 * so `departamentoPropio` (a scoped user's department, null when national) tells "outside the
 * ground" from "no mesas".
 */
export function zonasConteo(
  departamentos: Conteo['departamentos'],
  modo: 'verificadas' | 'partido',
  partidos: Partido[],
  departamentoPropio: string | null,
): Map<string, ZonaMapa> {
  return zonas(
    new Map(departamentos.map((d) => [d.departamento, d])),
    (id) => departamentoPropio !== null && id !== departamentoPropio,
    (d, nombre) => {
      if (modo === 'verificadas') {
        const p = d.mesas ? (d.actasVerificadas / d.mesas) * 100 : 0;
        return {
          clase: claseEscala(p),
          etiqueta: T.nombreVerificadas(nombre, pct(p)),
          corto: pct(p),
          enlace: true,
        };
      }
      const lider = liderDe(d.partidos);
      const partido = lider && partidos.find((p) => p.sigla === lider.sigla);
      if (!lider || !partido)
        return { clase: CLASE_SIN_DATOS, etiqueta: T.nombreSinVerificadas(nombre), enlace: true };
      return {
        clase: CLASE_SIN_DATOS,
        color: partido.color,
        etiqueta: T.nombrePartido(nombre, lider.sigla, pct(lider.porcentaje)),
        corto: lider.sigla,
        enlace: true,
      };
    },
    T.nombreSinMesas,
  );
}

/** The party with most verified votes (the ballot's order breaks a tie); none before any vote. */
function liderDe(partidos: Conteo['partidos']): Conteo['partidos'][number] | undefined {
  let lider: Conteo['partidos'][number] | undefined;
  for (const p of partidos) if (p.votos > 0 && (!lider || p.votos > lider.votos)) lider = p;
  return lider;
}

/** Mesas' map: the share of mesas with a delegate, or with their delegate present. */
export function zonasCobertura(
  departamentos: CoberturaFila[],
  modo: 'cobertura' | 'presencia',
  departamentoPropio: string | null,
): Map<string, ZonaMapa> {
  return zonas(
    new Map(departamentos.filter((d) => d.mesas > 0).map((d) => [d.id, d])),
    (id) => departamentoPropio !== null && id !== departamentoPropio,
    (d, nombre) => {
      const p = porcentajeCobertura(modo === 'cobertura' ? d.conDelegado : d.presentes, d.mesas);
      const etiqueta = modo === 'cobertura' ? T.nombreCobertura : T.nombrePresencia;
      return {
        clase: claseEscala(p),
        etiqueta: etiqueta(nombre, pct(p)),
        corto: pct(p),
        enlace: true,
      };
    },
    T.nombreSinMesas,
  );
}

/** One line of the legend: a swatch (a class or a colour) and what it means in words. */
export interface EntradaLeyenda {
  clase: string;
  color?: string;
  /** A recinto's point rather than a department's fill. */
  punto?: boolean;
  texto: string;
}

const grises = (conFuera: boolean): EntradaLeyenda[] => [
  { clase: CLASE_SIN_DATOS, texto: T.sinDatos },
  ...(conFuera ? [{ clase: CLASE_FUERA, texto: T.fuera }] : []),
];

/** The scale's five steps in words, then the greys. */
export const leyendaEscala = (conFuera: boolean): EntradaLeyenda[] => [
  ...ESCALA_MAPA.map((clase, i) => ({ clase, texto: T.tramos[i] ?? '' })),
  ...grises(conFuera),
];

/** The parties that lead somewhere, in the ballot's order, each with its colour. */
export function leyendaPartidos(
  departamentos: Conteo['departamentos'],
  partidos: Partido[],
  conFuera: boolean,
): EntradaLeyenda[] {
  const lideres = new Set(departamentos.map((d) => liderDe(d.partidos)?.sigla));
  return [
    ...partidos
      .filter((p) => lideres.has(p.sigla))
      .map((p) => ({ clase: CLASE_SIN_DATOS, color: p.color, texto: T.lidera(p.sigla, p.nombre) })),
    ...grises(conFuera),
  ];
}
