import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodificarArchivo, MENSAJES_OFICIALES as M } from '@comando/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { leerCsv } from '../../../src/areas/dia-d/csv.js';
import {
  errorAritmetico,
  leerArchivoOficial,
  leerXlsxExceljs,
  type FilaOficial,
} from '../../../src/areas/dia-d/oficiales/leer.js';
import { registroDesdeExportacion } from '../../../src/areas/dia-d/registro/exportacion-oficial.js';
import { leerXlsxRapido } from '../../../src/areas/dia-d/oficiales/xlsx.js';

// Issue 29: the readers against real rows of the electoral body's 2020 per-mesa export, as kept
// by the public repository EBol20/elec-bol20 (fixtures/README-exportaciones-2020.md): the
// Latin-1 CSV as published (full header), the repository's UTF-8 copy (quoted, abbreviated
// header) and the XLSX as published (one sheet per candidatura).

const fixture = (nombre: string) =>
  readFileSync(path.join(import.meta.dirname, '..', '..', 'fixtures', nombre));
const LATIN1 = fixture('exportacion_EG2020_20201019_013833-latin1.csv');
const UTF8 = fixture('exportacion_EG2020_20201020_021835-utf8.csv');
/** The party columns of the 2020 presidential ballot, in the export's order. */
const PARTIDOS_2020 = ['CREEMOS', 'ADN', 'MAS_IPSP', 'FPV', 'PAN_BOL', 'LIBRE_21', 'CC', 'JUNTOS'];
const porCodigo = (filas: FilaOficial[], codigo: string, candidatura = 'PRESIDENTE') =>
  filas.find((f) => f.codigo === codigo && f.candidatura === candidatura);

/** The real XLSX's sheets, rebuilt from its rows (the 1,2 MB book is not kept here). */
async function xlsxReal(): Promise<Buffer> {
  const hojas = JSON.parse(
    fixture('exportacion_EG2020_20201019_081834-xlsx.json').toString('utf8'),
  ) as Record<string, (string | number)[][]>;
  const libro = new ExcelJS.Workbook();
  for (const [nombre, filas] of Object.entries(hojas)) libro.addWorksheet(nombre).addRows(filas);
  return Buffer.from(await libro.xlsx.writeBuffer());
}

describe('exportaciones oficiales reales de 2020', () => {
  it('CSV Latin-1 como se publicó: cabecera completa, 16 partidos, acentos, exterior y candidaturas', async () => {
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(LATIN1)).toThrow();
    const a = await leerArchivoOficial(LATIN1);
    expect(a.columnasPartido).toEqual([
      ...PARTIDOS_2020,
      'APG',
      'CPEM_B',
      'CIDOB',
      'BIA_YUQUI',
      'CONAMAQ',
      'OICH',
      'ORCAWETA',
      'YAMINAWA',
    ]);
    expect(new Set(a.filas.map((f) => f.candidatura))).toEqual(
      new Set(['PRESIDENTE', 'DIPUTADO CIRCUNSCRIPCIÓN UNINOMINAL']),
    );
    expect(porCodigo(a.filas, '1001')).toMatchObject({
      pais: 'Alemania',
      departamento: 'Berlín',
      recinto: 'Embajada',
    });
    // The export's padding is trimmed; its figures add up on every row read.
    expect(porCodigo(a.filas, '10036')).toMatchObject({
      departamento: 'Chuquisaca',
      provincia: 'Oropeza',
      municipio: 'Sucre',
      habilitados: 220,
      validos: 168,
      emitidos: 189,
    });
    expect(a.filas.map(errorAritmetico).filter(Boolean)).toEqual([]);
    expect(a.filas).toHaveLength(24);
  });

  it('CSV Latin-1: los nombres raros se leen como el texto que son y las filas rotas se nombran por línea', async () => {
    const a = await leerArchivoOficial(LATIN1);
    // Curly quotes lost to "?" by the export, and doubled quotes in a field not enclosed: as published.
    expect(porCodigo(a.filas, '1149')?.recinto).toBe('Escuela Nº 13 D.E. 19 ?Presbítero Alberti?');
    expect(porCodigo(a.filas, '50025')?.recinto).toBe('U. E. Ismael Montes ""B"" (Temporal)');
    // `U. E. Elizardo Perez", Villa Victoria (Temporal)`: a comma outside quotes, one column too many.
    expect(a.ilegibles).toEqual([
      { linea: 24, error: M.columnasFila(41, 40) },
      { linea: 25, error: M.columnasFila(41, 40) },
    ]);
  });

  it('CSV UTF-8 con cabecera abreviada y entre comillas (DEP, MUN, HAB, VV, BL, NU) y CODIGO_MESA antes que ID_MESA', async () => {
    const a = await leerArchivoOficial(UTF8);
    expect(a.columnasPartido).toEqual(['CREEMOS', 'MAS', 'FPV', 'PAN_BOL', 'CC']);
    expect(a.ilegibles).toEqual([]);
    expect(a.filas).toHaveLength(13);
    expect(porCodigo(a.filas, '24869')).toMatchObject({
      departamento: 'La Paz',
      municipio: 'El Alto',
      recinto: 'U.E. Villa Victoria "B"',
      numero: 2,
      habilitados: 102,
      votos: { CREEMOS: 0, MAS: 58, FPV: 1, PAN_BOL: 2, CC: 26 },
      validos: 87,
      blancos: 0,
      nulos: 5,
      emitidos: 92,
    });
    expect(porCodigo(a.filas, '1004')?.recinto).toBe('Esc. Primaria Común Nº 16 Presidente Bartolome Mitre');
  });

  it('el mismo archivo UTF-8 sirve de registro: mesas de Bolivia con su ID_RECINTO, el exterior contado', () => {
    const { registros } = leerCsv(decodificarArchivo(UTF8));
    const [cabecera, ...datos] = registros;
    const r = registroDesdeExportacion(cabecera?.celdas ?? [], datos);
    expect(r?.exterior).toBe(2);
    expect(r?.registros).toHaveLength(11);
    const villa = r?.registros.find((f) => f.celdas[5] === '24869')?.celdas;
    expect(villa).toEqual(['La Paz', 'El Alto', 'U.E. Villa Victoria "B"', '25727', '2', '24869', '102']);
    expect(r?.registros.find((f) => f.celdas[5] === '32845')?.celdas.slice(2, 4)).toEqual([
      'Escuela Seccional Rodeo A',
      '5007',
    ]);
  });

  it('XLSX como se publicó: lee cada hoja (una por candidatura), con los nombres completos que el CSV no pudo dar', async () => {
    const a = await leerArchivoOficial(await xlsxReal());
    expect(a.ilegibles).toEqual([]);
    expect(a.columnasPartido).toEqual(PARTIDOS_2020);
    expect(new Set(a.filas.map((f) => f.candidatura))).toEqual(
      new Set(['PRESIDENTE', 'DIPUTADO CIRCUNSCRIPCIÓN UNINOMINAL']),
    );
    // Its figures are the CSV's for the same mesa and candidatura.
    expect(porCodigo(a.filas, '10036', 'DIPUTADO CIRCUNSCRIPCIÓN UNINOMINAL')).toMatchObject({
      validos: 134,
      blancos: 15,
      nulos: 40,
      emitidos: 189,
    });
    expect(porCodigo(a.filas, '1149')?.recinto).toBe('Escuela Nº 13 D.E. 19 “Presbítero Alberti”');
    expect(porCodigo(a.filas, '50025')?.recinto).toBe('U. E. Ismael Montes "B" (Temporal)');
    expect(porCodigo(a.filas, '50062')?.recinto).toBe('U. E. Elizardo Perez, Villa Victoria (Temporal)');
    // Numbers as numbers: the code 1001 is the text "1001".
    expect(porCodigo(a.filas, '1001')).toMatchObject({ pais: 'Alemania', validos: 141, emitidos: 141 });
    // The same mesa in the Latin-1 CSV of six hours earlier: the same figures.
    const csv = await leerArchivoOficial(LATIN1);
    const { linea: _a, recinto: _r, votos: votosCsv, ...enCsv } = porCodigo(csv.filas, '50025')!;
    const { linea: _b, recinto: _s, votos: votosXlsx, ...enXlsx } = porCodigo(a.filas, '50025')!;
    expect(enXlsx).toEqual(enCsv);
    expect(Object.entries(votosXlsx)).toEqual(Object.entries(votosCsv).filter(([p]) => p in votosXlsx));
  });
});

describe('XLSX de varias hojas', () => {
  it('un error de una hoja posterior nombra la hoja; una hoja que no es la exportación se deja fuera', async () => {
    const cabecera = [
      'CODIGO_MESA',
      'CANDIDATURA',
      'PAIS',
      'DEP',
      'MUN',
      'RECINTO',
      'NUMERO_MESA',
      'HAB',
      'CC',
      'VV',
      'BL',
      'NU',
      'VE',
    ];
    const libro = new ExcelJS.Workbook();
    libro
      .addWorksheet('Presidente')
      .addRows([
        cabecera,
        [1, 'PRESIDENTE', 'Bolivia', 'La Paz', 'El Alto', 'U.E. "B"', 1, 200, 10, 10, 1, 1, 12],
      ]);
    libro
      .addWorksheet('Diputado Uninominal')
      .addRows([
        cabecera,
        [1, 'DIPUTADO', 'Bolivia', 'La Paz', 'El Alto', 'U.E. "B"', 1, 200, 'diez', 10, 1, 1, 12],
      ]);
    libro.addWorksheet('Notas').addRows([['Fuente: OEP'], ['Corte de las 08:18']]);
    const a = await leerArchivoOficial(Buffer.from(await libro.xlsx.writeBuffer()));
    expect(a.filas.map((f) => [f.candidatura, f.codigo])).toEqual([['PRESIDENTE', '1']]);
    expect(a.ilegibles).toEqual([
      { linea: 2, error: M.enHoja('Diputado Uninominal', M.numeroInvalido('CC', 'diez')) },
    ]);
  });
});

describe('lector de XLSX', () => {
  it('lee el libro real celda por celda igual que exceljs', async () => {
    const bytes = await xlsxReal();
    const porExceljs = await leerXlsxExceljs(bytes);
    expect(leerXlsxRapido(bytes)).toEqual(porExceljs);
  });

  it('un ZIP que no es un libro responde que el XLSX no se puede leer', async () => {
    const roto = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    await expect(leerArchivoOficial(roto)).rejects.toThrow(M.xlsxIlegible);
  });
});
