import {
  MENSAJES_COORDENADAS as C,
  MENSAJES_DIA_D as M,
  type PuntoRecinto,
  type ResultadoImportacion,
  listarRecintosMapa,
  importarMesas,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginConAmbito } from '../../ambito-comun.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';
import { pedir } from '../../api.js';

// Issue 28, the map: the registry CSV's optional lat;lon columns, a place per recinto.
const CABECERA = 'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados;lat;lon';

describe.each(dialects)('Día D: coordenadas de los recintos en el registro (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  const importar = async (lineas: string[], aplicar = true) => {
    const res = await pedir(t, importarMesas, {
      query: { aplicar },
      payload: lineas.join('\n'),
      headers: { 'content-type': 'text/csv' },
      cookie: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ResultadoImportacion>();
  };
  const lugares = () =>
    t.deps.db.selectFrom('dia_d_recintos').select(['codigo', 'lat', 'lon']).orderBy('codigo').execute();
  const numeros = (filas: Awaited<ReturnType<typeof lugares>>) =>
    filas.map((f) => ({
      codigo: f.codigo,
      lat: f.lat === null ? null : Number(f.lat),
      lon: f.lon === null ? null : Number(f.lon),
    }));

  it('guarda el lugar de cada recinto (punto o coma decimal, en cualquiera de sus líneas) y vacío lo deja sin lugar', async () => {
    const r = await importar([
      CABECERA,
      'La Paz;Nuestra Señora de La Paz;Colegio Ayacucho;R-1;1;M-1;200;;',
      'La Paz;Nuestra Señora de La Paz;Colegio Ayacucho;R-1;2;M-2;200;-16.4955;-68.1336',
      'Cochabamba;Cercado;Escuela Cochabamba;R-2;1;M-3;150;"-17,3895";"-66,1568"',
      'Pando;Cobija;Escuela Cobija;R-3;1;M-4;90;;',
    ]);
    expect(r).toMatchObject({ crear: 4, rechazadas: [], aplicado: true });
    expect(numeros(await lugares())).toEqual([
      { codigo: 'R-1', lat: -16.4955, lon: -68.1336 },
      { codigo: 'R-2', lat: -17.3895, lon: -66.1568 },
      { codigo: 'R-3', lat: null, lon: null },
    ]);
    // The same file again changes nothing; one without the columns keeps the places.
    expect(
      await importar([
        CABECERA,
        'La Paz;Nuestra Señora de La Paz;Colegio Ayacucho;R-1;1;M-1;200;-16.4955;-68.1336',
        'La Paz;Nuestra Señora de La Paz;Colegio Ayacucho;R-1;2;M-2;200;;',
        'Cochabamba;Cercado;Escuela Cochabamba;R-2;1;M-3;150;-17.3895;-66.1568',
        'Pando;Cobija;Escuela Cobija;R-3;1;M-4;90;;',
      ]),
    ).toMatchObject({ crear: 0, actualizar: 0, sinCambios: 4 });
    await importar([
      'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
      'Cochabamba;Cercado;Escuela Cochabamba;R-2;1;M-3;150',
    ]);
    // A new place for a recinto updates its mesas' recinto.
    expect(
      await importar([CABECERA, 'Pando;Cobija;Escuela Cobija;R-3;1;M-4;90;-11.0267;-68.7692']),
    ).toMatchObject({ actualizar: 1 });
    expect(numeros(await lugares())).toEqual([
      { codigo: 'R-1', lat: -16.4955, lon: -68.1336 },
      { codigo: 'R-2', lat: -17.3895, lon: -66.1568 },
      { codigo: 'R-3', lat: -11.0267, lon: -68.7692 },
    ]);
  });

  it('rechaza, con su número de línea y sin guardar nada, un lugar incompleto, ilegible, fuera de Bolivia o distinto al de otra línea', async () => {
    const antes = await lugares();
    const r = await importar(
      [
        CABECERA,
        'Oruro;Oruro;Escuela Oruro;R-9;1;M-91;100;-17.97;',
        'Oruro;Oruro;Escuela Oruro;R-9;2;M-92;100;diecisiete;-67.11',
        'Oruro;Oruro;Escuela Oruro;R-9;3;M-93;100;-12.05;-77.04',
        'Oruro;Oruro;Escuela Oruro;R-9;4;M-94;100;-17.97;-67.11',
        'Oruro;Oruro;Escuela Oruro;R-9;5;M-95;100;-17.98;-67.11',
        'Oruro;Oruro;Escuela Oruro;R-9;6;M-96;100',
      ],
      true,
    );
    expect(r.rechazadas).toEqual([
      { linea: 2, motivo: C.incompletas },
      { linea: 3, motivo: C.invalidas },
      { linea: 4, motivo: C.fueraDeBolivia },
      { linea: 6, motivo: C.distintas(5) },
      { linea: 7, motivo: M.columnas(9) },
    ]);
    expect(r.crear).toBe(1);
    const despues = await lugares();
    expect(numeros(despues)).toEqual([...numeros(antes), { codigo: 'R-9', lat: -17.97, lon: -67.11 }]);
    const mesas = await t.deps.db
      .selectFrom('dia_d_mesas')
      .select('codigo')
      .where('recinto_codigo', '=', 'R-9')
      .execute();
    expect(mesas.map((m) => m.codigo)).toEqual(['M-94']);
  });

  it('el mapa lista los recintos con lugar del terreno de quien pregunta, con sus mesas y actas', async () => {
    const puntos = async (cookie: string) => {
      const res = await pedir(t, listarRecintosMapa, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ recintos: PuntoRecinto[] }>().recintos;
    };
    // One acta of R-1 verified (written straight in: the submission path has its own tests).
    await t.deps.db
      .insertInto('dia_d_actas')
      .values({
        id: 'a-M-1',
        mesa_codigo: 'M-1',
        version: 1,
        origen: 'delegado',
        autor_id: 'x',
        blancos: 0,
        nulos: 0,
        foto_id: 'f',
        alerta: 0,
        creada_en: '2026-11-23T20:00:00.000Z',
      })
      .execute();
    await t.deps.db
      .insertInto('dia_d_mesa_acta')
      .values({
        mesa_codigo: 'M-1',
        acta_id: 'a-M-1',
        estado: 'verificada',
        departamento: 'la-paz',
        habilitados: 200,
      })
      .execute();
    const nacional = await puntos(admin);
    // R-3 (Pando) got its place late; every recinto without one stays off the map.
    expect(nacional.map((r) => r.codigo)).toEqual(['R-1', 'R-2', 'R-3', 'R-9']);
    expect(nacional[0]).toEqual({
      codigo: 'R-1',
      nombre: 'Colegio Ayacucho',
      departamento: 'la-paz',
      municipio: 'Nuestra Señora de La Paz',
      lat: -16.4955,
      lon: -68.1336,
      mesas: 2,
      recibidas: 1,
      verificadas: 1,
    });
    const jefa = await loginConAmbito(t, admin, 'lector', {
      nivel: 'departamento',
      departamento: 'cochabamba',
    });
    expect(await puntos(jefa)).toEqual(nacional.filter((r) => r.departamento === 'cochabamba'));
  });
});
