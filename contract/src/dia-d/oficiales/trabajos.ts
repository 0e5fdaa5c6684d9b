import { formatNumero } from '../../format.js';
import { route } from '../../http.js';
import { msg } from '../../messages.js';
import { trabajoOficial } from './oficiales.js';
import { SOLO_ADMIN } from '../../roles.js';

/**
 * Día D, the official count's large imports (issue 29): applying a large export
 * (`POST /api/dia-d/resultados-oficiales`, `aplicar=true`, a file over UMBRAL_TRABAJO_OFICIAL)
 * answers 202 with a job, read until it ends at `GET …/trabajos/:id` (docs/decisions.md).
 */

/** Files larger than this (≈ 5.000 rows of the 2020 layout) are applied as a job. */
export const UMBRAL_TRABAJO_OFICIAL = 1024 * 1024;

export const MENSAJES_TRABAJO_OFICIAL = {
  interrumpido: msg(
    'La importación se interrumpió (el servidor se reinició); no se guardó nada. Vuelva a intentarlo',
  ),
  fallo: msg('La importación falló y no se guardó nada. Vuelva a intentarlo'),
} as const;

export const TEXTOS_TRABAJO_OFICIAL = {
  progreso: 'Proceso en el servidor',
  leyendoArchivo: 'Leyendo el archivo…',
  procesandoFila: (hechas: number, total: number) =>
    `Procesando fila ${formatNumero(hechas)} de ${formatNumero(total)}`,
  guardandoMesa: (hechas: number, total: number) =>
    `Guardando mesa ${formatNumero(hechas)} de ${formatNumero(total)}`,
  reintentar: 'Reintentar',
} as const;

export const verTrabajoOficial = route({
  method: 'GET',
  path: '/api/dia-d/resultados-oficiales/trabajos/:id',
  answer: trabajoOficial,
  roles: SOLO_ADMIN,
});
