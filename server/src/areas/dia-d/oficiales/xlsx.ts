import { inflateRawSync } from 'node:zlib';
import type { Registro } from '../csv.js';

/**
 * A plain XLSX's sheets as text cells (issue 29), fast: the official export is one table of
 * numbers and names, and loading it whole with exceljs took 10–20 s for 70.000 rows of the 2020
 * layout, most of the import. The ZIP is read with zlib, each sheet's XML with regular
 * expressions: cells by their reference, shared strings, inline strings and numbers (a number
 * as its own value). Anything it does not expect (ZIP64, prefixed XML, no sheet) answers
 * undefined, and the caller loads the book with exceljs instead.
 */

export interface HojaXlsx {
  nombre: string;
  registros: Registro[];
}

function entradas(zip: Buffer): Map<string, Buffer> | undefined {
  let fin = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      fin = i;
      break;
    }
  if (fin < 0) return undefined;
  const total = zip.readUInt16LE(fin + 10);
  let p = zip.readUInt32LE(fin + 16);
  const out = new Map<string, Buffer>();
  for (let n = 0; n < total; n++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) return undefined;
    const metodo = zip.readUInt16LE(p + 10);
    const tamano = zip.readUInt32LE(p + 20);
    const largoNombre = zip.readUInt16LE(p + 28);
    const extra = zip.readUInt16LE(p + 30);
    const comentario = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const nombre = zip.toString('utf8', p + 46, p + 46 + largoNombre);
    p += 46 + largoNombre + extra + comentario;
    if (tamano === 0xffffffff || local === 0xffffffff) return undefined;
    if (zip.readUInt32LE(local) !== 0x04034b50) return undefined;
    const datos = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const crudo = zip.subarray(datos, datos + tamano);
    if (metodo === 0) out.set(nombre, crudo);
    else if (metodo === 8) out.set(nombre, inflateRawSync(crudo));
  }
  return out;
}

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const texto = (xml: string) =>
  xml.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, e: string) =>
    e.startsWith('#x')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : (ENTIDADES[e] ?? ''),
  );
/** The text of an `<si>` or `<is>`: its `<t>` runs, phonetic runs (`<rPh>`) left out. */
const textoDe = (xml: string) =>
  [...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)]
    .map((m) => texto(m[1] ?? ''))
    .join('');
const atributo = (attrs: string, nombre: string) => new RegExp(`\\b${nombre}="([^"]*)"`).exec(attrs)?.[1];

function columna(ref: string | undefined): number | undefined {
  const letras = ref && /^([A-Z]+)\d+$/.exec(ref)?.[1];
  if (!letras) return undefined;
  let n = 0;
  for (const l of letras) n = n * 26 + (l.charCodeAt(0) - 64);
  return n;
}

function hoja(xml: string, compartidas: string[]): Registro[] {
  const registros: Registro[] = [];
  let siguienteFila = 1;
  for (const fila of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const linea = Number(atributo(fila[1] ?? '', 'r') ?? siguienteFila);
    siguienteFila = linea + 1;
    const celdas: string[] = [];
    let siguiente = 1;
    let conValor = false;
    for (const c of (fila[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1] ?? '';
      const col = columna(atributo(attrs, 'r')) ?? siguiente;
      siguiente = col + 1;
      const cuerpo = c[2] ?? '';
      const tipo = atributo(attrs, 't');
      const v = /<v>([\s\S]*?)<\/v>/.exec(cuerpo)?.[1];
      let valor = '';
      if (tipo === 'inlineStr') valor = textoDe(cuerpo);
      else if (v === undefined) valor = '';
      else if (tipo === 's') valor = compartidas[Number(v)] ?? '';
      else if (tipo === 'str' || tipo === 'e') valor = texto(v);
      else if (tipo === 'b') valor = v === '1' ? 'true' : 'false';
      else valor = Number.isFinite(Number(v)) ? String(Number(v)) : texto(v);
      valor = valor.trim();
      while (celdas.length < col - 1) celdas.push('');
      celdas[col - 1] = valor;
      if (valor !== '') conValor = true;
    }
    if (conValor) registros.push({ linea, celdas });
  }
  return registros;
}

export function leerXlsxRapido(bytes: Buffer): HojaXlsx[] | undefined {
  const zip = entradas(bytes);
  const libro = zip?.get('xl/workbook.xml')?.toString('utf8');
  const rels = zip?.get('xl/_rels/workbook.xml.rels')?.toString('utf8');
  if (!zip || !libro || !rels) return undefined;
  const destinos = new Map<string, string>();
  for (const r of rels.matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    const id = atributo(r[1] ?? '', 'Id');
    const destino = atributo(r[1] ?? '', 'Target');
    if (id && destino) destinos.set(id, destino.startsWith('/') ? destino.slice(1) : `xl/${destino}`);
  }
  const compartidas = [
    ...(zip.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(
      /<si(?:\s[^>]*)?>([\s\S]*?)<\/si>/g,
    ),
  ].map((m) => textoDe(m[1] ?? ''));
  const hojas: HojaXlsx[] = [];
  for (const s of libro.matchAll(/<sheet\b([^>]*)\/?>/g)) {
    const attrs = s[1] ?? '';
    const destino = destinos.get(atributo(attrs, 'r:id') ?? '');
    const xml = destino ? zip.get(destino)?.toString('utf8') : undefined;
    if (xml === undefined) return undefined;
    hojas.push({ nombre: texto(atributo(attrs, 'name') ?? ''), registros: hoja(xml, compartidas) });
  }
  return hojas.some((h) => h.registros.length > 0) ? hojas : undefined;
}
