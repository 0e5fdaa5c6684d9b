import { randomUUID } from 'node:crypto';
import {
  EXPLICACION_ALERTA as E,
  listarAlertas,
  listarMesasActas,
  MENSAJES_ALERTAS as M,
  MENSAJES_GENERALES,
  revisarAlerta,
  type Alerta,
  type Partido,
  type Regla,
  enviarActa,
  guardarPartidos,
  registrarLlegada,
  transcribirActa,
} from '@comando/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, pedir } from '../../api.js';
import { loginConAmbito } from '../../ambito-comun.js';
import { delegadoEnMesa, registroYEleccion } from '../../dia-d-comun.js';
import { multipart } from '../../multipart.js';

// Issue 28: the rules on every acta. Each rule has a planted case that trips it and a clean
// near-miss that does not; then HQ's review queue (audited, once, scoped by ground).

const PAPELETA: Partido[] = [
  { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf', nuestro: false },
  { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97366', nuestro: false },
  { sigla: 'NUES', nombre: 'Nuestro Frente', color: '#facc15', nuestro: true },
  { sigla: 'GAMA', nombre: 'Gama Unida', color: '#a78bfa', nuestro: false },
];

/** La Paz: 30 mesas in recinto R1 and one in R3; Oruro: two mesas in R2. 200 habilitados each. */
const MESAS_LP = Array.from({ length: 30 }, (_, i) => `L${String(i + 1).padStart(2, '0')}`);
const CSV = [
  'departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados',
  ...MESAS_LP.map((m, i) => `La Paz;El Alto;Colegio Uno;R1;${i + 1};${m};200`),
  'La Paz;El Alto;Colegio Dos;R3;1;L99;200',
  'Oruro;Oruro;Escuela Oruro;R2;1;O1;200',
  'Oruro;Oruro;Escuela Oruro;R2;2;O2;200',
].join('\n');

interface Figuras {
  votos: Record<string, number>;
  blancos: number;
  nulos: number;
}
/** Clean figures: participation (150 + 2i) / 200 = 75 %…94 %, each mesa's different. */
const limpia = (i: number): Figuras => ({
  votos: { ALFA: 60 + 2 * i, BETA: 50, NUES: 20, GAMA: 10 },
  blancos: 5,
  nulos: 5,
});
const figuras = (alfa: number, beta: number, nues: number, gama: number): Figuras => ({
  votos: { ALFA: alfa, BETA: beta, NUES: nues, GAMA: gama },
  blancos: 5,
  nulos: 5,
});

/** A photo of its own for each acta (a pattern per number); the same number, the same bytes. */
function foto(n: number) {
  const pixeles = Buffer.alloc(32 * 24 * 3, 0);
  for (let i = 0; i < pixeles.length; i++) pixeles[i] = (i * (n + 3) * 2654435761) >>> 24;
  return sharp(pixeles, { raw: { width: 32, height: 24, channels: 3 } })
    .jpeg()
    .toBuffer();
}

describeApi('Día D: reglas sobre cada acta y la cola de alertas', (api) => {
  const delegados: Record<string, string> = {};
  const actas: Record<string, string> = {};
  let n = 0;

  async function enviar(mesa: string, f: Figuras, opciones: { foto?: Buffer } = {}) {
    const id = randomUUID();
    const cuerpo = multipart([
      { name: 'id', value: id },
      { name: 'votos', value: JSON.stringify(f.votos) },
      { name: 'blancos', value: String(f.blancos) },
      { name: 'nulos', value: String(f.nulos) },
      { name: 'foto', filename: 'acta.jpg', type: 'image/jpeg', content: opciones.foto ?? (await foto(++n)) },
    ]);
    const res = await pedir(api.t, enviarActa, {
      payload: cuerpo.payload,
      headers: cuerpo.headers,
      cookie: delegados[mesa],
    });
    expect(res.statusCode, res.body).toBe(201);
    actas[mesa] = id;
    return id;
  }

  /** The rules the mesa's alerts name, with their explanations. */
  async function alertasDe(mesa: string): Promise<Alerta[]> {
    const r = await api.ok(listarAlertas, undefined, 'admin');
    return r.alertas.filter((a) => a.mesa === mesa);
  }
  const reglasDe = async (mesa: string): Promise<Regla[]> =>
    (await alertasDe(mesa)).map((a) => a.regla).sort();

  beforeAll(async () => {
    const admin = await api.cookie('admin');
    const editor = await api.cookie('editor');
    const t = api.t;
    await registroYEleccion(t, { admin, editor }, CSV, '2026-11-23');
    const papeleta = await pedir(t, guardarPartidos, { payload: PAPELETA, cookie: admin });
    expect(papeleta.statusCode).toBe(200);
    const mesas = [...MESAS_LP, 'L99', 'O1', 'O2'];
    for (const [i, mesa] of mesas.entries()) {
      const region = mesa.startsWith('O') ? 'oruro' : 'la-paz';
      delegados[mesa] = await delegadoEnMesa(t, editor, mesa, region, {
        nombre: `Delegado ${mesa}`,
        telefono: String(71000000 + i),
      });
    }
    // The department's history: 20 clean actas of La Paz (75 %…94 % participation).
    for (let i = 0; i < 20; i++) await enviar(MESAS_LP[i]!, limpia(i));
  });

  it('veinte actas limpias no levantan ninguna alerta, y cada acta del conteo lo dice', async () => {
    expect((await api.ok(listarAlertas, undefined, 'admin')).total).toBe(0);
    const r = await api.ok(listarMesasActas, undefined, 'lector', { query: { departamento: 'la-paz' } });
    const conActa = r.mesas.filter((m) => m.acta);
    expect(conActa).toHaveLength(20);
    expect(conActa.every((m) => m.acta?.alertas.length === 0)).toBe(true);
  });

  it('participacion-alta: 96 % de los habilitados alerta; 95 % justo no', async () => {
    await enviar('L21', figuras(120, 50, 12, 0)); // 182 + 10 = 192 of 200
    await enviar('L22', figuras(118, 50, 12, 0)); // 190 of 200: not above 95 %
    const [alta] = await alertasDe('L21');
    expect(alta?.regla).toBe('participacion-alta');
    expect(alta?.explicacion).toBe(E.participacionAlta(0.96, 192, 200));
    expect(await reglasDe('L21')).toEqual(['participacion-alta']);
    expect(await reglasDe('L22')).toEqual([]);
  });

  it('participacion-atipica: 40 % frente a un departamento en torno al 85 % alerta; 72 % no', async () => {
    await enviar('L23', figuras(40, 20, 10, 0)); // 80 of 200
    await enviar('L24', figuras(64, 50, 20, 0)); // 144 of 200
    const [a] = await alertasDe('L23');
    expect(a?.regla).toBe('participacion-atipica');
    expect(a?.explicacion).toMatch(/^Participación de 40,0%, a \d+,\d desviaciones de la de La Paz/);
    expect(await reglasDe('L24')).toEqual([]);
  });

  it('cifras-repetidas-en-recinto: las cifras de otra mesa del recinto alertan; de otro recinto o con un voto distinto, no', async () => {
    await enviar('L25', limpia(0));
    await enviar('O1', limpia(1));
    await enviar('L26', { ...limpia(2), nulos: 6 });
    expect(await alertasDe('L25')).toMatchObject([
      { regla: 'cifras-repetidas-en-recinto', explicacion: E.cifrasRepetidas('L01') },
    ]);
    expect(await reglasDe('O1')).toEqual([]);
    expect(await reglasDe('L26')).toEqual([]);
  });

  it('foto-repetida: la misma foto que la de otra mesa alerta; una casi igual no', async () => {
    await enviar('L27', figuras(70, 60, 25, 5), { foto: await foto(2) }); // L02's photo, byte for byte
    await enviar('L28', figuras(71, 60, 25, 5), { foto: await foto(1_000) });
    expect(await alertasDe('L27')).toMatchObject([
      { regla: 'foto-repetida', explicacion: E.fotoRepetida('L02') },
    ]);
    expect(await reglasDe('L28')).toEqual([]);
  });

  it('partido-dominante: 93,75 % de los válidos para un partido alerta; 89,4 % no', async () => {
    await enviar('L29', figuras(150, 4, 3, 3));
    await enviar('L30', figuras(143, 7, 5, 5));
    expect(await alertasDe('L29')).toMatchObject([
      { regla: 'partido-dominante', explicacion: E.partidoDominante('ALFA', 0.9375, 150, 160) },
    ]);
    expect(await reglasDe('L30')).toEqual([]);
  });

  it('cero-propio-con-delegado: cero votos nuestros con el delegado llegado alerta; sin llegada no', async () => {
    const llegada = await pedir(api.t, registrarLlegada, {
      payload: { id: randomUUID() },
      cookie: delegados.L99,
    });
    expect(llegada.statusCode).toBeLessThan(300);
    await enviar('L99', figuras(80, 70, 0, 10));
    await enviar('O2', figuras(81, 70, 0, 10));
    expect(await alertasDe('L99')).toMatchObject([
      { regla: 'cero-propio-con-delegado', explicacion: E.ceroPropio('NUES') },
    ]);
    expect(await reglasDe('O2')).toEqual([]);
  });

  it('cambio-tras-verificacion: una versión nueva de un acta verificada alerta; de una sin verificar no', async () => {
    const editor = await api.cookie('editor');
    const v = await pedir(api.t, transcribirActa, {
      params: { id: actas.L03! },
      payload: limpia(2),
      cookie: editor,
    });
    expect(v.json()).toEqual({ estado: 'verificada' });
    await enviar('L03', { ...limpia(2), blancos: 4 });
    await enviar('L04', { ...limpia(3), blancos: 4 });
    expect(await alertasDe('L03')).toMatchObject([
      { regla: 'cambio-tras-verificacion', explicacion: E.cambioTrasVerificacion(2) },
    ]);
    expect(await reglasDe('L04')).toEqual([]);
  });

  it('cada acta de GET /api/dia-d/actas lleva las reglas que la alertaron', async () => {
    const r = await api.ok(listarMesasActas, undefined, 'lector', { query: { departamento: 'la-paz' } });
    const de = (m: string) => r.mesas.find((x) => x.codigo === m)?.acta?.alertas;
    expect(de('L29')).toEqual(['partido-dominante']);
    expect(de('L21')).toEqual(['participacion-alta']);
    expect(de('L30')).toEqual([]);
  });

  it('filtra por regla y por revisada, y un editor la marca revisada con su nota (auditado)', async () => {
    const filtro = { query: { regla: 'partido-dominante', revisada: 'false' } } as const;
    const antes = await api.ok(listarAlertas, undefined, 'lector', filtro);
    expect(antes.total).toBe(1);
    const id = antes.alertas[0]!.id;
    const hecha = await api.ok(revisarAlerta, { nota: 'Llamé al delegado: es correcta' }, 'editor', {
      params: { id },
    });
    expect(hecha).toMatchObject({ id, revisada: true, revision: { nota: 'Llamé al delegado: es correcta' } });
    expect((await api.ok(listarAlertas, undefined, 'lector', filtro)).total).toBe(0);
    const revisadas = await api.ok(listarAlertas, undefined, 'lector', { query: { revisada: 'true' } });
    expect(revisadas.alertas.map((a) => a.id)).toEqual([id]);
    const registro = await api.t.deps.db
      .selectFrom('auditoria')
      .select(['ruta', 'entidad_id'])
      .where('entidad_id', '=', id)
      .execute();
    expect(registro).toEqual([{ ruta: 'POST /api/dia-d/alertas/:id/revision', entidad_id: id }]);
  });

  it('una segunda revisión responde 409 en castellano; una nota vacía 400; un lector 403', async () => {
    const [a] = (await api.ok(listarAlertas, undefined, 'admin', { query: { revisada: 'true' } })).alertas;
    await api.rechaza(revisarAlerta, { nota: 'otra vez' }, M.yaRevisada, {
      params: { id: a!.id },
      status: 409,
    });
    const [p] = (await api.ok(listarAlertas, undefined, 'admin', { query: { revisada: 'false' } })).alertas;
    await api.rechaza(revisarAlerta, { nota: '  ' }, M.notaRequerida, { params: { id: p!.id } });
    await api.rechaza(revisarAlerta, { nota: 'x' }, MENSAJES_GENERALES.prohibido, {
      params: { id: p!.id },
      quien: 'lector',
      status: 403,
    });
    expect((await alertasDe(p!.mesa)).find((x) => x.id === p!.id)?.revisada).toBe(false);
    await api.rechaza(revisarAlerta, { nota: 'x' }, M.noEncontrada, {
      params: { id: randomUUID() },
      status: 404,
    });
  });

  it('fuera de su terreno una alerta no existe: 404 al revisarla y fuera de la lista', async () => {
    const admin = await api.cookie('admin');
    const oruro = await loginConAmbito(api.t, admin, 'editor', {
      nivel: 'departamento',
      departamento: 'oruro',
    });
    const lista = await pedir(api.t, listarAlertas, { cookie: oruro });
    expect(lista.json()).toEqual({ total: 0, alertas: [] });
    const [lp] = (await api.ok(listarAlertas, undefined, 'admin', { query: { revisada: 'false' } })).alertas;
    const res = await pedir(api.t, revisarAlerta, {
      params: { id: lp!.id },
      payload: { nota: 'no es mía' },
      cookie: oruro,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: M.noEncontrada });
  });

  it('una regla que falla no pierde el acta ni su acuse', async () => {
    await sql`drop table dia_d_reglas_departamentos`.execute(api.t.deps.db);
    const id = await enviar('L05', figuras(150, 4, 3, 3));
    const r = await api.ok(listarMesasActas, undefined, 'lector', { query: { departamento: 'la-paz' } });
    const l05 = r.mesas.find((m) => m.codigo === 'L05');
    expect(l05?.acta).toMatchObject({ version: 2, alertas: [] });
    expect(l05?.acta?.fotoUrl).toContain(id);
  });
});
