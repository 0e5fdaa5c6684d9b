/**
 * Registry of every user-visible Spanish message defined by the contract.
 * The server uses it to tell the contract's own texts (shown as they are) from
 * zod's generic ones (prefixed with the field name so the user knows which).
 */
const registered = new Set<string>();

/** Declares a user-visible message once; returns it unchanged. */
export function msg<T extends string>(text: T): T {
  registered.add(text);
  return text;
}

export function isContractMessage(text: string): boolean {
  return registered.has(text);
}

/** Messages of the shell: errors any route may answer. */
export const MENSAJES_GENERALES = {
  noAutenticado: msg('Sesión no válida o expirada. Inicie sesión nuevamente.'),
  prohibido: msg('No tiene permiso para realizar esta acción'),
  solicitudRechazada: msg('Solicitud rechazada: origen o tipo de contenido no permitido'),
  noEncontrado: msg('Recurso no encontrado'),
  rutaNoEncontrada: msg('Ruta de la API no encontrada'),
  jsonInvalido: msg('El cuerpo de la solicitud no es JSON válido'),
  cuerpoComprimido: msg('El cuerpo de la solicitud no puede enviarse comprimido'),
  cuerpoRequerido: msg('El cuerpo de la solicitud es requerido'),
  demasiadoGrande: msg('La solicitud supera el tamaño máximo permitido'),
  demasiadasSolicitudes: msg('Demasiadas solicitudes. Espere un momento e intente nuevamente.'),
  errorInterno: msg('Error interno del servidor. Intente nuevamente.'),
  baseDeDatosNoDisponible: msg('La base de datos no responde. Intente nuevamente en unos segundos.'),
  discoLleno: msg(
    'El servidor se quedó sin espacio en disco y no guardó nada. Intente nuevamente en unos minutos.',
  ),
  tipoArchivoNoPermitido: msg(
    'Tipo de archivo no permitido. Se aceptan PDF, PNG, JPEG, WebP, DOCX, XLSX y texto.',
  ),
  archivoDemasiadoGrande: msg('El archivo supera el tamaño máximo permitido'),
  archivoRequerido: msg('Debe adjuntar al menos un archivo'),
  almacenamientoNoDisponible: msg(
    'El almacenamiento de archivos no responde. Intente nuevamente en unos minutos.',
  ),
  sinConexion: msg('No se pudo conectar con el servidor'),
  entradaInvalida: msg('Datos inválidos'),
  cuerpoNoPermitido: msg(
    'El cuerpo de la solicitud contiene una clave o un carácter no permitido (__proto__ o U+0000)',
  ),
} as const;
