// Issue 29: the official per-mesa export of 70.000 rows imported through HTTP in < 30 s.
// On the synthetic full registry (33.439 mesas) an export in the 2020 layout with all its columns
// is generated: every registry mesa for PRESIDENTE and DIPUTADO, and 1.561 mesas abroad for both
// (70.000 rows), as CSV in UTF-8 and in Latin-1 (`;`) and as XLSX. Measured through
// POST /api/dia-d/resultados-oficiales: the review (`aplicar=false`) of each format, the first
// apply (every mesa stored), and a second apply of the same export with 1 % of its mesas changed
// (only those stored). A large apply answers 202 with a job: its time runs until the job is done.
// Run: npm run bench oficial-importe (SQLite); BENCH_DATABASE_URL=postgres://… for PostgreSQL.
import { REGIONES_TERRITORIALES, type ImportacionOficial } from '@comando/contract';
import ExcelJS from 'exceljs';
import { PARTIDOS_SINTETICOS } from '../server/test/actas-sinteticas.js';
import {
  importarRegistro,
  leerRegistro,
  registroSintetico,
} from '../server/src/areas/dia-d/registro/index.js';
import { fmt, Goals, startBenchApp } from './lib.js';
import { enviarOficial } from './oficial-http.js';

const FILAS = 70_000;
const CANDIDATURAS = ['PRESIDENTE', 'DIPUTADO'];
/** Party columns of the file: the ballot's five and four the ballot does not hold (as in 2020). */
const COLUMNAS_PARTIDO = [...PARTIDOS_SINTETICOS, 'JUNTOS', 'APG', 'CPEM_B', 'CIDOB'];
const CABECERA = [
  'CODIGO_MESA',
  'CANDIDATURA',
  'ID_PAIS',
  'PAIS',
  'ID_DEPARTAMENTO',
  'DEPARTAMENTO',
  'CIRCUNSCRIPCION_UNINOMINAL',
  'CIRCUNSCRIPCION_ESPECIAL',
  'ID_PROVINCIA',
  'PROVINCIA',
  'SECCION',
  'MUNICIPIO',
  'ID_LOCALIDAD',
  'LOCALIDAD',
  'ID_RECINTO',
  'RECINTO',
  'NUMERO_MESA',
  'INSCRITOS_HABILITADOS',
  ...COLUMNAS_PARTIDO,
  'VOTO_VALIDO',
  'VOTO_BLANCO',
  'VOTO_NULO',
  'VOTO_EMITIDO',
  'VOTO_VALIDO_SISTEMA',
  'VOTO_EMITIDO_SISTEMA',
];

const postgres = process.env.BENCH_DATABASE_URL;
const app = await startBenchApp(postgres);
const goals = new Goals();
try {
  const db = app.deps.db;
  await importarRegistro(db, leerRegistro(registroSintetico()), true);
  await db
    .insertInto('dia_d_partidos')
    .values(PARTIDOS_SINTETICOS.map((sigla, orden) => ({ sigla, nombre: sigla, color: '#94a3b8', orden })))
    .execute();
  const mesas = await db
    .selectFrom('dia_d_mesas as m')
    .innerJoin('dia_d_recintos as r', 'r.codigo', 'm.recinto_codigo')
    .select(['m.codigo', 'm.numero', 'm.habilitados', 'r.nombre', 'r.municipio', 'r.departamento'])
    .orderBy('m.codigo')
    .execute();
  const nombre = new Map(REGIONES_TERRITORIALES.map((r) => [r.id as string, r.name]));

  // ---- the export's rows: every registry mesa, then mesas abroad, for both candidaturas
  interface Mesa {
    codigo: string;
    pais: string;
    departamento: string;
    municipio: string;
    recinto: string;
    numero: number;
    habilitados: number;
  }
  const todas: Mesa[] = mesas.map((m) => ({
    codigo: m.codigo,
    pais: 'Bolivia',
    departamento: nombre.get(m.departamento) ?? m.departamento,
    municipio: m.municipio,
    // Real names hold quotes and odd characters (none outside Latin-1: the export has none).
    recinto: `${m.nombre.replace('—', '-')}${Number(m.numero) === 2 ? ' "B"' : ' Nº 13'}`,
    numero: Number(m.numero),
    habilitados: Number(m.habilitados),
  }));
  const exterior = FILAS / CANDIDATURAS.length - todas.length;
  for (let i = 0; i < exterior; i++) {
    todas.push({
      // Eight digits: the registry's codes have seven.
      codigo: String(10_000_001 + i),
      pais: ['Argentina', 'Brasil', 'Chile', 'España', 'Perú'][i % 5] ?? 'Argentina',
      departamento: 'Exterior',
      municipio: 'Consulado',
      recinto: `Esc. Primaria Común Nº ${(i % 40) + 1}`,
      numero: (i % 12) + 1,
      habilitados: 220,
    });
  }
  /** A mesa's figures for a candidatura; `vuelta` > 0 changes them (the count advancing). */
  const figuras = (m: Mesa, c: number, vuelta: number) => {
    const votos = COLUMNAS_PARTIDO.map((_, p) =>
      p < PARTIDOS_SINTETICOS.length ? (m.habilitados * (p + 1 + c) + vuelta) % 20 : 0,
    );
    const validos = votos.reduce((a, b) => a + b, 0);
    const blancos = m.habilitados % 7;
    const nulos = m.habilitados % 5;
    return { votos, validos, blancos, nulos, emitidos: validos + blancos + nulos };
  };
  const cambiadas = new Set(todas.filter((_, i) => i % 100 === 7).map((m) => m.codigo));
  function filas(segunda: boolean): (string | number)[][] {
    const out: (string | number)[][] = [];
    for (const m of todas) {
      CANDIDATURAS.forEach((candidatura, c) => {
        const f = figuras(m, c, segunda && cambiadas.has(m.codigo) ? 1 : 0);
        out.push([
          m.codigo,
          candidatura,
          m.pais === 'Bolivia' ? 32 : 11,
          m.pais,
          1,
          m.departamento,
          8,
          0,
          1,
          'Provincia',
          1,
          m.municipio,
          3611,
          m.municipio,
          25055,
          m.recinto,
          m.numero,
          m.habilitados,
          ...f.votos,
          f.validos,
          f.blancos,
          f.nulos,
          f.emitidos,
          f.validos,
          f.emitidos,
        ]);
      });
    }
    return out;
  }
  const csv = (rows: (string | number)[][], sep: string) => {
    const celda = (s: string | number) =>
      typeof s === 'string' && (s.includes(sep) || s.includes('"')) ? `"${s.replace(/"/g, '""')}"` : s;
    return [CABECERA.join(sep), ...rows.map((r) => r.map(celda).join(sep))].join('\r\n');
  };
  async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
    const libro = new ExcelJS.Workbook();
    const hoja = libro.addWorksheet('exportacion_EG2020');
    hoja.addRow(CABECERA);
    hoja.addRows(rows);
    return Buffer.from(await libro.xlsx.writeBuffer());
  }
  const primera = filas(false);
  const segunda = filas(true);
  const archivos = {
    'CSV UTF-8': Buffer.from(csv(primera, ','), 'utf8'),
    'CSV Latin-1': Buffer.from(csv(primera, ';'), 'latin1'),
    XLSX: await xlsx(primera),
  };
  const segundaCsv = Buffer.from(csv(segunda, ';'), 'latin1');
  console.log(
    `Exportación oficial: ${fmt(primera.length)} filas (${fmt(todas.length - exterior)} mesas del registro y ` +
      `${fmt(exterior)} del exterior × ${CANDIDATURAS.length} candidaturas, ${CABECERA.length} columnas); ` +
      Object.entries(archivos)
        .map(([k, b]) => `${k} ${fmt(b.length / 1024 / 1024, 1)} MB`)
        .join(', ') +
      ` (${postgres ? 'PostgreSQL' : 'SQLite'})`,
  );

  // ---- through HTTP
  const enviar = (archivo: Buffer, aplicar: boolean, nombreArchivo: string) =>
    enviarOficial(app, new Blob([archivo]), aplicar, nombreArchivo);
  const s = (ms: number) => `${fmt(ms / 1000, 1)} s`;
  const revisiones: Record<string, number> = {};
  for (const [formato, archivo] of Object.entries(archivos)) {
    const { ms, cuerpo } = await enviar(
      archivo,
      false,
      `exportacion_EG2020.${formato === 'XLSX' ? 'xlsx' : 'csv'}`,
    );
    const r = cuerpo as { filas: number; coinciden: number; exterior: number; conErrores: unknown[] };
    revisiones[formato] = ms;
    console.log(
      `Revisión ${formato}: ${s(ms)} (${fmt(r.filas)} filas de PRESIDENTE: ${fmt(r.coinciden)} en el registro, ` +
        `${fmt(r.exterior)} del exterior, ${fmt(r.conErrores.length)} con errores)`,
    );
  }
  const aplicada = await enviar(archivos['CSV UTF-8'], true, 'exportacion_EG2020.csv');
  const primeraImp = aplicada.cuerpo as ImportacionOficial;
  console.log(
    `Aplicar CSV UTF-8 (primera instantánea): ${s(aplicada.ms)}, ${fmt(primeraImp.cambios)} mesas guardadas`,
  );
  const otra = await enviar(segundaCsv, true, 'exportacion_EG2020.csv');
  const otraImp = otra.cuerpo as ImportacionOficial;
  console.log(
    `Aplicar CSV Latin-1 con el 1 % de las mesas cambiadas: ${s(otra.ms)}, ${fmt(otraImp.cambios)} mesas guardadas ` +
      `(cambiadas ${fmt(cambiadas.size)})`,
  );
  const xlsxAplicada = await enviar(archivos.XLSX, true, 'exportacion_EG2020.xlsx');
  const xlsxImp = xlsxAplicada.cuerpo as ImportacionOficial;
  console.log(
    `Aplicar XLSX (vuelve a la primera): ${s(xlsxAplicada.ms)}, ${fmt(xlsxImp.cambios)} mesas guardadas`,
  );

  const total = (revision: number, aplicar: number) => revision + aplicar;
  goals.check(
    'revisión + aplicación, CSV UTF-8',
    total(revisiones['CSV UTF-8'] ?? 0, aplicada.ms) < 30_000,
    s(total(revisiones['CSV UTF-8'] ?? 0, aplicada.ms)),
    '< 30 s',
  );
  goals.check(
    'revisión + aplicación, CSV Latin-1 (segunda)',
    total(revisiones['CSV Latin-1'] ?? 0, otra.ms) < 30_000,
    s(total(revisiones['CSV Latin-1'] ?? 0, otra.ms)),
    '< 30 s',
  );
  goals.check(
    'revisión + aplicación, XLSX',
    total(revisiones.XLSX ?? 0, xlsxAplicada.ms) < 30_000,
    s(total(revisiones.XLSX ?? 0, xlsxAplicada.ms)),
    '< 30 s',
  );
  goals.check(
    'la primera guarda cada mesa',
    primeraImp.cambios === FILAS / 2,
    fmt(primeraImp.cambios),
    fmt(FILAS / 2),
  );
  goals.check(
    'la segunda guarda solo lo cambiado',
    otraImp.cambios === cambiadas.size,
    fmt(otraImp.cambios),
    fmt(cambiadas.size),
  );
  // The XLSX holds the first figures: only the changed mesas go back (a text read otherwise counts too).
  goals.check(
    'el XLSX deshace solo lo cambiado',
    xlsxImp.cambios === cambiadas.size,
    fmt(xlsxImp.cambios),
    fmt(cambiadas.size),
  );
} finally {
  await app.close();
  goals.finish();
}
