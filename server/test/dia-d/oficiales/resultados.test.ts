import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  MENSAJES_GENERALES,
  MENSAJES_OFICIALES as M,
  type ImportacionOficial,
  type InstantaneaOficial,
  type RevisionOficial,
  importarResultadosOficiales,
  listarResultadosOficiales,
} from '@comando/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRO_TRES_MESAS, registroYPapeleta } from '../../dia-d-comun.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';
import { multipart, type MultipartPart } from '../../multipart.js';
import { pedir } from '../../api.js';

/** Official per-mesa exports in the 2020 layout (issue 29); the registry holds M1, M2 (La Paz) and M3 (Oruro). */
const fixture = (nombre: string) =>
  readFileSync(path.join(import.meta.dirname, '..', '..', 'fixtures', nombre));
const UTF8 = fixture('oficial-2020-utf8.csv');
const LATIN1 = fixture('oficial-2020-latin1.csv');

const PAPELETA = [
  { sigla: 'CREEMOS', nombre: 'Creemos', color: '#d9138a' },
  { sigla: 'MAS', nombre: 'Movimiento al Socialismo', color: '#1e40af' },
  { sigla: 'CC', nombre: 'Comunidad Ciudadana', color: '#f97316' },
  { sigla: 'FPV', nombre: 'Frente Para la Victoria', color: '#16a34a' },
];
const MAPEO = { CREEMOS: 'CREEMOS', 'MAS - IPSP': 'MAS', CC: 'CC', FPV: 'FPV' };
/** Both CSV fixtures: M1–M3 in the registry, M9 with no registry mesa, E1 abroad, nothing wrong. */
const CUENTAS_FIXTURES = { mapeo: MAPEO, filas: 5, coinciden: 3, exterior: 1, sinMesa: 1, conErrores: [] };

/** The 2020 file's figures as an XLSX sheet, as the electoral body also publishes it. */
async function xlsx(): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('exportacion_EG2020');
  hoja.addRow(['PAIS', 'DEP', 'PROVINCIA', 'MUN', 'RECINTO', 'NUMERO_MESA', 'CODIGO_MESA', 'CANDIDATURA']);
  hoja.getRow(1).getCell(9).value = 'HAB';
  ['CREEMOS', 'MAS - IPSP', 'CC', 'FPV', 'VV', 'BL', 'NU', 'VOTO_EMITIDO'].forEach((c, i) => {
    hoja.getRow(1).getCell(10 + i).value = c;
  });
  hoja.addRow([
    'Bolivia',
    'La Paz',
    'Murillo',
    'El Alto',
    'U.E. Villa Victoria "B"',
    1,
    'M1',
    'PRESIDENTE',
    200,
    10,
    100,
    40,
    5,
    155,
    5,
    10,
    170,
  ]);
  hoja.addRow([
    'Bolivia',
    'Oruro',
    'Cercado',
    'Oruro',
    'Escuela Nº 13',
    1,
    'M3',
    'PRESIDENTE',
    150,
    5,
    80,
    20,
    5,
    110,
    2,
    3,
    115,
  ]);
  hoja.addRow([
    'Chile',
    'Santiago',
    'Santiago',
    'Santiago',
    'Consulado',
    1,
    'E1',
    'PRESIDENTE',
    300,
    30,
    150,
    60,
    10,
    250,
    5,
    5,
    260,
  ]);
  return Buffer.from(await libro.xlsx.writeBuffer());
}

describe.each(dialects)('Día D: resultados oficiales por mesa (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
    editor = await t.login('editor');
    await registroYPapeleta(t, admin, REGISTRO_TRES_MESAS, PAPELETA);
  });
  afterAll(() => t.close());

  const enviar = (
    archivo: Buffer,
    campos: Record<string, string> = {},
    cookie = admin,
    nombre = 'exportacion_EG2020.csv',
  ) => {
    const partes: MultipartPart[] = [
      ...Object.entries(campos).map(([name, value]) => ({ name, value })),
      { name: 'archivo', filename: nombre, content: archivo, type: 'text/csv' },
    ];
    const { payload, headers } = multipart(partes);
    return pedir(t, importarResultadosOficiales, { payload, headers, cookie });
  };
  const revisar = async (archivo: Buffer, campos: Record<string, string> = {}) => {
    const res = await enviar(archivo, { aplicar: 'false', ...campos });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RevisionOficial>();
  };
  const filasGuardadas = async () => {
    const r = await t.deps.db
      .selectFrom('dia_d_oficial_mesas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  };

  it('revisa el archivo UTF-8 con cabecera completa: candidaturas, mapeo por nombre, exterior y mesas sin registro', async () => {
    const r = await revisar(UTF8);
    expect(r).toEqual({
      candidaturas: ['PRESIDENTE', 'DIPUTADO'],
      candidatura: 'PRESIDENTE',
      columnasPartido: ['CREEMOS', 'MAS - IPSP', 'CC', 'FPV'],
      ...CUENTAS_FIXTURES,
    });
    expect(await filasGuardadas()).toBe(0);
  });

  it('lee Latin-1 con punto y coma y cabeceras abreviadas entre comillas igual que el UTF-8', async () => {
    const r = await revisar(LATIN1);
    expect(r).toMatchObject({ candidaturas: ['PRESIDENTE'], ...CUENTAS_FIXTURES });
  });

  it('lee el XLSX con cabeceras abreviadas', async () => {
    const r = await revisar(await xlsx(), {});
    expect(r).toMatchObject({
      columnasPartido: ['CREEMOS', 'MAS - IPSP', 'CC', 'FPV'],
      filas: 3,
      coinciden: 2,
      exterior: 1,
      sinMesa: 0,
      conErrores: [],
    });
  });

  it('toma la candidatura pedida y el mapeo del administrador', async () => {
    const r = await revisar(UTF8, {
      candidatura: 'diputado',
      partidos: JSON.stringify({ FPV: null, CC: 'FPV' }),
    });
    expect(r.candidatura).toBe('DIPUTADO');
    expect(r.filas).toBe(1);
    expect(r.mapeo).toEqual({ ...MAPEO, CC: 'FPV', FPV: null });
  });

  it('nombra la columna obligatoria que falta', async () => {
    const res = await enviar(fixture('oficial-2020-sin-nulos.csv'), { aplicar: 'false' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: M.columnaFalta('VOTO_NULO') });
  });

  it('lista por línea las filas ilegibles y las que no cuadran, con su motivo en castellano', async () => {
    const r = await revisar(fixture('oficial-2020-errores.csv'));
    expect(r.conErrores).toEqual([
      { linea: 3, error: M.numeroInvalido('CREEMOS', 'veinte') },
      { linea: 4, error: M.columnasFila(11, 17) },
      { linea: 5, error: M.sumaValidos(75, 80) },
      { linea: 6, error: M.sumaEmitidos(77, 90) },
      { linea: 7, error: M.emitidosHabilitados(77, 50) },
      { linea: 8, error: M.mesaRepetida(2) },
    ]);
    // The rows that do not add up are the official figures all the same: read and kept.
    expect(r.filas).toBe(4);
  });

  it('rechaza un mapeo a una sigla que no está en la papeleta y no guarda nada', async () => {
    const res = await enviar(UTF8, { aplicar: 'true', partidos: JSON.stringify({ CC: 'XYZ' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: M.siglaDesconocida('XYZ') });
    expect(await filasGuardadas()).toBe(0);
  });

  it('aplicar dos veces guarda una instantánea cada vez, la segunda solo con las mesas que cambiaron', async () => {
    t.clock.set('2026-08-17T02:18:00.000Z');
    const primera = await enviar(UTF8, { aplicar: 'true' });
    expect(primera.statusCode, primera.body).toBe(200);
    const a = primera.json<ImportacionOficial>();
    expect(a.instantanea.fecha).toBe('2026-08-17T02:18:00.000Z');
    expect(a.cambios).toBe(5);
    expect(await filasGuardadas()).toBe(5);

    // The same figures again (from the Latin-1 copy, same mesas): only M9 differs (its municipio).
    t.clock.set('2026-08-17T04:00:00.000Z');
    const segunda = await enviar(LATIN1, {}, admin);
    expect(segunda.statusCode).toBe(200);
    expect(segunda.json<RevisionOficial>().filas).toBe(5);
    const aplicada = await pedir(t, importarResultadosOficiales, {
      query: { aplicar: 'true' },
      ...multipart([{ name: 'archivo', filename: 'b.csv', content: LATIN1 }]),
      cookie: admin,
    });
    expect(aplicada.statusCode, aplicada.body).toBe(200);
    const b = aplicada.json<ImportacionOficial>();
    // Latin-1 file: M9 moved to Potosí; E1 is in Perú, not Argentina.
    expect(b.cambios).toBe(2);
    expect(await filasGuardadas()).toBe(7);
    const m1 = await t.deps.db
      .selectFrom('dia_d_oficial_mesas')
      .selectAll()
      .where('mesa_codigo', '=', 'M1')
      .executeTakeFirstOrThrow();
    expect(m1).toMatchObject({
      grupo: 'la-paz',
      recinto: 'U.E. Villa Victoria "B"',
      validos: 155,
      en_registro: 1,
    });
    expect(JSON.parse(m1.votos)).toEqual({ CREEMOS: 10, MAS: 100, CC: 40, FPV: 5 });
    const e1 = await t.deps.db
      .selectFrom('dia_d_oficial_mesas')
      .select(['grupo', 'pais'])
      .where('mesa_codigo', '=', 'E1')
      .where('instantanea_id', '=', b.instantanea.id)
      .executeTakeFirstOrThrow();
    expect(e1).toEqual({ grupo: 'Exterior', pais: 'Perú' });

    const lista = await pedir(t, listarResultadosOficiales, { cookie: editor });
    expect(lista.statusCode).toBe(200);
    expect(lista.json<InstantaneaOficial[]>()).toEqual([
      {
        id: b.instantanea.id,
        fecha: '2026-08-17T04:00:00.000Z',
        candidatura: 'PRESIDENTE',
        filas: 5,
        cambios: 2,
      },
      {
        id: a.instantanea.id,
        fecha: '2026-08-17T02:18:00.000Z',
        candidatura: 'PRESIDENTE',
        filas: 5,
        cambios: 5,
      },
    ]);
  });

  it('solo un administrador importa: un editor recibe 403 y nada se guarda', async () => {
    const antes = await filasGuardadas();
    const res = await enviar(UTF8, { aplicar: 'true' }, editor);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.prohibido });
    expect(await filasGuardadas()).toBe(antes);
  });

  it('sin archivo responde 400 en castellano', async () => {
    const res = await pedir(t, importarResultadosOficiales, {
      ...multipart([{ name: 'aplicar', value: 'false' }]),
      cookie: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: M.archivoRequerido });
  });
});
