import { z } from 'zod';
import { route } from '../../http.js';
import { msg } from '../../messages.js';
import { cadena } from '../../schemas.js';
import { REGIONES_TERRITORIALES } from '../../territorial/index.js';

/**
 * Día D, the official count against ours (issue 29): every registry mesa of the caller's ground
 * classified by comparing its current official figures with the campaign's verified acta.
 * "Ours" is a verified acta only (docs/decisions.md, "Comparación con el cómputo oficial").
 */

export const CLASES_COMPARACION = [
  'igual',
  'diferente',
  'solo-nuestra',
  'solo-oficial',
  'sin-ninguna',
] as const;
export type ClaseComparacion = (typeof CLASES_COMPARACION)[number];

/** Mesas per page of the comparison's list. */
export const PAGINA_COMPARACION = 50;

export const MENSAJES_COMPARACION = {
  filtroInvalido: msg('Filtro de la comparación no válido'),
} as const;

export const TEXTOS_COMPARACION = {
  titulo: 'Cómputo oficial',
  ayuda: 'El cómputo oficial mesa por mesa frente a nuestras actas verificadas',
  importarTitulo: 'Importar resultados oficiales',
  importarAyuda:
    'Archivo por mesa del órgano electoral (CSV o XLSX). Primero se revisa; nada se guarda hasta «Aplicar».',
  archivo: 'Archivo oficial (CSV o XLSX)',
  revisar: 'Revisar',
  revisando: 'Revisando…',
  candidatura: 'Candidatura',
  columna: 'Columna del archivo',
  sigla: 'Sigla de la papeleta',
  sinSigla: '— ninguna —',
  filas: 'Filas',
  coinciden: 'Coinciden con el registro',
  exterior: 'Exterior',
  sinMesa: 'Sin mesa en el registro',
  conErrores: 'Filas con errores',
  linea: (n: number) => `Línea ${n}`,
  revisionFallo: 'No se pudo revisar el archivo',
  aplicarFallo: 'No se pudo aplicar el archivo',
  progreso: 'Envío del archivo',
  procesando: 'Procesando en el servidor…',
  mapeo: 'Columnas de partidos del archivo',
  aplicar: 'Aplicar',
  aplicando: 'Aplicando…',
  aplicada: (cambios: string) => `Instantánea guardada: ${cambios} mesas cambiaron`,
  instantaneas: 'Instantáneas',
  sinInstantaneas: 'Todavía no se importó ningún resultado oficial',
  cambios: (n: string) => `${n} cambios`,
  comparacion: 'Comparación',
  cargando: 'Comparando…',
  segun: (fecha: string, candidatura: string) => `Última instantánea oficial: ${fecha} · ${candidatura}`,
  clases: {
    igual: 'Iguales',
    diferente: 'Diferentes',
    'solo-nuestra': 'Solo nuestra',
    'solo-oficial': 'Solo oficial',
    'sin-ninguna': 'Sin ninguna',
  } satisfies Record<ClaseComparacion, string>,
  efectoNuestro: 'Efecto en nuestro partido',
  efectoAyuda: 'Votos que el cómputo oficial nos da de más (+) o de menos (−) en las mesas diferentes',
  sinNuestro: 'Marque nuestro partido en la papeleta para ver el efecto',
  porDepartamento: 'Diferencias por departamento',
  departamento: 'Departamento',
  nacional: 'Total',
  netoAyuda: 'Votos oficiales menos los nuestros, por partido, en las mesas diferentes',
  discrepancias: 'Mesas',
  filtroClase: 'Clase',
  todas: 'Todas',
  sinMesas: 'No hay mesas de esta clase',
  nuestras: 'Nuestra acta',
  oficiales: 'Oficial',
  diferencia: 'Diferencia',
  partido: 'Partido',
  blancos: 'Blancos',
  nulos: 'Nulos',
  mesa: (codigo: string, numero: number) => `Mesa ${codigo} (n.º ${numero})`,
  verFoto: (codigo: string) => `Ver foto de nuestra acta (mesa ${codigo})`,
  fotoAlt: (codigo: string) => `Foto de nuestra acta de la mesa ${codigo}`,
  efectoMesa: (v: string) => `Efecto: ${v}`,
  mas: 'Ver más',
  conteoRapido: 'Oficial frente a nuestro conteo rápido',
  conteoRapidoAyuda: 'Porcentaje de votos válidos: cómputo oficial y estimación con su intervalo del 95 %',
  oficialPct: 'Oficial',
  estimacion: 'Conteo rápido',
  intervalo: 'IC 95 %',
  fuera: 'Fuera del intervalo',
  dentro: 'Dentro',
} as const;

const votosMesa = z.object({
  votos: z.record(z.string(), z.number()),
  blancos: z.number(),
  nulos: z.number(),
});
export type VotosMesa = z.infer<typeof votosMesa>;

export const mesaComparada = z.object({
  codigo: z.string(),
  numero: z.number(),
  recinto: z.string(),
  municipio: z.string(),
  departamento: z.string(),
  clase: z.enum(CLASES_COMPARACION),
  /** Our verified acta's figures, or null. */
  nuestras: votosMesa.nullable(),
  /** The current official figures, or null. */
  oficiales: votosMesa.nullable(),
  /** Official minus ours (both present), or null. */
  diferencia: votosMesa.nullable(),
  /** Official minus ours for our party (0 when there is no difference or no party of ours). */
  efecto: z.number(),
  /** Our acta's photo, when we have a verified acta. */
  fotoUrl: z.string().nullable(),
});
export type MesaComparada = z.infer<typeof mesaComparada>;

export const resumenComparacion = z.object({
  igual: z.number(),
  diferente: z.number(),
  soloNuestra: z.number(),
  soloOficial: z.number(),
  sinNinguna: z.number(),
});
export type ResumenComparacion = z.infer<typeof resumenComparacion>;

/** Per party, over the differing mesas: the net (official − ours) and the votes that differ. */
const diferenciaPartido = z.object({ sigla: z.string(), neto: z.number(), absoluto: z.number() });

export const departamentoComparado = z.object({
  departamento: z.string(),
  resumen: resumenComparacion,
  partidos: z.array(diferenciaPartido),
  efectoNuestro: z.number().nullable(),
});
export type DepartamentoComparado = z.infer<typeof departamentoComparado>;

export const comparacion = z.object({
  /** The candidatura compared, and the latest snapshot of it (null before any import). */
  candidatura: z.string().nullable(),
  instantanea: z.object({ id: z.string(), fecha: z.string() }).nullable(),
  /** Our party's sigla (`nuestro: true` on the ballot), or null. */
  nuestro: z.string().nullable(),
  resumen: resumenComparacion,
  /** Net official − ours of our party over the differing mesas; null without a party of ours. */
  efectoNuestro: z.number().nullable(),
  /** The same per party, all departments of the ground (and the filter) together. */
  partidos: z.array(diferenciaPartido),
  /** Every department of the ground (the `departamento` filter aside). */
  departamentos: z.array(departamentoComparado),
  /** The page: by effect on our party (largest loss first), then by size of the difference. */
  mesas: z.array(mesaComparada),
  siguiente: z.string().nullable(),
  /**
   * The official share of valid votes beside our quick count's estimate: national ground and
   * no department filter only (null otherwise, or before a sample is drawn).
   */
  conteoRapido: z
    .object({
      mesasOficiales: z.number(),
      partidos: z.array(
        z.object({
          sigla: z.string(),
          oficial: z.number(),
          estimacion: z.number(),
          ic95: z.tuple([z.number(), z.number()]),
          dentro: z.boolean(),
        }),
      ),
    })
    .nullable(),
});
export type Comparacion = z.infer<typeof comparacion>;

export const consultaComparacion = z.strictObject({
  departamento: z
    .enum(REGIONES_TERRITORIALES.map((r) => r.id) as [string, ...string[]], {
      error: MENSAJES_COMPARACION.filtroInvalido,
    })
    .optional(),
  clase: z.enum(CLASES_COMPARACION, { error: MENSAJES_COMPARACION.filtroInvalido }).optional(),
  despues: cadena(MENSAJES_COMPARACION.filtroInvalido)
    .max(100, { error: MENSAJES_COMPARACION.filtroInvalido })
    .optional(),
});
export type ConsultaComparacion = z.input<typeof consultaComparacion>;

export const leerComparacion = route({
  method: 'GET',
  path: '/api/dia-d/comparacion',
  query: consultaComparacion,
  answer: comparacion,
});
