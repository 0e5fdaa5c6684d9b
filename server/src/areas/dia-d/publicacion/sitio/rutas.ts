import { createHash } from 'node:crypto';

/**
 * The site's paths (issue 46). A mesa's page is named by its code when the code is a plain
 * name (letters, digits, `_`, `-`), otherwise by the hex of its UTF-8 bytes: the script finds
 * a typed code's page the same way (script.ts, `slug`), with no index of every code to download.
 */
function nombreMesa(codigo: string): string {
  if (/^[A-Za-z0-9_-]{1,30}$/.test(codigo)) return codigo;
  return `x-${Buffer.from(codigo, 'utf8').toString('hex')}`;
}

export const rutaMesa = (codigo: string) => `mesas/${nombreMesa(codigo)}.html`;

/** A municipio's key within its department: readable, and unique by a piece of its name's hash. */
export function claveMunicipio(nombre: string): string {
  const legible = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const huella = createHash('sha256').update(nombre).digest('hex').slice(0, 6);
  return legible ? `${legible}-${huella}` : huella;
}

export const rutaDepartamento = (id: string) => `datos/dep/${id}.json`;
export const rutaMunicipio = (dep: string, clave: string) => `datos/mun/${dep}/${clave}.json`;

export const EXTENSIONES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const rutaFoto = (sha256: string, ext: string) => `fotos/${sha256}.${ext}`;

const TIPOS: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The Content-Type a file of the site is served with (a bucket keeps it with the object). */
export function tipoDe(ruta: string): string {
  return TIPOS[ruta.slice(ruta.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
