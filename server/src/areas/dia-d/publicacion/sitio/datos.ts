import {
  cabeceraCsv,
  COLUMNAS_ACTAS_PUBLICADAS as C,
  COLUMNAS_REEMPLAZADAS,
  lineaCsv,
  nombreDepartamento,
} from '@comando/contract';
import { difiere, type Sitio } from './modelo.js';
import type { Resumen } from './paginas.js';
import { claveMunicipio, rutaDepartamento, rutaMunicipio } from './rutas.js';

/**
 * The site's data files (issue 46): the JSON shards the script browses (one per department, one
 * per municipio), the totals, actas.csv, reemplazadas.csv and hashes.txt. Each is a function of
 * the site alone, so a run rewrites one only when what it lists changed.
 */

const json = (v: unknown) => `${JSON.stringify(v)}\n`;

interface MesaEnShard {
  codigo: string;
  numero: number;
  difiere?: true;
}

/** `[path, content]` of every department's and municipio's shard. */
export function shards(sitio: Sitio): [string, string][] {
  const siglas = sitio.partidos.map((p) => p.sigla);
  type Recintos = Map<string, { nombre: string; mesas: MesaEnShard[] }>;
  const deps = new Map<string, Map<string, Recintos>>();
  for (const m of sitio.mesas) {
    let muns = deps.get(m.departamento);
    if (!muns) deps.set(m.departamento, (muns = new Map<string, Recintos>()));
    let recs = muns.get(m.municipio);
    if (!recs) muns.set(m.municipio, (recs = new Map() as Recintos));
    let r = recs.get(m.recintoCodigo);
    if (!r) recs.set(m.recintoCodigo, (r = { nombre: m.recinto, mesas: [] }));
    r.mesas.push({
      codigo: m.codigo,
      numero: m.numero,
      ...(difiere(siglas, m) ? { difiere: true as const } : {}),
    });
  }
  const salida: [string, string][] = [];
  const porNombre = (a: string, b: string) => a.localeCompare(b, 'es');
  for (const [dep, muns] of deps) {
    const municipios = [...muns.keys()].sort(porNombre).map((nombre) => {
      const recintos = [...(muns.get(nombre)?.values() ?? [])]
        .sort((a, b) => porNombre(a.nombre, b.nombre))
        .map((r) => ({ nombre: r.nombre, mesas: r.mesas.sort((a, b) => a.numero - b.numero) }));
      const clave = claveMunicipio(nombre);
      salida.push([
        rutaMunicipio(dep, clave),
        json({ departamento: nombreDepartamento(dep), municipio: nombre, recintos }),
      ]);
      return { nombre, clave, actas: recintos.reduce((a, r) => a + r.mesas.length, 0) };
    });
    salida.push([rutaDepartamento(dep), json({ id: dep, nombre: nombreDepartamento(dep), municipios })]);
  }
  return salida;
}

/** The index's totals as data (`datos/departamentos.json`). */
export function totales(sitio: Sitio, r: Resumen): string {
  return json({
    actualizado: sitio.fecha,
    partidos: sitio.partidos,
    votos: r.votos,
    departamentos: r.departamentos.map((d) => ({ ...d, nombre: nombreDepartamento(d.id) })),
  });
}

/** Every published acta, one line each, with the official figures where imported. */
export function actasCsv(sitio: Sitio): string {
  const siglas = sitio.partidos.map((p) => p.sigla);
  const lineas = [
    cabeceraCsv([...C.antes, ...siglas, ...C.despues, ...siglas.map(C.oficial), ...C.oficialDespues]),
  ];
  for (const m of sitio.mesas) {
    const o = m.oficiales;
    lineas.push(
      `${lineaCsv([
        m.codigo,
        nombreDepartamento(m.departamento),
        m.municipio,
        m.recinto,
        String(m.numero),
        String(m.habilitados),
        m.recibida,
        m.foto.sha256,
        m.foto.ruta,
        ...siglas.map((s) => String(m.nuestras.votos[s] ?? 0)),
        String(m.nuestras.blancos),
        String(m.nuestras.nulos),
        ...siglas.map((s) => (o ? String(o.votos[s] ?? 0) : '')),
        o ? String(o.blancos) : '',
        o ? String(o.nulos) : '',
        o ? o.fecha : '',
      ])}\r\n`,
    );
  }
  return lineas.join('');
}

/** The photos that corrected actas replaced: still listed, no longer published. */
export function reemplazadasCsv(sitio: Sitio): string {
  const lineas = [cabeceraCsv(COLUMNAS_REEMPLAZADAS)];
  for (const m of sitio.mesas)
    for (const a of m.anteriores)
      lineas.push(`${lineaCsv([m.codigo, a.sha256, a.publicadaEn, a.reemplazadaEn, m.foto.sha256])}\r\n`);
  return lineas.join('');
}

/**
 * `sha256sum -c hashes.txt` in the site's folder checks every published photo and the CSVs:
 * lines `<sha256>  <path>` (two spaces: text mode, as sha256sum writes them), sorted by path.
 */
export function hashesTxt(archivos: { ruta: string; sha256: string }[]): string {
  return archivos
    .slice()
    .sort((a, b) => (a.ruta < b.ruta ? -1 : a.ruta > b.ruta ? 1 : 0))
    .map((a) => `${a.sha256}  ${a.ruta}\n`)
    .join('');
}
