import { randomUUID } from 'node:crypto';
import {
  MENSAJES_DIA_D as M,
  MENSAJES_GENERALES,
  MENSAJES_JEFE as MJ,
  TEXTOS_JEFE,
  type Acceso,
  type Conteo,
  type Defensor,
  type JefeYo,
  type MesaConActa,
  type RecintoDelJefe,
  guardarPartidos,
  crearDefensor,
  crearAccesoJefe,
  entrarDelegado,
  leerRecintoJefe,
  asignarJefeRecinto,
  delegadoActual,
  registrarLlegada,
  leerConteo,
  listarMesasActas,
  enviarMensajeDelegados,
  bandejaDelegado,
  marcarMensajeLeido,
  listarMensajesDelegados,
  enviarActa as rutaEnviarActa,
  enviarActaJefe,
  listarMesas,
  listarPendientes,
  type Route,
} from '@comando/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { huellaDatos, loginConAmbito } from '../../ambito-comun.js';
import { delegadoEnMesa, REGISTRO_TRES_MESAS, registroYEleccion } from '../../dia-d-comun.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';
import { multipart } from '../../multipart.js';
import { pedir, urlDe } from '../../api.js';

// Issue 28, the recinto chief's phone: HQ issues the chief's one-time code (inside its ground),
// the chief enters on the delegates' page, follows the mesas of their recinto and no other,
// reads HQ's messages, and sends the acta of a mesa whose delegate did not, stored as theirs.

const PAPELETA = [
  { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf' },
  { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97366' },
];
const FIGURAS = { votos: { ALFA: 90, BETA: 60 }, blancos: 5, nulos: 3 };
const cookieDe = (res: { cookies: { name: string; value: string }[] }) =>
  `comando_sesion=${res.cookies.find((c) => c.name === 'comando_sesion')?.value}`;

describe.each(dialects)('Día D: el jefe de recinto (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  /** M1's delegate (R1, with M2 that has none); M3's delegate (R2, Oruro). */
  let delegadoM1: string;
  let delegadoM3: string;
  let jefeId: string;
  let foto: Buffer;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
    editor = await t.login('editor');
    await registroYEleccion(t, { admin, editor }, REGISTRO_TRES_MESAS, '2026-11-23');
    await pedir(t, guardarPartidos, { payload: PAPELETA, cookie: admin });
    delegadoM1 = await delegadoEnMesa(t, editor, 'M1', 'la-paz', {
      nombre: 'Ana Quispe',
      telefono: '70000001',
    });
    delegadoM3 = await delegadoEnMesa(t, editor, 'M3', 'oruro', {
      nombre: 'Carla Mamani',
      telefono: '70000003',
    });
    jefeId = (
      await pedir(t, crearDefensor, {
        params: { region: 'la-paz' },
        payload: { name: 'Jorge Limachi', phone: '70000009', email: 'jorge@ejemplo.bo' },
        cookie: editor,
      })
    ).json<Defensor>().id;
    foto = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const acceso = (recinto: string, cookie = editor) =>
    pedir(t, crearAccesoJefe, { params: { codigo: recinto }, cookie });
  const entrar = (codigo: string) => pedir(t, entrarDelegado, { payload: { codigo } });
  const recinto = (cookie: string, headers: Record<string, string> = {}) =>
    pedir(t, leerRecintoJefe, { cookie, headers });
  /** An acta with its photo, posted as a phone does, to the chief's route of a mesa or the delegate's. */
  const actaEn = (cookie: string, mesa: string | null, id: string = randomUUID()) => {
    const cuerpo = multipart([
      { name: 'id', value: id },
      { name: 'votos', value: JSON.stringify(FIGURAS.votos) },
      { name: 'blancos', value: String(FIGURAS.blancos) },
      { name: 'nulos', value: String(FIGURAS.nulos) },
      { name: 'foto', filename: 'acta.jpg', type: 'image/jpeg', content: foto },
    ]);
    const envio = { payload: cuerpo.payload, headers: cuerpo.headers, cookie };
    return mesa === null
      ? pedir(t, rutaEnviarActa, envio)
      : pedir(t, enviarActaJefe, { params: { codigo: mesa }, ...envio });
  };
  const enviarActa = (cookie: string, mesa: string, id?: string) => actaEn(cookie, mesa, id);
  /** The chief of R1 assigned, given a code by the editor and entered: the session cookie. */
  async function jefeEnR1(): Promise<string> {
    await pedir(t, asignarJefeRecinto, {
      params: { codigo: 'R1' },
      payload: { defensorId: jefeId },
      cookie: editor,
    });
    const a = await acceso('R1');
    expect(a.statusCode, a.body).toBe(201);
    return cookieDe(await entrar(a.json<Acceso>().codigo));
  }

  it('sin jefe asignado el acceso se rechaza con el motivo; un recinto inexistente es 404', async () => {
    const antes = await huellaDatos(t);
    const sinJefe = await acceso('R1');
    expect(sinJefe.statusCode).toBe(409);
    expect(sinJefe.json()).toEqual({ error: MJ.sinJefe });
    const falta = await acceso('NO-EXISTE');
    expect(falta.statusCode).toBe(404);
    expect(falta.json()).toEqual({ error: M.recintoNoEncontrado });
    expect(await huellaDatos(t)).toBe(antes);
  });

  it('un editor fuera del terreno no genera el código (404 como un recinto inexistente); uno dentro sí', async () => {
    await pedir(t, asignarJefeRecinto, {
      params: { codigo: 'R1' },
      payload: { defensorId: jefeId },
      cookie: editor,
    });
    const oruro = await loginConAmbito(t, admin, 'editor', { nivel: 'departamento', departamento: 'oruro' });
    const antes = await huellaDatos(t);
    const fuera = await acceso('R1', oruro);
    expect(fuera.statusCode).toBe(404);
    expect(fuera.json()).toEqual({ error: M.recintoNoEncontrado });
    expect(await huellaDatos(t)).toBe(antes);
    const deR1 = await loginConAmbito(t, admin, 'editor', { nivel: 'recinto', recinto: 'R1' });
    const dentro = await acceso('R1', deR1);
    expect(dentro.statusCode, dentro.body).toBe(201);
    expect(dentro.json<Acceso>().enlace).toMatch(/\/delegado#[A-Z0-9]{10}$/);
  });

  it('el código abre la sesión del jefe de su recinto; uno nuevo revoca el anterior; queda auditado sin el código', async () => {
    const a = (await acceso('R1')).json<Acceso>();
    const entrada = await entrar(a.codigo.toLowerCase());
    expect(entrada.statusCode, entrada.body).toBe(200);
    const esperado: JefeYo = {
      nombre: 'Jorge Limachi',
      jefe: { codigo: 'R1', nombre: 'Colegio Bolivia', municipio: 'El Alto', departamento: 'la-paz' },
    };
    expect(entrada.json()).toEqual(esperado);
    const sesion = cookieDe(entrada);
    expect((await pedir(t, delegadoActual, { cookie: sesion })).json()).toEqual(esperado);

    const nuevo = (await acceso('R1')).json<Acceso>();
    expect((await entrar(a.codigo)).statusCode).toBe(401);
    expect((await recinto(sesion)).statusCode).toBe(401);
    expect((await entrar(nuevo.codigo)).statusCode).toBe(200);

    const registros = await t.deps.db
      .selectFrom('auditoria')
      .select(['usuario_nombre', 'detalle'])
      .where('ruta', '=', 'POST /api/dia-d/recintos/:codigo/jefe/acceso')
      .execute();
    expect(registros.length).toBeGreaterThanOrEqual(2);
    expect(registros.map((r) => r.detalle ?? '').join()).not.toContain(nuevo.codigo);
  });

  it('la lista del jefe: las mesas de su recinto con su estado y su delegado; 304 si nada cambió; 403 a un delegado', async () => {
    const jefe = await jefeEnR1();
    const leer = async () => {
      const res = await recinto(jefe);
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const primera = await leer();
    const r = primera.json<RecintoDelJefe>();
    expect(r.recinto).toEqual({
      codigo: 'R1',
      nombre: 'Colegio Bolivia',
      municipio: 'El Alto',
      departamento: 'la-paz',
    });
    expect(r.partidos.map((p) => p.sigla)).toEqual(['ALFA', 'BETA']);
    expect(r.mesas.map((m) => [m.codigo, m.estado, m.delegado?.nombre ?? null])).toEqual([
      ['M1', 'delegado-sin-llegada', 'Ana Quispe'],
      ['M2', 'sin-delegado', null],
    ]);
    expect(r.mesas[0]).toMatchObject({
      numero: 1,
      habilitados: 200,
      delegado: { celular: '70000001' },
      acta: null,
    });

    const etag = primera.headers.etag as string;
    expect((await recinto(jefe, { 'if-none-match': etag })).statusCode).toBe(304);

    await pedir(t, registrarLlegada, { payload: { id: 'llegada-m1' }, cookie: delegadoM1 });
    const cambiada = await recinto(jefe, { 'if-none-match': etag });
    expect(cambiada.statusCode).toBe(200);
    expect(cambiada.json<RecintoDelJefe>().mesas[0]!.estado).toBe('delegado-presente');

    const delegado = await recinto(delegadoM3);
    expect(delegado.statusCode).toBe(403);
    expect(delegado.json()).toEqual({ error: MJ.noEsJefe });
  });

  it('el jefe envía el acta de una mesa sin ella: guardada como suya, contada una vez, auditada con su nombre', async () => {
    const jefe = await jefeEnR1();
    const id = randomUUID();
    const res = await enviarActa(jefe, 'M2', id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id,
      mesa: 'M2',
      version: 1,
      estado: 'recibida',
      votos: FIGURAS.votos,
    });
    // The queue's resend after a lost answer is the same acta.
    const otraVez = await enviarActa(jefe, 'M2', id);
    expect(otraVez.statusCode).toBe(201);
    expect(otraVez.json()).toMatchObject({ id, version: 1 });

    const filas = await t.deps.db
      .selectFrom('dia_d_actas')
      .select(['autor_id', 'por_jefe', 'origen'])
      .where('mesa_codigo', '=', 'M2')
      .execute();
    expect(filas.map((f) => ({ ...f, por_jefe: Number(f.por_jefe) }))).toEqual([
      { autor_id: jefeId, por_jefe: 1, origen: 'delegado' },
    ]);
    const conteo = (await pedir(t, leerConteo, { cookie: editor })).json<Conteo>();
    expect(conteo.actasRecibidas).toBe(1);
    // HQ's list says who sent it.
    const sede = (
      await pedir(t, listarMesasActas, { query: { departamento: 'la-paz' }, cookie: editor })
    ).json<{
      mesas: MesaConActa[];
    }>();
    expect(sede.mesas.find((m) => m.codigo === 'M2')?.acta).toMatchObject({ version: 1, porJefe: true });
    const auditado = await t.deps.db
      .selectFrom('auditoria')
      .select('usuario_nombre')
      .where('ruta', '=', 'POST /api/jefe/mesas/:codigo/acta')
      .execute();
    expect(auditado.map((a) => a.usuario_nombre)).toContain(TEXTOS_JEFE.remitente('Jorge Limachi'));

    const lista = (await recinto(jefe)).json<RecintoDelJefe>();
    expect(lista.mesas.find((m) => m.codigo === 'M2')).toMatchObject({
      estado: 'acta-enviada',
      acta: { version: 1, estado: 'recibida', porJefe: true },
    });
  });

  it('el acta que envió el delegado no la reemplaza el jefe; otra mesa u otro recinto no existen para él; las rutas de la sede, 403', async () => {
    const jefe = await jefeEnR1();
    const delDelegado = await actaEn(delegadoM1, null);
    expect(delDelegado.statusCode, delDelegado.body).toBe(201);

    const antes = await huellaDatos(t, ['auditoria']);
    const sobreDelegado = await enviarActa(jefe, 'M1');
    expect(sobreDelegado.statusCode).toBe(409);
    expect(sobreDelegado.json()).toEqual({ error: MJ.actaDelDelegado });
    for (const mesa of ['M3', 'NO-EXISTE']) {
      const res = await enviarActa(jefe, mesa);
      expect(res.statusCode, mesa).toBe(404);
      expect(res.json()).toEqual({ error: MJ.mesaNoEncontrada });
    }
    expect(await huellaDatos(t, ['auditoria'])).toBe(antes);
    expect((await recinto(jefe)).json<RecintoDelJefe>().mesas.map((m) => m.codigo)).toEqual(['M1', 'M2']);

    for (const [ruta, query] of [
      [listarMesas, undefined],
      [listarPendientes, { estado: 'sin-acta' }],
      [leerConteo, undefined],
    ] as const) {
      const url = urlDe(ruta as Route, undefined, query);
      const res = await pedir(t, ruta as Route, { query, cookie: jefe });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.prohibido });
    }
  });

  it('el jefe lee los mensajes de su recinto como sus delegados, no los de otro; cambiar de jefe cierra su sesión', async () => {
    const jefe = await jefeEnR1();
    const enviar = (texto: string, destino: object) =>
      pedir(t, enviarMensajeDelegados, { payload: { texto, destino }, cookie: editor });
    const aR1 = await enviar('Abran el recinto a las 8', { recinto: 'R1' });
    expect(aR1.json()).toMatchObject({ destinatarios: 2 });
    await enviar('Solo Oruro', { departamento: 'oruro' });
    await enviar('Delegados sin llegada', { estado: 'sin-llegada' });
    const bandeja = await pedir(t, bandejaDelegado, { cookie: jefe });
    expect(bandeja.statusCode).toBe(200);
    expect(bandeja.json<{ texto: string }[]>().map((m) => m.texto)).toEqual(['Abran el recinto a las 8']);
    const { id } = aR1.json<{ id: string }>();
    expect((await pedir(t, marcarMensajeLeido, { params: { id }, cookie: jefe })).statusCode).toBe(204);
    expect(
      (await pedir(t, listarMensajesDelegados, { cookie: editor }))
        .json<{ id: string; leidos: number }[]>()
        .find((m) => m.id === id),
    ).toMatchObject({ leidos: 1 });

    await pedir(t, asignarJefeRecinto, {
      params: { codigo: 'R1' },
      payload: { defensorId: null },
      cookie: editor,
    });
    expect((await recinto(jefe)).statusCode).toBe(401);
  });
});
