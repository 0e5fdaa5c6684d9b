import { msg } from './messages.js';
import { LECTURA, type Rol } from './roles.js';

/** Texts of the login screen, navigation bar, logout dialog and fallback screen. */
export const TEXTOS_LOGIN = {
  titulo: 'Comando',
  subtitulo: 'Sede de campaña',
  usuario: 'Usuario',
  contrasenaLabel: 'Contraseña',
  mostrarContrasenaLabel: 'Mostrar contraseña',
  ocultarContrasenaLabel: 'Ocultar contraseña',
  recordarme: 'Recordarme',
  olvido: '¿Olvidaste tu contraseña?',
  entrar: 'Iniciar Sesión',
  entrando: 'Iniciando sesión...',
} as const;

export const TEXTOS_NAV = {
  inicio: 'Inicio',
  encuestas: 'Encuestas',
  adversarios: 'Adversarios',
  cochabamba: 'Cochabamba',
  comunicacion: 'Comunicación',
  territorial: 'Territorial',
  estrategia: 'Estrategia',
  diaD: 'Día D',
  cerrarSesion: 'Cerrar Sesión',
  navegacion: 'Navegación principal',
  /** Phones: the bar folds its links into a side sheet opened by this button. */
  menu: 'Menú',
  cerrarMenu: 'Cerrar menú',
} as const;

/**
 * Who sees the HQ's Día D screens, and the bar's Día D link: their reads keep the default
 * roles of a read route (a test checks it). Here rather than in dia-d/textos.ts, which the
 * phone page loads.
 */
export const ROLES_DIA_D: readonly Rol[] = LECTURA;
export const veDiaD = (rol: string) => (ROLES_DIA_D as readonly string[]).includes(rol);

/** The user menu of the top bar (issue 16): the user's name opens it. */
export const TEXTOS_MENU_USUARIO = {
  abrir: (nombre: string) => `Menú de ${nombre}`,
  miCuenta: 'Mi cuenta',
  usuarios: 'Usuarios',
  registro: 'Registro de cambios',
} as const;

export const TEXTOS_LOGOUT = {
  titulo: 'Cerrar Sesión',
  texto: '¿Estás seguro que deseas cerrar la sesión?',
  cancelar: 'Cancelar',
  confirmar: 'Confirmar',
} as const;

export const TEXTOS_COMUNES = {
  cancelar: 'Cancelar',
  guardar: 'Guardar',
  guardando: 'Guardando...',
  eliminar: 'Eliminar',
  editar: 'Editar',
  cerrar: 'Cerrar',
  /** The × of a dismissible alert. */
  cerrarMensaje: 'Cerrar mensaje',
  confirmar: 'Confirmar',
  confirmarEliminacion: '¿Estás seguro que deseas eliminar este elemento?',
  cargando: 'Cargando...',
  errorCarga: msg('No se pudieron cargar los datos. Intente nuevamente.'),
  reintentar: 'Reintentar',
  /** Figures kept in this browser shown while the server cannot be reached. */
  datosNoActuales:
    'Sin conexión con el servidor: se muestran los últimos datos guardados en este navegador, que pueden no estar al día.',
} as const;

/**
 * Every screen path of the web router, in the spec's route table order (plus screens added
 * since). The router is checked against it by a test, and the layout and accessibility
 * e2e suites visit each one, so a new screen cannot be left out of them.
 */
export const RUTAS_PANTALLA = [
  '/',
  '/dashboard',
  '/dashboard/editor',
  '/encuestas',
  '/finanzas',
  '/juridico',
  '/comunicacion',
  '/territorial',
  '/estrategia',
  '/dia-d/mesas',
  '/dia-d/incidentes',
  '/dia-d/mensajes',
  '/dia-d/pendientes',
  '/dia-d/alertas',
  '/dia-d/oficial',
  '/dia-d/actas/verificar',
  '/dia-d/conteo',
  '/dia-d/comparar-elecciones',
  '/dia-d/elecciones',
  '/dia-d/sms',
  '/dia-d/publicacion',
  '/mi-cuenta',
  '/usuarios',
  '/auditoria',
] as const;
export type RutaPantalla = (typeof RUTAS_PANTALLA)[number];

/** Texts of the form kit (web/src/ui): placeholders and the names of its small buttons. */
export const TEXTOS_FORMULARIO = {
  formatoFecha: 'dd/mm/aaaa',
  formatoHora: 'HH:MM',
  abrirCalendario: 'Abrir calendario',
} as const;

export const TEXTOS_ERROR_APP = {
  titulo: 'Unexpected Application Error!',
  noEncontrada: 'Página no encontrada',
  volver: 'Volver al inicio',
} as const;

/** Titles of the protected screens (spec route table). */
export const TITULOS_PANTALLA = {
  encuestas: 'Encuestas',
  finanzas: 'Finanzas',
  juridico: 'Base de Datos Jurídica',
  comunicacion: 'Comunicación',
  territorial: 'Territorial',
  estrategia: 'Estrategia',
} as const;

/** Dashboard tabs chosen by ?tab= (spec dashboard.md §2). */
export const TABS_DASHBOARD = ['encuestas', 'adversarios', 'cochabamba'] as const;
export type TabDashboard = (typeof TABS_DASHBOARD)[number];
export function tabDesdeQuery(value: string | null): TabDashboard {
  return value === 'adversarios' || value === 'cochabamba' ? value : 'encuestas';
}
export const TEXTOS_DASHBOARD = {
  cargando: 'Cargando dashboard...',
  tabs: { encuestas: 'Encuestas', adversarios: 'Adversarios', cochabamba: 'Cochabamba' },
  secciones: 'Secciones del dashboard',
} as const;
