import { randomUUID } from 'node:crypto';
import {
  AJUSTES_RADAR_INICIALES,
  ETIQUETA_PENDIENTE,
  MENSAJES_PENDIENTES as M,
  PAGINA_PENDIENTES,
  type ActaPorTranscribir,
  type Defensor,
  type ListaPendientes,
  type MuestraConteo,
  type ResumenPendientes,
  guardarPartidos,
  crearDefensor,
  registrarLlegada,
  enviarActa as rutaEnviarActa,
  transcribirActa,
  asignarJefeRecinto,
  resumirPendientes,
  exportarPendientesCsv,
  listarPendientes,
  leerAjustesRadar,
  guardarAjustesRadar,
  sortearMuestra,
  leerMuestra,
  exportarMuestraCsv,
  siguienteActa,
} from '@comando/contract';
import { CompiledQuery } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentenciasDe, type Dialect } from '../../../src/db/connect.js';
import { loginConAmbito } from '../../ambito-comun.js';
import { delegadoEnMesa, registroYEleccion } from '../../dia-d-comun.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';
import { multipart } from '../../multipart.js';
import { pedir } from '../../api.js';

// Issue 28: the radar of pending mesas and the quick count's sample handled first.
// Seven planted mesas, each in one state with a near miss beside it, and 60 mesas without a
// delegate in Potosí for the paging:
//   M1 acta received, not yet transcribed       → sin-segunda-carga (M4 verified: near miss)
//   M2 acta transcribed with other figures       → en-disputa
//   M3 acta over 95 % participation, verified    → con-alerta (M4: 50 %, near miss)
//   M5, M6 delegates who have not checked in     → sin-llegada (M1..M4 checked in)
//   M5, M6, M7 without acta                      → sin-acta (after the close + 60 min)
//   M7 without delegate                          → sin-delegado (M6 has one); R2's chief on its row
const POTOSI = Array.from(
  { length: 60 },
  (_, i) => `Potosí;Potosí;Escuela Grande;R9;${i + 1};P${100 + i};100`,
);
const REGISTRO = [
  'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
  'La Paz;El Alto;Colegio Bolivia;R1;1;M1;100',
  'La Paz;El Alto;Colegio Bolivia;R1;2;M2;100',
  'La Paz;El Alto;Colegio Bolivia;R1;3;M3;100',
  'La Paz;El Alto;Colegio Bolivia;R1;4;M4;100',
  'La Paz;La Paz;Escuela Murillo;R3;1;M5;100',
  'Oruro;Oruro;Escuela Oruro;R2;1;M6;100',
  'Oruro;Oruro;Escuela Oruro;R2;2;M7;100',
  ...POTOSI,
].join('\n');
const PAPELETA = [
  { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf' },
  { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97366' },
];
const FECHA = '2026-11-23';
const NORMAL = { votos: { ALFA: 30, BETA: 18 }, blancos: 1, nulos: 1 };
const ALTA = { votos: { ALFA: 60, BETA: 35 }, blancos: 1, nulos: 1 };

async function montar(dialect: Dialect) {
  const t = await createTestApp(dialect);
  const admin = await t.login('admin');
  const editor = await t.login('editor');
  const lector = await t.loginComo('lector', 'pendientes.lector');
  await registroYEleccion(t, { admin, editor }, REGISTRO, FECHA);
  await pedir(t, guardarPartidos, { payload: PAPELETA, cookie: admin });
  // Each acta its own photo: the same photo on two mesas is itself an alert (rule foto-repetida).
  let fotos = 0;
  const nuevaFoto = () =>
    sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 255, g: 255, b: fotos++ % 256 } },
    })
      .jpeg()
      .toBuffer();
  const defensor = async (region: string, name: string, phone: string) =>
    (
      await pedir(t, crearDefensor, {
        params: { region },
        payload: { name, phone, email: `${phone}@ejemplo.bo` },
        cookie: editor,
      })
    ).json<Defensor>();
  const delegados: Record<string, string> = {};
  const delegado = async (mesa: string, region: string, name: string, phone: string) => {
    delegados[mesa] = await delegadoEnMesa(t, editor, mesa, region, { nombre: name, telefono: phone });
  };
  const llegar = (mesa: string) =>
    pedir(t, registrarLlegada, { payload: { id: randomUUID() }, cookie: delegados[mesa] });
  const enviarActa = async (mesa: string, f: typeof NORMAL): Promise<string> => {
    const id = randomUUID();
    const cuerpo = multipart([
      { name: 'id', value: id },
      { name: 'votos', value: JSON.stringify(f.votos) },
      { name: 'blancos', value: String(f.blancos) },
      { name: 'nulos', value: String(f.nulos) },
      { name: 'foto', filename: 'acta.jpg', type: 'image/jpeg', content: await nuevaFoto() },
    ]);
    const r = await pedir(t, rutaEnviarActa, {
      payload: cuerpo.payload,
      headers: cuerpo.headers,
      cookie: delegados[mesa],
    });
    if (r.statusCode !== 201) throw new Error(`acta ${mesa}: ${r.statusCode} ${r.body}`);
    return id;
  };
  const transcribir = (id: string, f: typeof NORMAL) =>
    pedir(t, transcribirActa, { params: { id }, payload: f, cookie: editor });
  return { t, admin, editor, lector, defensor, delegado, llegar, enviarActa, transcribir };
}

type Montaje = Awaited<ReturnType<typeof montar>>;

describe.each(dialects)('Día D: el radar de mesas pendientes (%s)', (dialect) => {
  let m: Montaje;
  let t: TestApp;

  beforeAll(async () => {
    m = await montar(dialect);
    t = m.t;
    for (const [mesa, region, nombre, tel] of [
      ['M1', 'la-paz', 'Ana Quispe', '70000001'],
      ['M2', 'la-paz', 'Beto Choque', '70000002'],
      ['M3', 'la-paz', 'Carla Mamani', '70000003'],
      ['M4', 'la-paz', 'Dora Condori', '70000004'],
      ['M5', 'la-paz', 'Eva Flores', '70000005'],
      ['M6', 'oruro', 'Félix Rojas', '70000006'],
    ] as const)
      await m.delegado(mesa, region, nombre, tel);
    const jefe = await m.defensor('oruro', 'Gina Jefa', '71111111');
    await pedir(t, asignarJefeRecinto, {
      params: { codigo: 'R2' },
      payload: { defensorId: jefe.id },
      cookie: m.editor,
    });
    for (const mesa of ['M1', 'M2', 'M3', 'M4']) expect((await m.llegar(mesa)).statusCode).toBe(200);
    // Figures of their own per mesa: the same figures twice in a recinto are an alert too.
    await m.enviarActa('M1', NORMAL);
    const deM2 = { ...NORMAL, votos: { ALFA: 31, BETA: 18 } };
    const m2 = await m.enviarActa('M2', deM2);
    expect((await m.transcribir(m2, { ...deM2, blancos: 9 })).json()).toEqual({ estado: 'disputa' });
    const m3 = await m.enviarActa('M3', ALTA);
    expect((await m.transcribir(m3, ALTA)).json()).toEqual({ estado: 'verificada' });
    const deM4 = { ...NORMAL, votos: { ALFA: 32, BETA: 18 } };
    const m4 = await m.enviarActa('M4', deM4);
    expect((await m.transcribir(m4, deM4)).json()).toEqual({ estado: 'verificada' });
  });
  afterAll(() => t.close());

  const pendientes = async (consulta: string, cookie = m.lector) => {
    const r = await pedir(t, listarPendientes, { query: consulta, cookie });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<ListaPendientes>();
  };
  const codigos = async (consulta: string, cookie?: string) =>
    (await pendientes(consulta, cookie)).mesas.map((x) => x.codigo);

  it('sin delegado: la mesa sin delegado, con el jefe de su recinto; no la que tiene delegado', async () => {
    const r = await pendientes('estado=sin-delegado&departamento=oruro');
    expect(r).toEqual({
      total: 1,
      siguiente: null,
      desde: null,
      mesas: [
        {
          codigo: 'M7',
          recinto: 'Escuela Oruro',
          municipio: 'Oruro',
          departamento: 'oruro',
          estado: 'sin-delegado',
          delegado: null,
          jefe: { nombre: 'Gina Jefa', celular: '71111111' },
        },
      ],
    });
  });

  it('sin delegado: página a página por cursor, 61 en total, ninguna repetida', async () => {
    const primera = await pendientes('estado=sin-delegado');
    expect(primera.total).toBe(61);
    expect(primera.mesas).toHaveLength(PAGINA_PENDIENTES);
    expect(primera.siguiente).toBe(primera.mesas.at(-1)?.codigo);
    const segunda = await pendientes(`estado=sin-delegado&despues=${primera.siguiente}`);
    expect(segunda.mesas).toHaveLength(11);
    expect(segunda.siguiente).toBeNull();
    const todas = [...primera.mesas, ...segunda.mesas].map((x) => x.codigo);
    expect(new Set(todas).size).toBe(61);
    expect(todas).toContain('M7');
    expect(todas).not.toContain('M6');
    expect(todas).toEqual([...todas].sort());
  });

  it('sin llegada: solo desde la hora configurada (08:30 en La Paz); el delegado que llegó no figura', async () => {
    t.clock.set('2026-11-23T12:29:00Z'); // 08:29 in La Paz
    const antes = await pendientes('estado=sin-llegada');
    expect(antes).toEqual({ total: 0, mesas: [], siguiente: null, desde: '2026-11-23T12:30:00.000Z' });
    t.clock.set('2026-11-23T12:30:00Z');
    const r = await pendientes('estado=sin-llegada');
    expect(r.mesas).toEqual([
      {
        codigo: 'M5',
        recinto: 'Escuela Murillo',
        municipio: 'La Paz',
        departamento: 'la-paz',
        estado: 'sin-llegada',
        delegado: { nombre: 'Eva Flores', celular: '70000005' },
        jefe: null,
      },
      {
        codigo: 'M6',
        recinto: 'Escuela Oruro',
        municipio: 'Oruro',
        departamento: 'oruro',
        estado: 'sin-llegada',
        delegado: { nombre: 'Félix Rojas', celular: '70000006' },
        jefe: { nombre: 'Gina Jefa', celular: '71111111' },
      },
    ]);
    expect(r.total).toBe(2);
  });

  it('sin acta: desde 60 minutos después del cierre de las 16:00; las mesas con acta no figuran', async () => {
    t.clock.set('2026-11-23T20:59:00Z'); // 16:59
    expect((await pendientes('estado=sin-acta')).desde).toBe('2026-11-23T21:00:00.000Z');
    expect((await pendientes('estado=sin-acta')).total).toBe(0);
    t.clock.set('2026-11-23T21:00:00Z');
    expect(await codigos('estado=sin-acta&departamento=la-paz')).toEqual(['M5']);
    expect(await codigos('estado=sin-acta&departamento=oruro')).toEqual(['M6', 'M7']);
    expect((await pendientes('estado=sin-acta')).total).toBe(63);
  });

  it('acta sin segunda carga, en disputa y con alerta: cada una con su mesa y sin sus vecinas', async () => {
    expect(await codigos('estado=sin-segunda-carga')).toEqual(['M1']);
    expect(await codigos('estado=en-disputa')).toEqual(['M2']);
    const alerta = await pendientes('estado=con-alerta');
    expect(alerta.mesas.map((x) => [x.codigo, x.estado, x.delegado?.nombre])).toEqual([
      ['M3', 'con-alerta', 'Carla Mamani'],
    ]);
  });

  it('los conteos por nivel: departamentos, municipios de uno, recintos de un municipio', async () => {
    t.clock.set('2026-11-23T21:00:00Z');
    const resumen = async (consulta: string) =>
      (await pedir(t, resumirPendientes, { query: consulta, cookie: m.lector })).json<ResumenPendientes>();
    expect(await resumen('estado=sin-acta')).toEqual({
      total: 63,
      nivel: 'departamento',
      grupos: [
        { id: 'la-paz', nombre: 'La Paz', n: 1 },
        { id: 'oruro', nombre: 'Oruro', n: 2 },
        { id: 'potosi', nombre: 'Potosí', n: 60 },
      ],
    });
    expect(await resumen('estado=sin-segunda-carga&departamento=la-paz')).toEqual({
      total: 1,
      nivel: 'municipio',
      grupos: [{ id: 'El Alto', nombre: 'El Alto', n: 1 }],
    });
    expect(await resumen('estado=sin-acta&departamento=la-paz&municipio=La%20Paz')).toEqual({
      total: 1,
      nivel: 'recinto',
      grupos: [{ id: 'R3', nombre: 'Escuela Murillo', n: 1 }],
    });
  });

  it('un usuario de un departamento ve solo su terreno: lista, conteos y CSV', async () => {
    t.clock.set('2026-11-23T21:00:00Z');
    const oruro = await loginConAmbito(t, m.admin, 'lector', {
      nivel: 'departamento',
      departamento: 'oruro',
    });
    expect(await codigos('estado=sin-acta', oruro)).toEqual(['M6', 'M7']);
    expect(await codigos('estado=sin-acta&departamento=la-paz', oruro)).toEqual([]);
    expect(await codigos('estado=sin-segunda-carga', oruro)).toEqual([]);
    const resumen = (
      await pedir(t, resumirPendientes, { query: { estado: 'sin-acta' }, cookie: oruro })
    ).json<ResumenPendientes>();
    expect(resumen.grupos).toEqual([{ id: 'oruro', nombre: 'Oruro', n: 2 }]);
    const csv = await pedir(t, exportarPendientesCsv, { query: { estado: 'sin-acta' }, cookie: oruro });
    expect(csv.body.trim().split('\r\n').slice(1)).toEqual([
      `M6;Escuela Oruro;Oruro;Oruro;${ETIQUETA_PENDIENTE['sin-acta']};Félix Rojas;70000006;Gina Jefa;71111111`,
      `M7;Escuela Oruro;Oruro;Oruro;${ETIQUETA_PENDIENTE['sin-acta']};;;Gina Jefa;71111111`,
    ]);
  });

  it('el CSV del filtro se descarga y queda en el registro de cambios con su consulta', async () => {
    const r = await pedir(t, exportarPendientesCsv, { query: { estado: 'en-disputa' }, cookie: m.lector });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="pendientes-en-disputa-/);
    expect(r.body.split('\r\n')).toHaveLength(3);
    const registro = await t.deps.db
      .selectFrom('auditoria')
      .select(['accion', 'ruta', 'detalle'])
      .where('accion', '=', 'descargar_csv')
      .where('ruta', '=', 'GET /api/dia-d/pendientes.csv')
      .execute();
    expect(registro.map((x) => x.detalle)).toContainEqual(expect.stringContaining('en-disputa'));
  });

  it('sin estado lee el primero, sin delegado', async () => {
    const sin = await pedir(t, listarPendientes, { cookie: m.lector });
    const con = await pedir(t, listarPendientes, { query: { estado: 'sin-delegado' }, cookie: m.lector });
    expect(sin.statusCode).toBe(200);
    expect(sin.json()).toEqual(con.json());
  });

  it('rechaza un estado o un filtro que no existe, en español', async () => {
    for (const [consulta, error] of [
      ['estado=perdida', M.estadoInvalido],
      ['estado=', M.estadoInvalido],
      ['estado=sin-acta&departamento=marte', M.filtroInvalido],
      ['estado=sin-acta&muestra=quizas', M.filtroInvalido],
    ] as const) {
      const r = await pedir(t, listarPendientes, { query: consulta, cookie: m.lector });
      expect(r.statusCode, consulta).toBe(400);
      expect(r.json()).toEqual({ error: error });
    }
  });

  it('las horas del radar: todos las leen, solo un admin las cambia (auditado), con errores en español', async () => {
    const leer = await pedir(t, leerAjustesRadar, { cookie: m.lector });
    expect(leer.json()).toEqual(AJUSTES_RADAR_INICIALES);
    const nuevas = { horaLlegada: '09:00', horaCierre: '17:00', minutosActa: 30 };
    const editor = await pedir(t, guardarAjustesRadar, { payload: nuevas, cookie: m.editor });
    expect(editor.statusCode).toBe(403);
    const mal = await pedir(t, guardarAjustesRadar, {
      payload: { ...nuevas, minutosActa: 721 },
      cookie: m.admin,
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toEqual({ error: M.minutosInvalidos });
    expect((await pedir(t, leerAjustesRadar, { cookie: m.lector })).json()).toEqual(AJUSTES_RADAR_INICIALES);
    const ok = await pedir(t, guardarAjustesRadar, { payload: nuevas, cookie: m.admin });
    expect(ok.json()).toEqual(nuevas);
    t.clock.set('2026-11-23T12:45:00Z'); // 08:45: before the new 09:00
    expect(await pendientes('estado=sin-llegada')).toMatchObject({
      total: 0,
      desde: '2026-11-23T13:00:00.000Z',
    });
    t.clock.set('2026-11-23T21:29:00Z'); // 17:29: before 17:30
    expect((await pendientes('estado=sin-acta')).total).toBe(0);
    t.clock.set('2026-11-23T21:30:00Z');
    expect((await pendientes('estado=sin-acta')).total).toBe(63);
    const auditado = await t.deps.db
      .selectFrom('auditoria')
      .select('ruta')
      .where('ruta', '=', 'PUT /api/dia-d/pendientes/ajustes')
      .execute();
    expect(auditado).toHaveLength(1);
    await pedir(t, guardarAjustesRadar, { payload: AJUSTES_RADAR_INICIALES, cookie: m.admin });
  });
});

describe.each(dialects)('Día D: la muestra del conteo rápido primero (%s)', (dialect) => {
  let m: Montaje;
  let t: TestApp;
  let muestra: MuestraConteo;

  beforeAll(async () => {
    m = await montar(dialect);
    t = m.t;
    const sorteo = await pedir(t, sortearMuestra, {
      payload: { tamano: 4, semilla: 'radar' },
      cookie: m.admin,
    });
    expect(sorteo.statusCode).toBe(200);
    muestra = (await pedir(t, leerMuestra, { cookie: m.lector })).json<MuestraConteo>();
  });
  afterAll(() => t.close());

  it('GET /api/dia-d/muestra: tamaño, semilla, mesas por departamento y su lista', async () => {
    const enBase = await t.deps.db.selectFrom('dia_d_muestra').select(['mesa_codigo', 'estrato']).execute();
    expect(muestra.tamano).toBe(enBase.length);
    expect(muestra.semilla).toBe('radar');
    expect(muestra.mesas).toEqual(enBase.map((x) => x.mesa_codigo).sort());
    const porDepartamento: Record<string, number> = {};
    for (const x of enBase) porDepartamento[x.estrato] = (porDepartamento[x.estrato] ?? 0) + 1;
    expect(muestra.porDepartamento).toEqual(porDepartamento);
    expect(Object.values(muestra.recibidasPorDepartamento).every((n) => n === 0)).toBe(true);
  });

  it('un usuario de un departamento recibe solo las mesas sorteadas de su terreno', async () => {
    const potosi = await loginConAmbito(t, m.admin, 'lector', {
      nivel: 'departamento',
      departamento: 'potosi',
    });
    const suya = (await pedir(t, leerMuestra, { cookie: potosi })).json<MuestraConteo>();
    expect(suya.mesas).toEqual(muestra.mesas.filter((c) => c.startsWith('P')));
    expect(suya.mesas.length).toBeGreaterThan(0);
    expect(Object.keys(suya.porDepartamento)).toEqual(['potosi']);
    const csv = await pedir(t, exportarMuestraCsv, { cookie: potosi });
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(';')[0]),
    ).toEqual(suya.mesas);
  });

  it('el radar filtra la muestra (muestra=true)', async () => {
    const r = (
      await pedir(t, listarPendientes, {
        query: { estado: 'sin-delegado', muestra: 'true' },
        cookie: m.lector,
      })
    ).json<ListaPendientes>();
    expect(r.mesas.map((x) => x.codigo)).toEqual(muestra.mesas);
    expect(r.total).toBe(muestra.tamano);
  });

  it('siguiente entrega primero las actas de la muestra, aunque hayan llegado después', async () => {
    const muestreada = muestra.mesas.find((c) => c.startsWith('P'))!;
    const otra = ['P100', 'P101', 'P102', 'P103'].find((c) => !muestra.mesas.includes(c))!;
    await m.delegado(otra, 'potosi', 'Hugo Otra', '72000001');
    await m.delegado(muestreada, 'potosi', 'Iris Muestra', '72000002');
    const primeraEnLlegar = await m.enviarActa(otra, NORMAL);
    t.clock.set('2026-11-23T22:00:00Z');
    const despues = await m.enviarActa(muestreada, NORMAL);
    const siguiente = await pedir(t, siguienteActa, { cookie: m.editor });
    expect(siguiente.json<ActaPorTranscribir>().id).toBe(despues);
    expect((await m.transcribir(despues, NORMAL)).json()).toEqual({ estado: 'verificada' });
    const luego = await pedir(t, siguienteActa, { cookie: m.editor });
    expect(luego.json<ActaPorTranscribir>().id).toBe(primeraEnLlegar);
    const ahora = (await pedir(t, leerMuestra, { cookie: m.lector })).json<MuestraConteo>();
    expect(ahora.recibidasPorDepartamento.potosi).toBe(1);
  });
});

// Like the acta's hot path (dia-d-actas.test.ts): no state of the radar reads a whole large
// table, but `sin-acta`, an absence, which reads the mesas in code order through their key.
describe('las consultas del radar usan índices (sqlite)', () => {
  let m: Montaje;
  beforeAll(async () => {
    m = await montar('sqlite');
  });
  afterAll(() => m.t.close());

  it.each(['sin-delegado', 'sin-llegada', 'sin-segunda-carga', 'en-disputa', 'con-alerta', 'sin-acta'])(
    '%s: lista, total y conteos sin recorrer una tabla entera',
    async (estado) => {
      const db = m.t.deps.db;
      m.t.clock.set('2026-11-23T23:00:00Z');
      const sentencias = await sentenciasDe(db, async () => {
        for (const [ruta, query] of [
          [listarPendientes, { estado }],
          [listarPendientes, { estado, despues: 'M1', muestra: 'true' }],
          [resumirPendientes, { estado }],
          [resumirPendientes, { estado, departamento: 'oruro' }],
        ] as const)
          expect((await pedir(m.t, ruta, { query, cookie: m.lector })).statusCode).toBe(200);
      });
      const consultas = sentencias.filter((s) => /\bdia_d_mesas\b/.test(s));
      expect(consultas.length).toBeGreaterThanOrEqual(6);
      const recorridos: string[] = [];
      for (const texto of consultas) {
        const parametros = Array.from({ length: (texto.match(/\?/g) ?? []).length }, () => null);
        const plan = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${texto}`, parametros),
        );
        for (const { detail } of plan.rows) if (/^SCAN /.test(detail)) recorridos.push(detail);
      }
      // sin-acta, an absence (no index lists what is missing): it reads the ground's mesas, or
      // its recintos in order for the counts by place; no other table whole.
      const sinPermiso =
        estado === 'sin-acta' ? recorridos.filter((r) => !/^SCAN (m|r)\b/.test(r)) : recorridos;
      expect(sinPermiso).toEqual([]);
    },
  );
});
