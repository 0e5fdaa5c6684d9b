import { msg } from './messages.js';

/**
 * Backups (issue 18): what `npm run backup` / `npm run restore` and the server's scheduled
 * backups tell the operator. A refused restore always says that nothing was changed.
 */
export const MENSAJES_COPIAS = {
  uso: msg('Uso: npm run restore -- <carpeta de la copia> [--force]'),
  noEsCopia: msg(
    'Esa carpeta no es una copia de Comando (falta manifiesto.json o no es válido). No se cambió nada.',
  ),
  danada: msg('La copia está dañada: su contenido no coincide con el manifiesto. No se cambió nada.'),
  otroMotor: msg(
    'La copia es de otra base de datos (SQLite o PostgreSQL) que la configurada. No se cambió nada.',
  ),
  otroEsquema: msg('La copia es de otro esquema de PostgreSQL que DATABASE_SCHEMA. No se cambió nada.'),
  destinoNoVacio: msg(
    'El destino ya tiene datos (base o archivos). No se cambió nada; use --force para reemplazarlos.',
  ),
  sinPgDump: msg(
    'No se encontró pg_dump: instale el cliente de PostgreSQL (apt-get install postgresql-client), de la versión del servidor o más nueva.',
  ),
  sinPgRestore: msg(
    'No se encontró pg_restore: instale el cliente de PostgreSQL (apt-get install postgresql-client). No se cambió nada.',
  ),
  restauracionFallida: msg('La restauración de la base falló y se deshizo. No se cambió nada.'),
  copiaCreada: msg('Copia de seguridad creada en'),
  copiaRestaurada: msg('Copia restaurada desde'),
} as const;
