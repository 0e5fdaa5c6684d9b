import { randomUUID } from 'node:crypto';
import {
  RESERVA_TRANSCRIPCION_MS,
  type TiempoTranscriptor,
  MENSAJES_ACTAS as M,
  MENSAJES_GENERALES,
  type Acta,
  type ActaEnDisputa,
  type ActaPorTranscribir,
  type Conteo,
  type ConteoRapido,
  type DelegadoYo,
  type MesaConActa,
  type Partido,
  enviarActa as rutaEnviarActa,
  leerConteo,
  guardarPartidos,
  listarPartidos,
  delegadoActual,
  fotoActa,
  siguienteActa,
  transcribirActa,
  listarDisputas,
  resolverActa,
  sortearMuestra,
  leerConteoRapido,
  exportarActasCsv,
  listarAuditoria,
  listarMesasActas,
  me,
  leerTiemposTranscripcion,
} from '@comando/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentenciasDe, type Dialect } from '../../../src/db/connect.js';
import { createTestApp, dialects, readBlob, storedBlobs, type TestApp } from '../../helpers.js';
import {
  delegadosTresMesas,
  lineasDeTotales,
  REGISTRO_TRES_MESAS as CSV,
  recorridosDe,
  registroYEleccion,
} from '../../dia-d-comun.js';
import { multipart } from '../../multipart.js';
import { recalcularTotales } from '../../../src/areas/dia-d/conteo/queries.js';
import { pedir } from '../../api.js';

// Issue 20, first part: the ballot, the actas the delegates send (figures + photo, every rule
// on the server, every version kept), the double entry at HQ (independent transcription,
// match → Verificada, mismatch → En disputa, settled by a supervisor) and the count.
const PAPELETA: Partido[] = [
  { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf', nuestro: false },
  { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97366', nuestro: false },
];

/** An app with the registry, the election date and a delegate (logged in) for each mesa. */
async function montar(dialect: Dialect) {
  const t = await createTestApp(dialect);
  const admin = await t.login('admin');
  const editor = await t.login('editor');
  const lector = await t.loginComo('lector', 'actas.lector');
  await registroYEleccion(t, { admin, editor }, CSV, '2026-11-23');
  const delegados = await delegadosTresMesas(t, editor);
  // A photo of the paper acta, with GPS metadata the server must strip.
  const foto = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '16/1 30/1 0/1' } })
    .toBuffer();
  return { t, admin, editor, lector, delegados, foto };
}

/** POST /api/delegado/acta as the mesa's delegate: the figures and a photo (the default one, another, or none). */
function enviarActa(
  m: Awaited<ReturnType<typeof montar>>,
  mesa: string,
  figuras: { votos: unknown; blancos: unknown; nulos: unknown },
  opciones: { id?: string; foto?: Buffer | null } = {},
) {
  const partes = [
    { name: 'id', value: opciones.id ?? randomUUID() },
    {
      name: 'votos',
      value: typeof figuras.votos === 'string' ? figuras.votos : JSON.stringify(figuras.votos),
    },
    { name: 'blancos', value: String(figuras.blancos) },
    { name: 'nulos', value: String(figuras.nulos) },
    ...(opciones.foto === null
      ? []
      : [{ name: 'foto', filename: 'acta.jpg', type: 'image/jpeg', content: opciones.foto ?? m.foto }]),
  ];
  const cuerpo = multipart(partes);
  return pedir(m.t, rutaEnviarActa, {
    payload: cuerpo.payload,
    headers: cuerpo.headers,
    cookie: m.delegados[mesa],
  });
}

describe.each(dialects)('Día D: actas, doble transcripción y conteo (%s)', (dialect) => {
  let m: Awaited<ReturnType<typeof montar>>;
  let t: TestApp;
  let admin: string;
  let editor: string;
  let lector: string;
  let delegados: Record<string, string>;

  beforeAll(async () => {
    m = await montar(dialect);
    ({ t, admin, editor, lector, delegados } = m);
  });
  afterAll(() => t.close());

  const enviar = (
    mesa: string,
    figuras: { votos: unknown; blancos: unknown; nulos: unknown },
    opciones: { id?: string; foto?: Buffer | null } = {},
  ) => enviarActa(m, mesa, figuras, opciones);
  const conteo = async () => (await pedir(t, leerConteo, { cookie: lector })).json<Conteo>();

  it('la papeleta: solo un admin la carga, con reglas en español; todos en la sede la leen en su orden', async () => {
    const mal = await pedir(t, guardarPartidos, {
      cookie: admin,
      payload: [PAPELETA[0], { ...PAPELETA[0], nombre: 'Otra' }],
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toEqual({ error: M.siglaRepetida('ALFA') });
    const color = await pedir(t, guardarPartidos, {
      cookie: admin,
      payload: [{ ...PAPELETA[0], color: 'rojo' }],
    });
    expect(color.json()).toEqual({ error: M.colorInvalido });
    const dosNuestros = await pedir(t, guardarPartidos, {
      cookie: admin,
      payload: PAPELETA.map((p) => ({ ...p, nuestro: true })),
    });
    expect(dosNuestros.statusCode).toBe(400);
    expect(dosNuestros.json()).toEqual({ error: M.unSoloNuestro });
    expect(
      (
        await pedir(t, guardarPartidos, { cookie: admin, payload: [{ ...PAPELETA[0], nuestro: 'si' }] })
      ).json(),
    ).toEqual({ error: M.nuestroInvalido });
    expect((await pedir(t, listarPartidos, { cookie: lector })).json()).toEqual([]);
    expect((await pedir(t, guardarPartidos, { cookie: editor, payload: PAPELETA })).statusCode).toBe(403);
    // Before the ballot, an acta cannot be sent.
    const antes = await enviar('M1', { votos: {}, blancos: 0, nulos: 0 });
    expect(antes.statusCode).toBe(409);
    expect(antes.json()).toEqual({ error: M.sinPartidos });

    const ok = await pedir(t, guardarPartidos, { cookie: admin, payload: PAPELETA });
    expect(ok.statusCode).toBe(200);
    expect((await pedir(t, listarPartidos, { cookie: lector })).json()).toEqual(PAPELETA);
    // The campaign's own party is marked on the ballot and read back; absent means not ours.
    const nuestro = PAPELETA.map((p, i) => ({ ...p, nuestro: i === 1 }));
    const marcado = await pedir(t, guardarPartidos, { cookie: admin, payload: nuestro });
    expect(marcado.json()).toEqual(nuestro);
    const sinMarca = PAPELETA.map(({ nuestro: _n, ...p }) => p);
    await pedir(t, guardarPartidos, { cookie: admin, payload: sinMarca });
    expect((await pedir(t, listarPartidos, { cookie: lector })).json()).toEqual(PAPELETA);
    expect((await pedir(t, delegadoActual, { cookie: delegados.M1 })).json<DelegadoYo>().partidos).toEqual(
      PAPELETA,
    );
  });

  it('cada regla de las cifras se comprueba en el servidor, con su mensaje, y nada se guarda', async () => {
    const blobsAntes = await storedBlobs(t.deps.files);
    // A photo no other test sends: a blob of it left behind would show below.
    const fotoPropia = await sharp({ create: { width: 41, height: 29, channels: 3, background: '#fdf6e3' } })
      .jpeg()
      .toBuffer();
    const casos: [Parameters<typeof enviar>[1], string, number?][] = [
      [{ votos: { ALFA: -1, BETA: 2 }, blancos: 0, nulos: 0 }, M.cifraInvalida],
      [{ votos: { ALFA: 1.5, BETA: 2 }, blancos: 0, nulos: 0 }, M.cifraInvalida],
      [{ votos: { ALFA: '3', BETA: 2 }, blancos: 0, nulos: 0 }, M.cifraInvalida],
      [{ votos: { ALFA: 1, BETA: 2 }, blancos: -2, nulos: 0 }, M.cifraInvalida],
      [{ votos: { ALFA: 1, BETA: 2 }, blancos: 0, nulos: '1.5' }, M.cifraInvalida],
      [{ votos: { ALFA: 1 }, blancos: 0, nulos: 0 }, M.faltaPartido('BETA')],
      [{ votos: { ALFA: 1, BETA: 1, GAMA: 1 }, blancos: 0, nulos: 0 }, M.partidoDesconocido('GAMA')],
      [{ votos: '{ALFA: 1', blancos: 0, nulos: 0 }, M.votosIlegibles],
      // 150 + 40 + 8 + 3 = 201 > 200 habilitados.
      [{ votos: { ALFA: 150, BETA: 40 }, blancos: 8, nulos: 3 }, M.superaHabilitados(201, 200)],
    ];
    for (const [figuras, mensaje] of casos) {
      const res = await enviar('M1', figuras, { foto: fotoPropia });
      expect(res.statusCode, JSON.stringify(figuras)).toBe(400);
      expect(res.json(), JSON.stringify(figuras)).toEqual({ error: mensaje });
    }
    const sinFoto = await enviar('M1', { votos: { ALFA: 1, BETA: 1 }, blancos: 0, nulos: 0 }, { foto: null });
    expect(sinFoto.json()).toEqual({ error: M.fotoRequerida });
    const noImagen = await enviar(
      'M1',
      { votos: { ALFA: 1, BETA: 1 }, blancos: 0, nulos: 0 },
      { foto: Buffer.from('%PDF-1.4 no es una foto') },
    );
    expect(noImagen.statusCode).toBe(415);
    expect(noImagen.json()).toEqual({ error: M.fotoTipo });
    expect(await t.deps.db.selectFrom('dia_d_actas').select('id').execute()).toEqual([]);
    // The photo is stored before the acta's transaction opens: a refused acta leaves no blob.
    expect(await storedBlobs(t.deps.files)).toEqual(blobsAntes);
  });

  it('un acta válida llega Recibida, sin la ubicación de la foto; reenviarla no la duplica; > 95 % queda señalada', async () => {
    const id = randomUUID();
    const figuras = { votos: { ALFA: 120, BETA: 50 }, blancos: 10, nulos: 5 };
    const res = await enviar('M1', figuras, { id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Acta>()).toMatchObject({
      id,
      mesa: 'M1',
      version: 1,
      estado: 'recibida',
      ...figuras,
      alertaParticipacion: false,
    });
    const otra = await enviar('M1', figuras, { id });
    expect(otra.statusCode).toBe(201);
    // The resend is answered by reading the acta back: the first answer (built from what was
    // stored) is exactly that.
    expect(otra.json<Acta>()).toEqual(res.json<Acta>());
    expect(await t.deps.db.selectFrom('dia_d_actas').select('id').execute()).toHaveLength(1);
    const fila = await t.deps.db
      .selectFrom('dia_d_actas as a')
      .innerJoin('archivos as f', 'f.id', 'a.foto_id')
      .select('f.hash')
      .where('a.id', '=', id)
      .executeTakeFirstOrThrow();
    const guardada = await readBlob(t.deps.files, fila.hash);
    expect((await sharp(guardada).metadata()).exif).toBeUndefined();

    // 140 + 2 = 142 of 150 (94,7 %): no flag; 143 (95,3 %): flagged.
    const justo = await enviar('M3', { votos: { ALFA: 100, BETA: 40 }, blancos: 2, nulos: 0 });
    expect(justo.json<Acta>().alertaParticipacion).toBe(false);
    const alta = await enviar('M3', { votos: { ALFA: 100, BETA: 40 }, blancos: 2, nulos: 1 });
    expect(alta.json<Acta>()).toMatchObject({ version: 2, alertaParticipacion: true });
    // The delegate's page shows the last one sent, as it was answered.
    expect((await pedir(t, delegadoActual, { cookie: delegados.M3 })).json<DelegadoYo>().acta).toEqual(
      alta.json<Acta>(),
    );
    // Once actas arrive the ballot is fixed.
    const cambio = await pedir(t, guardarPartidos, { cookie: admin, payload: PAPELETA });
    expect(cambio.statusCode).toBe(409);
    expect(cambio.json()).toEqual({ error: M.partidosConActas });
  });

  it('un delegado no lee actas ajenas ni el conteo; la sede no envía actas', async () => {
    for (const ruta of [leerConteo, siguienteActa, listarPartidos]) {
      const url = ruta.path;
      const res = await pedir(t, ruta, { cookie: delegados.M2 });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.prohibido });
    }
    const acta = await t.deps.db.selectFrom('dia_d_actas').select('id').executeTakeFirstOrThrow();
    expect((await pedir(t, fotoActa, { params: { id: acta.id }, cookie: delegados.M2 })).statusCode).toBe(
      403,
    );
    const sede = multipart([{ name: 'id', value: randomUUID() }]);
    const res = await pedir(t, rutaEnviarActa, {
      payload: sede.payload,
      headers: sede.headers,
      cookie: editor,
    });
    expect(res.statusCode).toBe(403);
  });

  it('doble transcripción: quien transcribe ve la foto y no las cifras; nadie recibe la misma acta a la vez', async () => {
    const deEditor = await pedir(t, siguienteActa, { cookie: editor });
    expect(deEditor.statusCode).toBe(200);
    const a = deEditor.json<ActaPorTranscribir>();
    // Oldest first: M1's acta; only the mesa and the photo, never the delegate's figures.
    expect(a.mesa).toEqual({
      codigo: 'M1',
      numero: 1,
      habilitados: 200,
      recinto: 'Colegio Bolivia',
      municipio: 'El Alto',
      departamento: 'la-paz',
    });
    expect(Object.keys(a).sort()).toEqual(['fotoUrl', 'id', 'mesa']);
    const foto = await t.request({ url: a.fotoUrl, cookie: editor });
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toMatch(/^image\/jpeg/);
    // Asking again gives the same one back (a reload); another person gets the other acta.
    expect((await pedir(t, siguienteActa, { cookie: editor })).json<ActaPorTranscribir>().id).toBe(a.id);
    const deAdmin = (await pedir(t, siguienteActa, { cookie: admin })).json<ActaPorTranscribir>();
    expect(deAdmin.mesa.codigo).toBe('M3');
    // Nobody else waits: a third person gets 204.
    const tercero = await t.loginComo('editor', 'actas.tercero');
    expect((await pedir(t, siguienteActa, { cookie: tercero })).statusCode).toBe(204);
    // Nor can they transcribe someone else's reserved acta.
    const ajena = await pedir(t, transcribirActa, {
      params: { id: a.id },
      cookie: tercero,
      payload: { votos: { ALFA: 120, BETA: 50 }, blancos: 10, nulos: 5 },
    });
    expect(ajena.statusCode).toBe(409);
    expect(ajena.json()).toEqual({ error: M.noReservada });
    // After ten minutes a reservation lapses and the acta goes to whoever asks.
    t.clock.set('2026-11-23T15:11:00Z');
    expect((await pedir(t, siguienteActa, { cookie: tercero })).json<ActaPorTranscribir>().id).toBe(a.id);
    t.clock.set('2026-11-23T15:00:00Z');
  });

  it('iguales → Verificada; distintas → En disputa, y un supervisor la resuelve; el conteo lo sigue', async () => {
    // The previous test's reservations have lapsed.
    t.clock.set('2026-11-23T15:30:00Z');
    const m1 = (await pedir(t, siguienteActa, { cookie: editor })).json<ActaPorTranscribir>();
    expect(m1.mesa.codigo).toBe('M1');
    const iguales = await pedir(t, transcribirActa, {
      params: { id: m1.id },
      cookie: editor,
      payload: { votos: { ALFA: 120, BETA: 50 }, blancos: 10, nulos: 5 },
    });
    expect(iguales.statusCode, iguales.body).toBe(200);
    expect(iguales.json()).toEqual({ estado: 'verificada' });
    // Already verified: not transcribed twice.
    const otraVez = await pedir(t, transcribirActa, {
      params: { id: m1.id },
      cookie: editor,
      payload: { votos: { ALFA: 120, BETA: 50 }, blancos: 10, nulos: 5 },
    });
    expect(otraVez.json()).toEqual({ error: M.noPendiente });

    const m3 = (await pedir(t, siguienteActa, { cookie: admin })).json<ActaPorTranscribir>();
    expect(m3.mesa.codigo).toBe('M3');
    const distintas = await pedir(t, transcribirActa, {
      params: { id: m3.id },
      cookie: admin,
      payload: { votos: { ALFA: 99, BETA: 40 }, blancos: 2, nulos: 1 },
    });
    expect(distintas.json()).toEqual({ estado: 'disputa' });
    // The supervisor sees both entries side by side, with the photo.
    const disputas = (await pedir(t, listarDisputas, { cookie: editor })).json<ActaEnDisputa[]>();
    expect(disputas).toHaveLength(1);
    expect(disputas[0]).toMatchObject({
      id: m3.id,
      mesa: { codigo: 'M3' },
      fotoUrl: m3.fotoUrl,
      delegado: { votos: { ALFA: 100, BETA: 40 }, blancos: 2, nulos: 1 },
      transcripciones: [
        { usuario: 'Administrador', figuras: { votos: { ALFA: 99, BETA: 40 }, blancos: 2, nulos: 1 } },
      ],
    });

    let c = await conteo();
    expect(c).toMatchObject({ mesas: 3, actasRecibidas: 2, actasVerificadas: 1, actasEnDisputa: 1 });
    // Over verified actas: only M1 (120 / 50).
    expect(c.partidos).toEqual([
      { sigla: 'ALFA', votos: 120, porcentaje: (120 / 170) * 100 },
      { sigla: 'BETA', votos: 50, porcentaje: (50 / 170) * 100 },
    ]);
    // Over every received acta, labelled apart: M1 and M3 (its latest figures, 100 / 40).
    expect(c.partidosRecibidas.map((p) => p.votos)).toEqual([220, 90]);
    expect(c).toMatchObject({ blancos: 10, nulos: 5, participacion: (185 / 200) * 100 });
    expect(c.departamentos.map((d) => [d.departamento, d.mesas, d.actasVerificadas])).toEqual([
      ['la-paz', 2, 1],
      ['oruro', 1, 0],
    ]);

    // Only a supervisor (admin) settles, with the figures read on the photo.
    const figuras = { votos: { ALFA: 100, BETA: 40 }, blancos: 2, nulos: 1 };
    expect(
      (await pedir(t, resolverActa, { params: { id: m3.id }, cookie: editor, payload: figuras })).statusCode,
    ).toBe(403);
    const resuelta = await pedir(t, resolverActa, { params: { id: m3.id }, cookie: admin, payload: figuras });
    expect(resuelta.json()).toEqual({ estado: 'verificada' });
    c = await conteo();
    expect(c).toMatchObject({ actasVerificadas: 2, actasEnDisputa: 0 });
    expect((await pedir(t, listarDisputas, { cookie: editor })).json()).toEqual([]);
    expect(c.partidos.map((p) => p.votos)).toEqual([220, 90]);
    // Every version is kept: the delegate's two and the settlement.
    const versiones = await t.deps.db
      .selectFrom('dia_d_actas')
      .select(['version', 'origen'])
      .where('mesa_codigo', '=', 'M3')
      .orderBy('version')
      .execute();
    expect(versiones.map((v) => [Number(v.version), v.origen])).toEqual([
      [1, 'delegado'],
      [2, 'delegado'],
      [3, 'resolucion'],
    ]);
    expect(
      (await pedir(t, resolverActa, { params: { id: m3.id }, cookie: admin, payload: figuras })).statusCode,
    ).toBe(404);
  });

  it('un acta corregida por el delegado es una versión nueva y vuelve a esperar transcripción', async () => {
    const res = await enviar('M1', { votos: { ALFA: 121, BETA: 50 }, blancos: 9, nulos: 5 });
    expect(res.json<Acta>()).toMatchObject({ version: 2, estado: 'recibida' });
    const c = await conteo();
    expect(c).toMatchObject({ actasRecibidas: 2, actasVerificadas: 1 });
    const siguiente = (await pedir(t, siguienteActa, { cookie: editor })).json<ActaPorTranscribir>();
    expect(siguiente.id).toBe(res.json<Acta>().id);
  });

  it('conteo rápido: un admin sortea una muestra estratificada reproducible y la estimación sigue a sus actas', async () => {
    const sortear = (cookie: string, tamano: number, semilla: string) =>
      pedir(t, sortearMuestra, { cookie, payload: { tamano, semilla } });
    expect((await sortear(editor, 2, 'a')).statusCode).toBe(403);
    const mal = await sortear(admin, 0, 'a');
    expect(mal.json()).toEqual({ error: M.tamanoInvalido });
    // One mesa per department at least, in proportion to their mesas.
    const dos = await sortear(admin, 2, 'noche-electoral');
    expect(dos.json()).toEqual({
      tamano: 2,
      semilla: 'noche-electoral',
      porDepartamento: { 'la-paz': 1, oruro: 1 },
    });
    const elegidas = async () =>
      (
        await t.deps.db.selectFrom('dia_d_muestra').select('mesa_codigo').orderBy('mesa_codigo').execute()
      ).map((f) => f.mesa_codigo);
    const primera = await elegidas();
    await sortear(admin, 2, 'noche-electoral');
    expect(await elegidas()).toEqual(primera);

    // The whole registry as sample: M1 (v2: 121/50) and M3 (settled: 100/40) are in, M2 is not.
    await sortear(admin, 3, 'todas');
    const r = (await pedir(t, leerConteoRapido, { cookie: lector })).json<ConteoRapido>();
    expect(r).toMatchObject({ muestra: 3, recibidas: 2, semilla: 'todas' });
    // w(la-paz) = 400/200 = 2, w(oruro) = 150/150 = 1: Ŷ_ALFA = 2·121 + 100 = 342, X̂ = 2·171 + 140 = 482.
    expect(r.partidos[0]!.sigla).toBe('ALFA');
    expect(r.partidos[0]!.estimacion).toBeCloseTo((342 / 482) * 100, 6);
    expect(r.partidos[1]!.estimacion).toBeCloseTo((140 / 482) * 100, 6);
    // A single arrived mesa per department carries no variance term here.
    expect(r.partidos[0]!.ic95[0]).toBeCloseTo(r.partidos[0]!.estimacion, 6);
    expect((await pedir(t, leerConteoRapido, { cookie: delegados.M1 })).statusCode).toBe(403);
  });

  it('las actas se exportan en CSV (BOM, «;», una columna por partido) y la descarga queda en el registro', async () => {
    const res = await pedir(t, exportarActasCsv, { cookie: lector });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="actas-2026-11-23\.csv"/);
    const lineas = res.body.split('\r\n');
    expect(lineas[0]).toBe(
      '\uFEFFMesa;Número;Recinto;Municipio;Departamento;ALFA;BETA;Blancos;Nulos;Estado;Versión;Versiones;Participación > 95 %;Recibida',
    );
    // M1's current acta is the delegate's correction (v2, waiting); M3's the settlement (v3).
    expect(lineas[1]).toMatch(/^M1;1;Colegio Bolivia;El Alto;La Paz;121;50;9;5;Recibida;2;2;No;/);
    expect(lineas[2]).toMatch(/^M3;1;Escuela Oruro;Oruro;Oruro;100;40;2;1;Verificada;3;3;Sí;/);
    expect(lineas).toHaveLength(4);
    const registro = (
      await pedir(t, listarAuditoria, { query: { accion: 'descargar_csv', area: 'dia-d' }, cookie: admin })
    ).json<{ registros: { ruta: string }[] }>();
    expect(registro.registros.map((r) => r.ruta)).toContain('GET /api/dia-d/actas.csv');
    expect((await pedir(t, exportarActasCsv, { cookie: delegados.M1 })).statusCode).toBe(403);
  });

  it('los totales que se llevan con cada cambio coinciden con los que se recalculan desde las actas', async () => {
    const leer = () => lineasDeTotales(t.deps.db, { municipios: false });
    // The same per municipio (issue 27).
    const leerMunicipios = async () => (await lineasDeTotales(t.deps.db)).filter((l) => l.includes('/'));
    const llevados = await leer();
    const llevadosMunicipio = await leerMunicipios();
    expect(llevados.length).toBeGreaterThan(5);
    expect(llevadosMunicipio.length).toBeGreaterThan(5);
    await recalcularTotales(t.deps.db);
    expect(await leer()).toEqual(llevados);
    expect(await leerMunicipios()).toEqual(llevadosMunicipio);
  });

  it('cada cifra llega a sus mesas: por departamento y estado, con la foto de cada acta; sin acta también', async () => {
    const mesas = async (q: string) =>
      (await pedir(t, listarMesasActas, { query: q, cookie: lector })).json<{
        mesas: MesaConActa[];
        siguiente: string | null;
      }>();
    expect((await mesas('estado=sin-acta')).mesas.map((m) => m.codigo)).toEqual(['M2']);
    const oruro = await mesas('departamento=oruro');
    expect(oruro.siguiente).toBeNull();
    expect(oruro.mesas).toHaveLength(1);
    expect(oruro.mesas[0]).toMatchObject({
      codigo: 'M3',
      departamento: 'oruro',
      acta: { estado: 'verificada', version: 3, votos: { ALFA: 100, BETA: 40 }, blancos: 2, nulos: 1 },
    });
    const foto = await t.request({ url: oruro.mesas[0]!.acta!.fotoUrl, cookie: lector });
    expect(foto.statusCode).toBe(200);
    expect((await mesas('estado=recibida')).mesas.map((m) => m.codigo)).toEqual(['M1']);
    const mal = await pedir(t, listarMesasActas, { query: { estado: 'perdida' }, cookie: lector });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toEqual({ error: M.filtroInvalido });
    expect((await pedir(t, listarMesasActas, { cookie: delegados.M1 })).statusCode).toBe(403);
  });

  it('el tiempo por acta: desde que «Siguiente» la entrega hasta que se guarda, mediana por transcriptor, solo para admins', async () => {
    // Past any earlier reservation of the version that waits (M1's second).
    const inicio = new Date(t.clock.now().getTime() + RESERVA_TRANSCRIPCION_MS + 1000);
    t.clock.set(inicio);
    const nueva = await t.loginComo('editor', 'tiempos.editor');
    const yo = (await pedir(t, me, { cookie: nueva })).json<{ name: string }>();
    const acta = (await pedir(t, siguienteActa, { cookie: nueva })).json<ActaPorTranscribir>();
    t.clock.set(new Date(inicio.getTime() + 95_000));
    const res = await pedir(t, transcribirActa, {
      params: { id: acta.id },
      payload: { votos: { ALFA: 121, BETA: 50 }, blancos: 9, nulos: 5 },
      cookie: nueva,
    });
    expect(res.statusCode, res.body).toBe(200);
    const tiempos = (await pedir(t, leerTiemposTranscripcion, { cookie: admin })).json<
      TiempoTranscriptor[]
    >();
    expect(tiempos.find((x) => x.nombre === yo.name)).toMatchObject({ actas: 1, medianaSegundos: 95 });
    // Slowest first.
    expect(tiempos[0]?.nombre).toBe(yo.name);
    for (const cookie of [editor, lector])
      expect((await pedir(t, leerTiemposTranscripcion, { cookie })).statusCode).toBe(403);
  });
});

// Election night's hot path on SQLite (the default): an acta in, the next one out, its
// transcription. None of their queries may read a whole large table: with 33.439 actas a
// join through a column without an index cost 0,7 ms per acta and grew with every one.
describe('las consultas de un acta usan índices (sqlite)', () => {
  // What may be read whole: one row (the election date), the ballot (a handful of parties),
  // the rows of the statement itself (VALUES, a constant).
  const PEQUENAS = /^SCAN (estrategia_diad|dia_d_partidos|CONSTANT ROW|\d+-ROW VALUES CLAUSE)\b/;
  let m: Awaited<ReturnType<typeof montar>>;
  const figuras = { votos: { ALFA: 10, BETA: 5 }, blancos: 1, nulos: 1 };

  beforeAll(async () => {
    m = await montar('sqlite');
    await pedir(m.t, guardarPartidos, { payload: PAPELETA, cookie: m.admin });
  });
  afterAll(() => m.t.close());

  it('enviar un acta, pedir la siguiente y transcribirla no recorre ninguna tabla entera', async () => {
    const db = m.t.deps.db;
    const sentencias = await sentenciasDe(db, async () => {
      expect((await enviarActa(m, 'M1', figuras)).statusCode).toBe(201);
      const siguiente = await pedir(m.t, siguienteActa, { cookie: m.editor });
      expect(siguiente.statusCode).toBe(200);
      const transcrita = await pedir(m.t, transcribirActa, {
        params: { id: siguiente.json<{ id: string }>().id },
        payload: figuras,
        cookie: m.editor,
      });
      expect(transcrita.statusCode).toBe(200);
    });
    const consultas = sentencias.filter((s) => /^\s*(select|insert|update|delete|with)\b/i.test(s));
    expect(consultas.length).toBeGreaterThan(10);
    expect(await recorridosDe(db, consultas, PEQUENAS)).toEqual([]);
  });
  it('un acta del delegado cuesta a lo sumo 20 sentencias: la fecha, la muestra y la mesa llegan con su sesión, y el número de versión con la inserción', async () => {
    // Each statement is a round trip to PostgreSQL, 30.000 times in a night.
    const sentencias = await sentenciasDe(m.t.deps.db, async () => {
      expect((await enviarActa(m, 'M2', figuras)).statusCode).toBe(201);
    });
    const aparte = sentencias.filter((s) =>
      /^select "fecha_eleccion"|^select "mesa_codigo" from "dia_d_muestra"|^select max\("version"\)|^select "r"\."departamento", "r"\."municipio", "r"\."codigo", "m"\."habilitados" from "dia_d_mesas"/.test(
        s,
      ),
    );
    expect(aparte).toEqual([]);
    expect(sentencias.length).toBeLessThanOrEqual(20);
  });
  it('un acta aceptada no vuelve a buscar su foto al responder; la de un reenvío que no se guarda no queda', async () => {
    const db = m.t.deps.db;
    const id = randomUUID();
    const sentencias = await sentenciasDe(db, async () => {
      expect((await enviarActa(m, 'M3', figuras, { id })).statusCode).toBe(201);
    });
    // Its photo is recorded in the acta's transaction: no lookup of the blob after answering.
    expect(sentencias.filter((s) => /from "archivos" where "hash"/.test(s))).toEqual([]);
    // The same acta sent again with another photo is answered with the one stored: the new
    // photo is nobody's, and the cleanup still finds and removes it.
    const antes = await storedBlobs(m.t.deps.files);
    const otra = await sharp({ create: { width: 43, height: 31, channels: 3, background: '#eee8d5' } })
      .jpeg()
      .toBuffer();
    expect((await enviarActa(m, 'M3', figuras, { id, foto: otra })).statusCode).toBe(201);
    expect(await storedBlobs(m.t.deps.files)).toEqual(antes);
  });
});
