import { z } from 'zod';
import { ambito } from './auth/index.js';
import { esFechaValida } from './dates.js';
import { formatFechaHora } from './format.js';
import { route } from './http.js';
import { msg } from './messages.js';
import { SOLO_ADMIN } from './roles.js';
import { REGION_TERRITORIAL_IDS } from './territorial/index.js';
import { celdaCsv } from './csv.js';

/** Audit trail (issue 16): who changed what, when; admin only, append-only. */
export const MENSAJES_AUDITORIA = {
  titulo: 'Registro de cambios',
  descripcion: 'Cada cambio, inicio de sesión y descarga, con quién lo hizo y cuándo.',
  filtroUsuario: 'Usuario',
  filtroArea: 'Área',
  filtroAccion: 'Acción',
  filtroDesde: 'Desde',
  filtroHasta: 'Hasta',
  todos: 'Todos',
  todas: 'Todas',
  exportar: 'Exportar CSV',
  cargarMas: 'Cargar más',
  vacio: 'No hay registros con estos filtros.',
  cargando: 'Cargando registros…',
  antes: 'Antes',
  despues: 'Después',
  campo: 'Campo',
  filtros: 'Filtros',
  limpiarFiltros: 'Limpiar filtros',
  registros: 'Registros',
  verDetalle: 'Ver detalle',
  ocultarDetalle: 'Ocultar detalle',
  sinDetalle: 'Sin detalle.',
  columnaFecha: 'Fecha',
  columnaUsuario: 'Usuario',
  columnaIp: 'IP',
  columnaArea: 'Área',
  columnaAccion: 'Acción',
  columnaEntidad: 'Elemento',
  oculto: '••••••',
  yMas: (n: number) => `… y ${n} más`,
  cursorInvalido: msg('El cursor de la página no es válido'),
  fechaInvalida: msg('La fecha debe tener el formato AAAA-MM-DD'),
  departamentoInvalido: msg('El departamento del filtro no es válido'),
  // The actor's ground (issue 27), not the changed data's: said so, or it reads as the latter.
  filtroDepartamento: 'Departamento del autor',
  nacional: 'Nacional',
} as const;

/** Actions recorded; their labels are what the screen and the CSV show. */
export const ACCIONES_AUDITORIA = {
  crear: 'Alta',
  modificar: 'Modificación',
  eliminar: 'Eliminación',
  importar: 'Importación',
  login: 'Inicio de sesión',
  login_fallido: 'Inicio de sesión fallido',
  logout: 'Cierre de sesión',
  descargar_csv: 'Descarga CSV',
  restablecer_contrasena: 'Contraseña restablecida',
  cambiar_contrasena: 'Cambio de contraseña',
  cerrar_sesion: 'Sesión cerrada',
  iniciar_2fa: 'Alta de verificación en dos pasos iniciada',
  activar_2fa: 'Verificación en dos pasos activada',
  desactivar_2fa: 'Verificación en dos pasos desactivada',
  ajuste: 'Ajuste',
} as const;
export type AccionAuditoria = keyof typeof ACCIONES_AUDITORIA;

export const etiquetaAccion = (accion: string): string =>
  (ACCIONES_AUDITORIA as Record<string, string>)[accion] ?? accion;

/** Areas a record can name (the server's area registry, plus the accounts' own). */
export const AREAS_AUDITORIA = {
  auth: 'Sesiones',
  usuarios: 'Usuarios',
  auditoria: 'Registro de cambios',
  ajustes: 'Ajustes',
  encuestas: 'Encuestas',
  dashboard: 'Dashboard',
  paneles: 'Paneles',
  avisos: 'Avisos',
  adversarios: 'Adversarios',
  comunicacion: 'Comunicación',
  estrategia: 'Estrategia',
  territorial: 'Territorial',
  finanzas: 'Finanzas',
  juridico: 'Jurídico',
  'dia-d': 'Día D',
} as const;

export const etiquetaArea = (area: string): string =>
  (AREAS_AUDITORIA as Record<string, string>)[area] ?? area;

/** One field that changed in an update. */
export const cambioCampo = z.object({ campo: z.string(), antes: z.unknown(), despues: z.unknown() });

export const detalleAuditoria = z.object({
  antes: z.unknown().optional(),
  despues: z.unknown().optional(),
  cambios: z.array(cambioCampo).optional(),
  /** Filters of a CSV download. */
  consulta: z.record(z.string(), z.string()).optional(),
});
export type DetalleAuditoria = z.infer<typeof detalleAuditoria>;

export const registroAuditoria = z.object({
  id: z.string(),
  en: z.string(),
  usuarioId: z.string().nullable(),
  usuarioNombre: z.string(),
  ip: z.string(),
  area: z.string(),
  accion: z.string(),
  ruta: z.string(),
  entidadId: z.string().nullable(),
  detalle: detalleAuditoria.nullable(),
  /** The actor's ground at the time (issue 27); null for a visitor or a record older than it. */
  usuarioAmbito: ambito.nullable(),
  /** The actor's department when scoped (region id). */
  usuarioDepartamento: z.string().nullable(),
});
export type RegistroAuditoria = z.infer<typeof registroAuditoria>;

export const paginaAuditoria = z.object({
  registros: z.array(registroAuditoria),
  /** Cursor of the next (older) page; null on the last one. */
  siguiente: z.string().nullable(),
});
export type PaginaAuditoria = z.infer<typeof paginaAuditoria>;

/** The query string both the page and the CSV take. */
export interface FiltrosAuditoria {
  usuario?: string;
  area?: string;
  accion?: string;
  /** Region id: records of actors scoped to that department (issue 27). */
  departamento?: string;
  /** AAAA-MM-DD, a day in La Paz, inclusive. */
  desde?: string;
  hasta?: string;
}

/** A text filter: trimmed, empty means none, cut at 100 characters (no id is longer). */
const filtroTexto = z
  .string()
  .optional()
  .transform((v) => v?.trim().slice(0, 100) || undefined);
/** A day, AAAA-MM-DD in La Paz; empty means none. */
const filtroDia = z
  .string({ error: MENSAJES_AUDITORIA.fechaInvalida })
  .optional()
  .refine((v) => !v || esFechaValida(v), { error: MENSAJES_AUDITORIA.fechaInvalida })
  .transform((v) => v || undefined);
/** The query string of the page and the CSV: the filters and the page's cursor (opaque). */
const consultaAuditoria = z.object({
  usuario: filtroTexto,
  area: filtroTexto,
  accion: filtroTexto,
  desde: filtroDia,
  hasta: filtroDia,
  departamento: z.enum(REGION_TERRITORIAL_IDS, { error: MENSAJES_AUDITORIA.departamentoInvalido }).optional(),
  cursor: z.string({ error: MENSAJES_AUDITORIA.cursorInvalido }).optional(),
});
export type ConsultaAuditoria = z.output<typeof consultaAuditoria>;

/** Records per page. */
export const PAGINA_AUDITORIA = 50;

export const listarAuditoria = route({
  method: 'GET',
  path: '/api/auditoria',
  query: consultaAuditoria,
  answer: paginaAuditoria,
  roles: SOLO_ADMIN,
});
/** CSV of the filtered set. Not JSON: link it, do not `call` it. */
export const exportarAuditoriaCsv = route({
  method: 'GET',
  path: '/api/auditoria.csv',
  query: consultaAuditoria,
  roles: SOLO_ADMIN,
});

export const CSV_AUDITORIA_CABECERA = [
  'Fecha',
  'Usuario',
  'IP',
  'Área',
  'Acción',
  'Ruta',
  'Elemento',
  'Detalle',
  'Departamento del autor',
] as const;

/** A CSV line of one record (the file starts with the BOM and the header, see `cabeceraCsvAuditoria`). */
export function lineaCsvAuditoria(r: RegistroAuditoria): string {
  return [
    formatFechaHora(r.en),
    r.usuarioNombre,
    r.ip,
    r.area,
    etiquetaAccion(r.accion),
    r.ruta,
    r.entidadId ?? '',
    r.detalle ? JSON.stringify(r.detalle) : '',
    r.usuarioDepartamento ?? '',
  ]
    .map(celdaCsv)
    .join(';');
}

/** UTF-8 BOM and the header line, as Finanzas' CSV: a Spanish spreadsheet opens it as is. */
export const cabeceraCsvAuditoria = (): string => `\uFEFF${CSV_AUDITORIA_CABECERA.join(';')}\r\n`;
