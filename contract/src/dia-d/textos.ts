import { formatNumero } from '../format.js';
import { msg } from '../messages.js';

/**
 * Día D texts and limits without zod: the delegate's phone page imports only this
 * file, so its bundle stays within 60 KB (issue 19).
 */
/** Columns of the registry CSV, in order (issue 19). */
export const COLUMNAS_REGISTRO = [
  'departamento',
  'municipio',
  'recinto',
  'codigo_recinto',
  'mesa',
  'codigo_mesa',
  'habilitados',
] as const;
/** Columns of the bulk delegate assignment CSV. */
export const COLUMNAS_ASIGNACION = ['telefono', 'codigo_mesa'] as const;

/** A mesa code fits the defender's `Casilla` (spec §9: ≤ 11 characters). */
export const MAX_CODIGO_MESA = 11;
export const MAX_CODIGO_RECINTO = 20;
export const MAX_NOMBRE_REGISTRO = 200;
export const MAX_TEXTO_INCIDENTE = 1000;
export const MAX_NOTA_INCIDENTE = 1000;
/** A photo of an incident: JPEG, PNG or WebP by content, at most 10 MB. */
export const MAX_FOTO_INCIDENTE = 10 * 1024 * 1024;
export const TIPOS_FOTO_INCIDENTE = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Page size of the mesas list: 33.439 rows never travel at once. */
export const MESAS_POR_PAGINA = 50;
/** Largest registry CSV accepted (the 2026 registry is about 2 MB). */
export const MAX_CSV_REGISTRO = 32 * 1024 * 1024;

export const TIPOS_INCIDENTE = [
  'apertura-tardia',
  'falta-material',
  'irregularidad-conteo',
  'violencia',
  'otro',
] as const;
export type TipoIncidente = (typeof TIPOS_INCIDENTE)[number];
export const ETIQUETA_TIPO_INCIDENTE: Record<TipoIncidente, string> = {
  'apertura-tardia': 'Apertura tardía',
  'falta-material': 'Falta de material',
  'irregularidad-conteo': 'Irregularidad en el conteo',
  violencia: 'Violencia o amenazas',
  otro: 'Otro',
};

export const ESTADOS_INCIDENTE = ['nuevo', 'en-curso', 'resuelto'] as const;
export type EstadoIncidente = (typeof ESTADOS_INCIDENTE)[number];
export const ETIQUETA_ESTADO_INCIDENTE: Record<EstadoIncidente, string> = {
  nuevo: 'Nuevo',
  'en-curso': 'En curso',
  resuelto: 'Resuelto',
};

export const TEXTOS_DIA_D = {
  mesas: 'Mesas del Día D',
  mesasSub: 'Registro de recintos y mesas, delegados y cobertura',
  verMesas: 'Ver mesas',
  incidentes: 'Incidentes del Día D',
  incidentesSub: 'Reportes de los delegados, del más reciente al más antiguo',
  buscar: 'Buscar mesa o recinto',
  departamento: 'Departamento',
  municipio: 'Municipio',
  recinto: 'Recinto',
  todos: 'Todos',
  sinDelegado: 'Solo mesas sin delegado',
  mesa: 'Mesa',
  codigo: 'Código',
  numero: 'Número',
  habilitados: 'Habilitados',
  delegado: 'Delegado',
  presente: 'Presente',
  llegada: 'Llegada',
  sinDelegadoCelda: 'Sin delegado',
  cargando: 'Cargando mesas...',
  vacio: 'No hay mesas que coincidan con la búsqueda',
  registroVacio: 'Aún no hay registro de mesas. Un administrador puede importarlo desde un CSV.',
  anterior: 'Anterior',
  siguiente: 'Siguiente',
  pagina: (desde: number, hasta: number, total: number) =>
    `${formatNumero(desde, 0)}–${formatNumero(hasta, 0)} de ${formatNumero(total, 0)} mesas`,
  importar: 'Importar registro',
  importarTitulo: 'Importar registro de mesas (CSV)',
  importarAyuda: `Columnas: ${COLUMNAS_REGISTRO.join(';')} (separador ; o ,, con fila de cabecera), o la exportación por mesa del Órgano Electoral tal como se publica (CSV en UTF-8 o Latin-1).`,
  importarDelegados: 'Asignar desde CSV',
  importarDelegadosTitulo: 'Asignar delegados a mesas (CSV)',
  importarDelegadosAyuda: `Columnas: ${COLUMNAS_ASIGNACION.join(';')} (separador ; o ,, con fila de cabecera). El teléfono es el de un defensor ya registrado en Territorial.`,
  aplicarAsignacion: 'Aplicar asignación',
  resultadoAsignacion: (r: { asignar: number; sinCambios: number; rechazadas: number }) =>
    `${formatNumero(r.asignar, 0)} por asignar, ${formatNumero(r.sinCambios, 0)} sin cambios, ` +
    `${formatNumero(r.rechazadas, 0)} rechazadas`,
  asignacionAplicada: (r: { asignar: number }) =>
    `Asignación aplicada: ${formatNumero(r.asignar, 0)} delegados en sus mesas`,
  jefeRecinto: 'Jefe de recinto',
  sinJefe: 'Sin jefe de recinto',
  asignarJefe: 'Asignar jefe',
  jefeTitulo: (recinto: string) => `Jefe del recinto ${recinto}`,
  confirmarRevocar: '¿Revocar el acceso? El código deja de funcionar y se cierra la sesión del delegado.',
  accesoRevocado: 'Acceso revocado: el código ya no funciona.',
  archivoCsv: 'Archivo CSV',
  revisar: 'Revisar',
  revisando: 'Revisando...',
  aplicar: 'Aplicar importación',
  aplicando: 'Aplicando...',
  cerrar: 'Cerrar',
  cancelar: 'Cancelar',
  resultadoImportacion: (r: {
    crear: number;
    actualizar: number;
    sinCambios: number;
    rechazadas: number;
    exterior: number;
  }) =>
    `${formatNumero(r.crear, 0)} por crear, ${formatNumero(r.actualizar, 0)} por actualizar, ` +
    `${formatNumero(r.sinCambios, 0)} sin cambios, ${formatNumero(r.rechazadas, 0)} rechazadas` +
    (r.exterior > 0 ? `, ${formatNumero(r.exterior, 0)} del exterior (no entran al registro)` : ''),
  importacionAplicada: (r: { crear: number; actualizar: number }) =>
    `Importación aplicada: ${formatNumero(r.crear, 0)} creadas, ${formatNumero(r.actualizar, 0)} actualizadas`,
  lineasRechazadas: 'Líneas rechazadas',
  linea: 'Línea',
  motivo: 'Motivo',
  asignar: 'Asignar delegado',
  asignarTitulo: (codigo: string) => `Delegado de la mesa ${codigo}`,
  defensor: 'Defensor',
  ninguno: 'Sin delegado',
  guardar: 'Guardar',
  guardando: 'Guardando...',
  cobertura: 'Cobertura',
  coberturaSub: 'Mesas con delegado y delegados presentes',
  conDelegado: 'Con delegado',
  presentes: 'Presentes',
  total: 'Total',
  nacional: 'Nacional',
  volver: 'Volver',
  acceso: 'Acceso del delegado',
  generarAcceso: 'Generar acceso',
  revocarAcceso: 'Revocar acceso',
  codigoAcceso: 'Código de acceso',
  enlaceAcceso: 'Enlace',
  accesoUnaVez: 'Anote o imprima este código ahora: no se volverá a mostrar.',
  imprimir: 'Imprimir hoja de acceso',
  hojaAcceso: 'Hoja de acceso de delegados',
  hojaInstrucciones: 'Escanee el código QR o abra el enlace el día de la elección.',
  // Estrategia's Día D card
  desdeRegistro: 'Cifras del registro de mesas (se actualizan solas): casillas con delegado asignado.',
  manualConRegistro:
    'Hay un registro de mesas cargado: la tarjeta muestra sus cifras. Estas cifras manuales se usan solo sin registro.',
  // Incident desk
  estado: 'Estado',
  tipo: 'Tipo',
  asignadoA: 'Asignado a',
  sinAsignar: 'Sin asignar',
  nota: 'Nota',
  notas: 'Notas',
  agregarNota: 'Agregar nota',
  verFoto: 'Ver foto',
  sinIncidentes: 'No hay incidentes que coincidan con los filtros',
  cargandoIncidentes: 'Cargando incidentes...',
  // Delegate phone page
  delegadoTitulo: 'Delegado de mesa',
  entrar: 'Entrar',
  entrando: 'Entrando...',
  ingreseCodigo: 'Ingrese el código de acceso que recibió',
  tuMesa: 'Su mesa',
  estoyEnMiMesa: 'Estoy en mi mesa',
  llegadaRegistrada: (hora: string) => `Llegada registrada a las ${hora}`,
  reportarIncidente: 'Reportar incidente',
  descripcion: 'Descripción',
  foto: 'Foto (opcional)',
  enviar: 'Enviar',
  enviado: 'Enviado',
  enCola: (n: number) =>
    n === 1
      ? '1 envío pendiente: se enviará al volver la conexión'
      : `${n} envíos pendientes: se enviarán al volver la conexión`,
  sinConexion: 'Sin conexión',
  incidenteGuardado: 'Incidente guardado',
  misIncidentes: 'Mis reportes',
  salir: 'Salir',
} as const;

/** Messages the phone page checks before queueing (the server checks them again). */
export const MENSAJES_ENVIO_DELEGADO = {
  tipoRequerido: msg('Elija el tipo de incidente'),
  textoRequerido: msg('Describa el incidente'),
  textoLargo: msg(`La descripción no puede superar los ${MAX_TEXTO_INCIDENTE} caracteres`),
  fotoTipo: msg('La foto debe ser JPEG, PNG o WebP'),
  fotoGrande: msg('La foto no puede superar los 10 MB'),
} as const;
