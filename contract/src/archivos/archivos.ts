import { z } from 'zod';
import { formatNumero } from '../format.js';

/** Metadata of an uploaded file as every area answers it. */
export const archivoMeta = z.object({
  id: z.string(),
  nombre: z.string(),
  tipo: z.string(),
  tamano: z.number(),
  subidoEn: z.string(),
});
export type ArchivoMeta = z.infer<typeof archivoMeta>;

/** The query of a file's content route: `?descargar=1` (any non-empty value) downloads it instead of showing it. */
export const consultaArchivo = z.object({
  descargar: z
    .string()
    .optional()
    .transform((v) => Boolean(v)),
});

/** Size of a file for people: "12,5 KB". */
export function formatTamano(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumero(value, unit === 0 ? 0 : 1)} ${units[unit]}`;
}
