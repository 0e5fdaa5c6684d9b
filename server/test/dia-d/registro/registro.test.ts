import {
  MENSAJES_DIA_D as M,
  MENSAJES_GENERALES,
  MESAS_POR_PAGINA,
  type Cobertura,
  type Defensor,
  type ListaMesas,
  type Mesa,
  type RegionTerritorial,
  type ResultadoAsignacion,
  type ResultadoImportacion,
  importarMesas,
  listarMesas,
  crearDefensor,
  asignarDelegado,
  obtenerRegion,
  obtenerCobertura,
  importarDelegados,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESAS_2026, registroSintetico } from '../../../src/areas/dia-d/registro/sintetico.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';
import { pedir, type Consulta } from '../../api.js';

/** A registry import's answer: nothing refused, nothing abroad, unless said. */
const importacion = (r: Partial<ResultadoImportacion>): ResultadoImportacion => ({
  crear: 0,
  actualizar: 0,
  sinCambios: 0,
  rechazadas: [],
  exterior: 0,
  aplicado: false,
  ...r,
});

const CABECERA = 'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados';
const REGISTRO = [
  CABECERA,
  'La Paz;Nuestra Señora de La Paz;Colegio Ayacucho;R-LP-1;1;LP0001;210',
  'La Paz;Nuestra Señora de La Paz;Colegio Ayacucho;R-LP-1;2;LP0002;205',
  'La Paz;El Alto;Unidad Educativa Bolivia;R-LP-2;1;LP0003;198',
  'Santa Cruz;Santa Cruz de la Sierra;Colegio Nacional Florida;R-SC-1;1;SC0001;220',
  'potosi;Potosí;Escuela Potosí;R-PT-1;1;PT0001;150',
].join('\n');

describe.each(dialects)('Día D: registro de mesas (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
    editor = await t.login('editor');
  });
  afterAll(() => t.close());

  const importar = (csv: string, aplicar: boolean, cookie = admin, tipo = 'text/csv; charset=utf-8') =>
    pedir(t, importarMesas, {
      query: { aplicar },
      payload: csv,
      headers: { 'content-type': tipo },
      cookie,
    });
  const mesas = async (query: Consulta = {}) => {
    const res = await pedir(t, listarMesas, { query, cookie: editor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListaMesas>();
  };
  const cobertura = async (query: Consulta = {}) => {
    const res = await pedir(t, obtenerCobertura, { query, cookie: editor });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Cobertura>();
  };

  it('la revisión cuenta lo que haría y no guarda nada', async () => {
    const res = await importar(REGISTRO, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(importacion({ crear: 5, actualizar: 0, sinCambios: 0, aplicado: false }));
    expect((await mesas()).total).toBe(0);
  });

  it('solo un administrador importa; un editor recibe 403 y no se guarda nada', async () => {
    const res = await importar(REGISTRO, true, editor);
    expect(res.statusCode).toBe(403);
    expect((await mesas()).total).toBe(0);
  });

  it('exige el CSV como text/csv: text/plain (enviable por un formulario ajeno) es rechazado', async () => {
    const res = await importar(REGISTRO, true, admin, 'text/plain');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.solicitudRechazada });
    const json = await pedir(t, importarMesas, {
      query: { aplicar: 'true' },
      payload: { csv: REGISTRO },
      cookie: admin,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: M.csvTipo });
    expect((await mesas()).total).toBe(0);
  });

  it('aplica en una transacción, y reimportar el mismo archivo no cambia nada', async () => {
    const res = await importar(`\uFEFF${REGISTRO}`, true);
    expect(res.json()).toEqual(importacion({ crear: 5, actualizar: 0, sinCambios: 0, aplicado: true }));
    const lista = await mesas();
    expect(lista.total).toBe(5);
    expect(lista.mesas[0]).toEqual({
      codigo: 'LP0001',
      numero: 1,
      habilitados: 210,
      recinto: {
        codigo: 'R-LP-1',
        nombre: 'Colegio Ayacucho',
        municipio: 'Nuestra Señora de La Paz',
        departamento: 'la-paz',
      },
      delegado: null,
      llegada: null,
    } satisfies Mesa);
    const otra = await importar(REGISTRO.replaceAll(';', ','), true);
    expect(otra.json()).toEqual(importacion({ crear: 0, actualizar: 0, sinCambios: 5, aplicado: true }));
  });

  it('cuenta las actualizaciones y nunca borra una mesa que falta en el archivo', async () => {
    const cambiado = [CABECERA, 'La Paz;Nuestra Señora de La Paz;Colegio Ayacucho;R-LP-1;1;LP0001;215'].join(
      '\r\n',
    );
    const res = await importar(cambiado, true);
    expect(res.json()).toMatchObject({ crear: 0, actualizar: 1, sinCambios: 0, rechazadas: [] });
    const lista = await mesas();
    expect(lista.total).toBe(5);
    expect(lista.mesas.find((m) => m.codigo === 'LP0001')?.habilitados).toBe(215);
    await importar(REGISTRO, true);
  });

  it('rechaza cada línea mala con su número y un motivo en español, y guarda las buenas solo al aplicar', async () => {
    const csv = [
      CABECERA,
      'Narnia;X;Recinto;R-X;1;X0001;100',
      'La Paz;;Recinto;R-X;1;X0002;100',
      'La Paz;El Alto;;R-X;1;X0003;100',
      'La Paz;El Alto;Recinto;;1;X0004;100',
      'La Paz;El Alto;Recinto;R-X;cero;X0005;100',
      'La Paz;El Alto;Recinto;R-X;1;;100',
      'La Paz;El Alto;Recinto;R-X;1;CODIGO-MUY-LARGO;100',
      'La Paz;El Alto;Recinto;R-X;1;X0008;12,5',
      'La Paz;El Alto;Recinto;R-X;1;X0009;-3',
      'La Paz;El Alto;Recinto;R-X;1;X0010',
      'La Paz;El Alto;Recinto Nuevo;R-N;1;N0001;100',
      'La Paz;El Alto;Recinto Nuevo;R-N;2;N0001;100',
      'Oruro;Oruro;Recinto Nuevo;R-N;3;N0002;100',
    ].join('\n');
    const seco = await importar(csv, false);
    const esperado: ResultadoImportacion['rechazadas'] = [
      { linea: 2, motivo: M.departamentoDesconocido('Narnia') },
      { linea: 3, motivo: M.municipioRequerido },
      { linea: 4, motivo: M.recintoRequerido },
      { linea: 5, motivo: M.codigoRecintoRequerido },
      { linea: 6, motivo: M.numeroMesa },
      { linea: 7, motivo: M.codigoMesaRequerido },
      { linea: 8, motivo: M.codigoMesaLargo },
      { linea: 9, motivo: M.habilitados },
      { linea: 10, motivo: M.habilitados },
      { linea: 11, motivo: M.columnas(7) },
      { linea: 13, motivo: M.mesaDuplicada(12) },
      { linea: 14, motivo: M.recintoDistinto(12) },
    ];
    expect(seco.json()).toEqual(importacion({ crear: 1, rechazadas: esperado }));
    expect((await mesas()).total).toBe(5);
    const aplicado = await importar(csv, true);
    expect(aplicado.json<ResultadoImportacion>().crear).toBe(1);
    expect((await mesas()).total).toBe(6);
  });

  it('rechaza el archivo entero sin cabecera o vacío', async () => {
    for (const [csv, error] of [
      ['', M.csvVacio],
      ['La Paz;El Alto;Recinto;R-X;1;X1;100', M.csvCabecera],
    ] as const) {
      const res = await importar(csv, false);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    const res = await pedir(t, importarMesas, {
      query: { aplicar: 'quizas' },
      payload: REGISTRO,
      headers: { 'content-type': 'text/csv' },
      cookie: admin,
    });
    expect(res.json()).toEqual({ error: M.aplicarInvalido });
  });

  it('filtra por departamento, municipio, recinto, texto y sin delegado', async () => {
    expect((await mesas({ departamento: 'la-paz' })).total).toBe(4);
    expect(
      (await mesas({ departamento: 'la-paz', municipio: 'El Alto' })).mesas.map((m) => m.codigo),
    ).toEqual(['LP0003', 'N0001']);
    expect((await mesas({ recinto: 'R-LP-1' })).total).toBe(2);
    expect((await mesas({ q: 'florida' })).mesas.map((m) => m.codigo)).toEqual(['SC0001']);
    expect((await mesas({ q: 'pt00' })).mesas.map((m) => m.codigo)).toEqual(['PT0001']);
    expect((await mesas({ q: '%' })).total).toBe(0);
    expect((await mesas({ sinDelegado: 'true' })).total).toBe(6);
    const malo = await pedir(t, listarMesas, { query: { departamento: 'narnia' }, cookie: editor });
    expect(malo.statusCode).toBe(400);
  });

  it('asigna un defensor de su departamento; su Casilla pasa a ser el código de la mesa', async () => {
    const crear = await pedir(t, crearDefensor, {
      params: { region: 'la-paz' },
      payload: { name: 'Ana Quispe', phone: '+591 70000001', email: 'ana@ejemplo.bo' },
      cookie: editor,
    });
    const ana = crear.json<Defensor>();
    const otro = await pedir(t, crearDefensor, {
      params: { region: 'oruro' },
      payload: { name: 'Luis Mamani', phone: '70000002', email: 'luis@ejemplo.bo' },
      cookie: editor,
    });
    const luis = otro.json<Defensor>();

    const mal = await pedir(t, asignarDelegado, {
      params: { codigo: 'LP0001' },
      payload: { defensorId: luis.id },
      cookie: editor,
    });
    expect(mal.statusCode).toBe(409);
    expect(mal.json()).toEqual({ error: M.otroDepartamento });

    const ok = await pedir(t, asignarDelegado, {
      params: { codigo: 'LP0001' },
      payload: { defensorId: ana.id },
      cookie: editor,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Mesa>().delegado).toEqual({ id: ana.id, nombre: 'Ana Quispe', celular: '+591 70000001' });
    const region = await pedir(t, obtenerRegion, { params: { region: 'la-paz' }, cookie: editor });
    expect(region.json<RegionTerritorial>().defenders[0]?.pollingStation).toBe('LP0001');

    // One mesa per defender: a new assignment moves her.
    await pedir(t, asignarDelegado, {
      params: { codigo: 'LP0002' },
      payload: { defensorId: ana.id },
      cookie: editor,
    });
    expect((await mesas({ sinDelegado: 'true' })).mesas.map((m) => m.codigo)).toContain('LP0001');
    expect((await mesas({ recinto: 'R-LP-1' })).mesas.find((m) => m.codigo === 'LP0002')?.delegado?.id).toBe(
      ana.id,
    );

    const cob = await cobertura();
    expect(cob.total).toEqual({ mesas: 6, conDelegado: 1, presentes: 0 });
    expect(cob.departamentos.find((d) => d.id === 'la-paz')).toEqual({
      id: 'la-paz',
      nombre: 'La Paz',
      mesas: 4,
      conDelegado: 1,
      presentes: 0,
    });
    const detalle = await cobertura({ departamento: 'la-paz', municipio: 'Nuestra Señora de La Paz' });
    expect(detalle.municipios?.map((m) => [m.nombre, m.mesas, m.conDelegado])).toEqual([
      ['El Alto', 2, 0],
      ['Nuestra Señora de La Paz', 2, 1],
    ]);
    expect(detalle.recintos).toEqual([
      { id: 'R-LP-1', nombre: 'Colegio Ayacucho', mesas: 2, conDelegado: 1, presentes: 0 },
    ]);
  });

  it('una importación no mueve de departamento una mesa con delegado', async () => {
    const csv = [CABECERA, 'Oruro;Oruro;Colegio Ayacucho;R-LP-1;2;LP0002;205'].join('\n');
    const res = await importar(csv, true);
    expect(res.json<ResultadoImportacion>().rechazadas).toEqual([
      { linea: 2, motivo: M.mesaConDelegadoOtroDepartamento },
    ]);
    expect((await mesas({ departamento: 'la-paz' })).total).toBe(4);
  });

  it('asigna en bloque desde un CSV telefono;codigo_mesa, con revisión y motivos', async () => {
    await pedir(t, crearDefensor, {
      params: { region: 'santa-cruz' },
      payload: { name: 'Rosa Vaca', phone: '71234567', email: 'rosa@ejemplo.bo' },
      cookie: editor,
    });
    const csv = [
      'telefono;codigo_mesa',
      '+591 71234567;SC0001',
      '79999999;SC0001',
      '70000002;LP0003',
      '71234567;NOEXISTE',
    ].join('\n');
    const enviar = (aplicar: boolean) =>
      pedir(t, importarDelegados, {
        query: { aplicar },
        payload: csv,
        headers: { 'content-type': 'text/csv' },
        cookie: editor,
      });
    const seco = (await enviar(false)).json<ResultadoAsignacion>();
    expect(seco).toEqual({
      asignar: 1,
      sinCambios: 0,
      aplicado: false,
      rechazadas: [
        { linea: 3, motivo: M.telefonoDesconocido('79999999') },
        { linea: 4, motivo: M.otroDepartamento },
        { linea: 5, motivo: M.mesaDesconocida('NOEXISTE') },
      ],
    });
    expect((await mesas({ q: 'SC0001' })).mesas[0]?.delegado).toBeNull();
    expect((await enviar(true)).json<ResultadoAsignacion>().asignar).toBe(1);
    expect((await mesas({ q: 'SC0001' })).mesas[0]?.delegado?.nombre).toBe('Rosa Vaca');
    expect((await enviar(true)).json<ResultadoAsignacion>()).toMatchObject({ asignar: 0, sinCambios: 1 });
  });

  it('pagina por cursor sin repetir ni saltar mesas', async () => {
    const res = await importar(registroSintetico(0.01), true);
    expect(res.statusCode).toBe(200);
    const vistos: string[] = [];
    let cursor: string | null = '';
    let total = 0;
    while (cursor !== null) {
      const pagina: ListaMesas = await mesas({ departamento: 'la-paz', ...(cursor ? { cursor } : {}) });
      expect(pagina.mesas.length).toBeLessThanOrEqual(MESAS_POR_PAGINA);
      vistos.push(...pagina.mesas.map((m) => m.codigo));
      total = pagina.total;
      cursor = pagina.siguiente;
    }
    expect(vistos.length).toBe(total);
    expect(new Set(vistos).size).toBe(total);
    expect(total).toBeGreaterThan(MESAS_POR_PAGINA);
  });
});

describe('Día D: registro completo de 2026', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('importa las 33.439 mesas en menos de 30 s en SQLite, con los totales por departamento', async () => {
    const admin = await t.login('admin');
    const csv = registroSintetico();
    const inicio = performance.now();
    const res = await pedir(t, importarMesas, {
      query: { aplicar: 'true' },
      payload: csv,
      headers: { 'content-type': 'text/csv' },
      cookie: admin,
    });
    const ms = performance.now() - inicio;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ResultadoImportacion>()).toMatchObject({ crear: 33439, rechazadas: [] });
    expect(ms).toBeLessThan(30_000);
    const cob = (await pedir(t, obtenerCobertura, { cookie: admin })).json<Cobertura>();
    expect(cob.total.mesas).toBe(33439);
    expect(Object.fromEntries(cob.departamentos.map((d) => [d.id, d.mesas]))).toEqual(MESAS_2026);
    const lista = (await pedir(t, listarMesas, { cookie: admin })).json<ListaMesas>();
    expect(lista.total).toBe(33439);
    expect(lista.mesas).toHaveLength(MESAS_POR_PAGINA);
  }, 60_000);
});
