import { msg } from './messages.js';

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
  cerrarSesion: 'Cerrar Sesión',
  navegacion: 'Navegación principal',
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
  confirmar: 'Confirmar',
  confirmarEliminacion: '¿Estás seguro que deseas eliminar este elemento?',
  proximamente: 'Próximamente',
  cargando: 'Cargando...',
  errorCarga: msg('No se pudieron cargar los datos. Intente nuevamente.'),
  reintentar: 'Reintentar',
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
} as const;
