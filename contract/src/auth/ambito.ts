import { z } from 'zod';
import { msg } from '../messages.js';
import { REGION_TERRITORIAL_IDS } from '../territorial/index.js';

/**
 * The ground of a staff account (issue 27): national (everything, the default), one
 * department (one of the nine Territorial regions), one municipio of a department or one
 * recinto, both as named in the Día D registry. Admins are always national.
 */
export const NIVELES_AMBITO = ['nacional', 'departamento', 'municipio', 'recinto'] as const;
export type NivelAmbito = (typeof NIVELES_AMBITO)[number];

export const MENSAJES_AMBITO = {
  ambitoInvalido: msg('El ámbito no es válido: nacional, departamento, municipio o recinto'),
  departamentoInvalido: msg('El departamento no es válido'),
  municipioRequerido: msg('El municipio es requerido'),
  recintoRequerido: msg('El recinto es requerido'),
  adminNacional: msg('Un administrador tiene siempre ámbito nacional'),
  registroVacio: msg(
    'El registro electoral del Día D está vacío: cárguelo antes de asignar un municipio o un recinto',
  ),
  municipioNoExiste: msg('Ese municipio no está en el registro electoral de ese departamento'),
  recintoNoExiste: msg('Ese recinto no está en el registro electoral'),
  /** A scoped editor writing in an area that has no ground (polls, avisos, finance…). */
  soloNacional: msg('Solo el equipo nacional puede hacer cambios en esta sección'),
  /** A municipal or recinto scope in Territorial, whose ground is the whole department. */
  soloDepartamental: msg('Solo el equipo nacional o departamental puede hacer cambios en Territorial'),
} as const;

const M = MENSAJES_AMBITO;

const departamento = z.enum(REGION_TERRITORIAL_IDS, { error: M.departamentoInvalido });
const nombreRegistro = (requerido: string) =>
  z.string({ error: requerido }).trim().min(1, { error: requerido }).max(120, { error: requerido });

export const ambito = z.discriminatedUnion(
  'nivel',
  [
    z.strictObject({ nivel: z.literal('nacional') }),
    z.strictObject({ nivel: z.literal('departamento'), departamento }),
    z.strictObject({
      nivel: z.literal('municipio'),
      departamento,
      municipio: nombreRegistro(M.municipioRequerido),
    }),
    z.strictObject({ nivel: z.literal('recinto'), recinto: nombreRegistro(M.recintoRequerido) }),
  ],
  { error: M.ambitoInvalido },
);
export type Ambito = z.infer<typeof ambito>;

export const AMBITO_NACIONAL: Ambito = { nivel: 'nacional' };

/**
 * Areas with ground: their routes filter by the user's scope (Territorial by region; Día D
 * by department, municipio and recinto). Every other area is national data: a scoped editor
 * reads it and writes nothing there (403).
 */
export const AREAS_CON_TERRENO = ['territorial', 'dia-d'] as const;

/**
 * Whether a user of this scope may write in this area at all (the area's own routes then
 * refuse ids outside the scope with 404). Territorial's ground is a whole department, so a
 * municipal or recinto scope reads its department's region and changes nothing there.
 */
export function escribeEnArea(nivel: NivelAmbito, area: string): boolean {
  if (nivel === 'nacional') return true;
  if (area === 'territorial') return nivel === 'departamento';
  return (AREAS_CON_TERRENO as readonly string[]).includes(area);
}

/** Why a write of this scope in this area is refused. */
export const rechazoEnArea = (area: string): string =>
  area === 'territorial' ? M.soloDepartamental : M.soloNacional;

export const TEXTOS_AMBITO = {
  ambito: 'Ámbito',
  nacional: 'Nacional',
  departamento: 'Departamento',
  municipio: 'Municipio',
  recinto: 'Recinto',
  todoDepartamento: 'Todo el departamento',
  todoMunicipio: 'Todo el municipio',
  cambiar: (nombre: string) => `Ámbito de ${nombre}`,
  guardar: 'Guardar ámbito',
  guardando: 'Guardando...',
  cargandoRegistro: 'Cargando el registro…',
  registroVacio: 'El registro electoral está vacío: solo se puede asignar un departamento.',
  soloNacionalAdmin: 'Un administrador tiene siempre ámbito nacional.',
  /** A screen's title naming the user's ground: "Conteo — Cochabamba". */
  titulo: (titulo: string, terreno: string) => `${titulo} — ${terreno}`,
} as const;
