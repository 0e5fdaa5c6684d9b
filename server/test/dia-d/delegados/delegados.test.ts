import { randomUUID } from 'node:crypto';
import {
  MENSAJES_DIA_D as M,
  MENSAJES_GENERALES,
  type Acceso,
  type Cobertura,
  type Defensor,
  type DelegadoYo,
  type DiaD,
  type Incidente,
  crearDefensor,
  asignarDelegado,
  entrarDelegado,
  reportarIncidente,
  obtenerCobertura,
  crearAcceso,
  delegadoActual,
  registrarLlegada,
  obtenerDiaD,
  listarIncidentes,
  listarUsuariosAsignables,
  cambiarIncidente,
  revocarAcceso,
  listarRecintos,
  asignarJefeRecinto,
  fotoIncidente,
} from '@comando/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, storedBlobs, type TestApp } from '../../helpers.js';
import { REGISTRO_TRES_MESAS as CSV, registroYEleccion } from '../../dia-d-comun.js';
import { multipart, type MultipartPart } from '../../multipart.js';
import { pedir, PREFIJOS, urlDe } from '../../api.js';

/** The test clock's day (2026-11-23, La Paz) is the election day. */
const ELECCION = '2026-11-23';

describe.each(dialects)('Día D: delegados en el teléfono (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let ana: Defensor;
  let beto: Defensor;
  let acceso: Acceso;
  let delegado: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
    editor = await t.login('editor');
    await registroYEleccion(t, { admin, editor }, CSV, ELECCION);
    const nuevo = async (nombre: string, phone: string) =>
      (
        await pedir(t, crearDefensor, {
          params: { region: 'la-paz' },
          payload: { name: nombre, phone, email: `${phone}@ejemplo.bo` },
          cookie: editor,
        })
      ).json<Defensor>();
    ana = await nuevo('Ana Quispe', '70000001');
    beto = await nuevo('Beto Choque', '70000002');
    for (const [mesa, d] of [
      ['M1', ana],
      ['M2', beto],
    ] as const) {
      await pedir(t, asignarDelegado, {
        params: { codigo: mesa },
        payload: { defensorId: d.id },
        cookie: editor,
      });
    }
  });
  afterAll(() => t.close());

  const entrar = (codigo: string) => pedir(t, entrarDelegado, { payload: { codigo } });
  const cookieDe = (res: Awaited<ReturnType<typeof entrar>>) =>
    `comando_sesion=${res.cookies.find((c) => c.name === 'comando_sesion')?.value}`;
  const incidente = (parts: MultipartPart[], cookie = delegado) => {
    const m = multipart(parts);
    return pedir(t, reportarIncidente, { payload: m.payload, headers: m.headers, cookie });
  };
  const cobertura = async () =>
    (await pedir(t, obtenerCobertura, { cookie: editor })).json<Cobertura>().total;

  it('un defensor sin mesa no recibe acceso', async () => {
    const otro = await pedir(t, crearDefensor, {
      params: { region: 'la-paz' },
      payload: { name: 'Sin Mesa', phone: '70000009', email: 'sm@ejemplo.bo' },
      cookie: editor,
    });
    const res = await pedir(t, crearAcceso, {
      params: { defensorId: otro.json<Defensor>().id },
      cookie: editor,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: M.sinMesa });
  });

  it('el acceso se muestra una vez (enlace con el código en el fragmento) y solo se guarda su hash', async () => {
    const res = await pedir(t, crearAcceso, { params: { defensorId: ana.id }, cookie: editor });
    expect(res.statusCode, res.body).toBe(201);
    acceso = res.json<Acceso>();
    expect(acceso.codigo).toMatch(/^[A-Z2-9]{10}$/);
    expect(acceso.enlace).toMatch(new RegExp(`/delegado#${acceso.codigo}$`));
    const filas = await t.deps.db.selectFrom('dia_d_accesos').selectAll().execute();
    expect(JSON.stringify(filas)).not.toContain(acceso.codigo);
  });

  it('fuera de las fechas del Día D el código no abre sesión', async () => {
    t.clock.set('2026-11-25T04:00:00Z'); // 00:00 in La Paz, two days after the election
    const tarde = await entrar(acceso.codigo);
    expect(tarde.statusCode).toBe(403);
    expect(tarde.json()).toEqual({ error: M.fueraDeFecha });
    t.clock.set('2026-11-22T03:59:59Z'); // 23:59:59 in La Paz, two days before
    expect((await entrar(acceso.codigo)).statusCode).toBe(403);
    t.clock.set('2026-11-22T04:00:00Z'); // the day before opens the window
    expect((await entrar(acceso.codigo)).statusCode).toBe(200);
    t.clock.set('2026-11-23T15:00:00Z');
  });

  it('un código equivocado responde 401 en español', async () => {
    const res = await entrar('AAAAAAAAAA');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: M.codigoInvalido });
  });

  it('entra con el código (sin importar mayúsculas ni guiones) y ve su mesa y recinto', async () => {
    const res = await entrar(`${acceso.codigo.slice(0, 5).toLowerCase()}-${acceso.codigo.slice(5)}`);
    expect(res.statusCode, res.body).toBe(200);
    delegado = cookieDe(res);
    const yo = (await pedir(t, delegadoActual, { cookie: delegado })).json<DelegadoYo>();
    expect(yo).toEqual({
      nombre: 'Ana Quispe',
      mesa: {
        codigo: 'M1',
        numero: 1,
        habilitados: 200,
        recinto: { codigo: 'R1', nombre: 'Colegio Bolivia', municipio: 'El Alto', departamento: 'la-paz' },
      },
      llegada: null,
      incidentes: [],
      partidos: [],
      acta: null,
    });
  });

  it('un delegado recibe 403 en cada ruta de la sede (recorriendo la tabla de rutas)', async () => {
    const sede = t.app.registeredRoutes.filter(
      (r) =>
        r.url.startsWith(PREFIJOS.api) &&
        !r.public &&
        !r.url.startsWith(PREFIJOS.delegado) &&
        // Issue 28: the recinto chief's phone routes (a delegate gets their own 403: dia-d-jefe.test.ts).
        !r.url.startsWith(PREFIJOS.jefe) &&
        !r.url.startsWith(PREFIJOS.cuentaPropia),
    );
    expect(sede.length).toBeGreaterThan(50);
    for (const r of sede) {
      const res = await t.request({
        method: r.method,
        url: r.url.replace(/:[A-Za-z_]+/g, 'x'),
        cookie: delegado,
        ...(r.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.prohibido });
    }
  });

  it('y la sede no entra en las rutas del teléfono (recorriendo la tabla de rutas)', async () => {
    const telefono = t.app.registeredRoutes.filter(
      (r) => (r.url.startsWith(PREFIJOS.delegado) || r.url.startsWith(PREFIJOS.jefe)) && !r.public,
    );
    expect(telefono.length).toBeGreaterThan(5);
    for (const r of telefono) {
      const res = await t.request({
        method: r.method,
        url: r.url.replace(/:[A-Za-z_]+/g, 'x'),
        cookie: editor,
        ...(r.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('"Estoy en mi mesa" cuenta una vez aunque se reenvíe, y la cobertura lo muestra', async () => {
    expect(await cobertura()).toEqual({ mesas: 3, conDelegado: 2, presentes: 0 });
    const id = randomUUID();
    const primera = await pedir(t, registrarLlegada, { payload: { id }, cookie: delegado });
    expect(primera.statusCode, primera.body).toBe(200);
    expect(primera.json()).toEqual({ llegada: '2026-11-23T15:00:00.000Z' });
    t.clock.set('2026-11-23T15:05:00Z');
    const otra = await pedir(t, registrarLlegada, { payload: { id }, cookie: delegado });
    expect(otra.json()).toEqual({ llegada: '2026-11-23T15:00:00.000Z' });
    expect(await cobertura()).toEqual({ mesas: 3, conDelegado: 2, presentes: 1 });
    // The Estrategia Día D card reads the same figures from the registry.
    const diaD = await pedir(t, obtenerDiaD, { cookie: editor });
    expect(diaD.json<DiaD>().registro).toEqual({ mesas: 3, conDelegado: 2, presentes: 1 });
    const malo = await pedir(t, registrarLlegada, { payload: {}, cookie: delegado });
    expect(malo.statusCode).toBe(400);
    expect(malo.json()).toEqual({ error: M.idRequerido });
  });

  it('reporta un incidente; el reenvío con el mismo id se cuenta una vez', async () => {
    const id = randomUUID();
    const partes = [
      { name: 'id', value: id },
      { name: 'tipo', value: 'apertura-tardia' },
      { name: 'texto', value: 'La mesa abrió a las 9:10' },
    ];
    const res = await incidente(partes);
    expect(res.statusCode, res.body).toBe(201);
    const otra = await incidente(partes);
    expect(otra.statusCode).toBe(201);
    const lista = (await pedir(t, listarIncidentes, { cookie: editor })).json<Incidente[]>();
    expect(lista.filter((i) => i.id === id)).toHaveLength(1);
    expect(lista[0]).toMatchObject({
      id,
      tipo: 'apertura-tardia',
      texto: 'La mesa abrió a las 9:10',
      estado: 'nuevo',
      mesa: 'M1',
      departamento: 'la-paz',
      delegado: 'Ana Quispe',
      fotoUrl: null,
    });
  });

  it('rechaza tipo desconocido, texto vacío o de más de 1000 caracteres, y no guarda nada', async () => {
    for (const [tipo, texto, error] of [
      ['robo', 'x', M.tipoRequerido],
      ['otro', '   ', M.textoRequerido],
      ['otro', 'x'.repeat(1001), M.textoLargo],
    ] as const) {
      const res = await incidente([
        { name: 'id', value: randomUUID() },
        { name: 'tipo', value: tipo },
        { name: 'texto', value: texto },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    const lista = (await pedir(t, listarIncidentes, { cookie: editor })).json<Incidente[]>();
    expect(lista).toHaveLength(1);
    // With a photo: it is stored before the report's transaction opens, and removed with the refusal.
    const blobsAntes = await storedBlobs(t.deps.files);
    const foto = await sharp({ create: { width: 33, height: 17, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const conFoto = await incidente([
      { name: 'id', value: randomUUID() },
      { name: 'tipo', value: 'robo' },
      { name: 'texto', value: 'x' },
      { name: 'foto', filename: 'f.jpg', type: 'image/jpeg', content: foto },
    ]);
    expect(conFoto.statusCode).toBe(400);
    expect(conFoto.json()).toEqual({ error: M.tipoRequerido });
    expect(await storedBlobs(t.deps.files)).toEqual(blobsAntes);
  });

  it('la foto: JPEG/PNG/WebP por contenido, ≤ 10 MB, sin metadatos de ubicación al guardarla', async () => {
    const conGps = await sharp({ create: { width: 32, height: 32, channels: 3, background: 'red' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Telefono' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '16/1 30/1 0/1' } })
      .toBuffer();
    expect((await sharp(conGps).metadata()).exif).toBeDefined();
    const id = randomUUID();
    const base = [
      { name: 'id', value: id },
      { name: 'tipo', value: 'irregularidad-conteo' },
      { name: 'texto', value: 'Foto del conteo' },
    ];
    const falsa = await incidente([
      ...base,
      { name: 'foto', filename: 'foto.jpg', type: 'image/jpeg', content: Buffer.from('%PDF-1.4 no es foto') },
    ]);
    expect(falsa.statusCode).toBe(415);
    expect(falsa.json()).toEqual({ error: M.fotoTipo });
    const grande = await incidente([
      ...base,
      {
        name: 'foto',
        filename: 'g.jpg',
        type: 'image/jpeg',
        content: Buffer.concat([conGps, Buffer.alloc(10 * 1024 * 1024)]),
      },
    ]);
    expect(grande.statusCode).toBe(413);
    expect(grande.json()).toEqual({ error: M.fotoGrande });
    expect(
      await t.deps.db.selectFrom('dia_d_incidentes').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBe(undefined);

    const ok = await incidente([
      ...base,
      { name: 'foto', filename: 'f.png', type: 'image/png', content: conGps },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    const i = (await pedir(t, listarIncidentes, { cookie: editor }))
      .json<Incidente[]>()
      .find((x) => x.id === id);
    expect(i?.fotoUrl).toBe(urlDe(fotoIncidente, { id }));
    const foto = await t.request({ url: i!.fotoUrl!, cookie: editor });
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(foto.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(foto.rawPayload.includes(Buffer.from('Telefono'))).toBe(false);
  });

  it('la mesa de incidentes filtra, asigna, anota y cambia el estado', async () => {
    const lista = (
      await pedir(t, listarIncidentes, { query: { tipo: 'apertura-tardia' }, cookie: editor })
    ).json<Incidente[]>();
    expect(lista).toHaveLength(1);
    const usuarios = (await pedir(t, listarUsuariosAsignables, { cookie: editor })).json<{ id: string }[]>();
    const res = await pedir(t, cambiarIncidente, {
      params: { id: lista[0]!.id },
      payload: { estado: 'en-curso', asignadoA: usuarios[0]!.id, nota: 'Llamamos al notario' },
      cookie: editor,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Incidente>()).toMatchObject({
      estado: 'en-curso',
      asignadoA: { id: usuarios[0]!.id },
      notas: [{ autor: 'Editor', texto: 'Llamamos al notario', en: '2026-11-23T15:05:00.000Z' }],
    });
    expect(
      (await pedir(t, listarIncidentes, { query: { estado: 'nuevo' }, cookie: editor })).json<Incidente[]>(),
    ).toHaveLength(1);
    expect(
      (await pedir(t, listarIncidentes, { query: { departamento: 'oruro' }, cookie: editor })).json<
        Incidente[]
      >(),
    ).toHaveLength(0);
    const vacio = await pedir(t, cambiarIncidente, {
      params: { id: lista[0]!.id },
      payload: {},
      cookie: editor,
    });
    expect(vacio.json()).toEqual({ error: M.cambioRequerido });
  });

  it('un incidente reenviado con el id de otro delegado no se mezcla', async () => {
    const codigo = (
      await pedir(t, crearAcceso, { params: { defensorId: beto.id }, cookie: editor })
    ).json<Acceso>().codigo;
    const sesionBeto = cookieDe(await entrar(codigo));
    const [propio] = (await pedir(t, listarIncidentes, { cookie: editor })).json<Incidente[]>();
    const res = await incidente(
      [
        { name: 'id', value: propio!.id },
        { name: 'tipo', value: 'otro' },
        { name: 'texto', value: 'otro texto' },
      ],
      sesionBeto,
    );
    expect(res.statusCode).toBe(409);
    const yo = (await pedir(t, delegadoActual, { cookie: sesionBeto })).json<DelegadoYo>();
    expect(yo.mesa.codigo).toBe('M2');
    expect(yo.incidentes).toEqual([]);
  });

  it('revocar el acceso cierra su sesión y el código deja de servir', async () => {
    const res = await pedir(t, revocarAcceso, { params: { defensorId: ana.id }, cookie: editor });
    expect(res.statusCode).toBe(204);
    expect((await pedir(t, delegadoActual, { cookie: delegado })).statusCode).toBe(401);
    expect((await entrar(acceso.codigo)).statusCode).toBe(401);
  });

  it('un recinto recibe un jefe de su departamento y la lista de recintos lo muestra', async () => {
    const recintos = async () =>
      (
        await pedir(t, listarRecintos, {
          query: { departamento: 'la-paz', municipio: 'El Alto' },
          cookie: editor,
        })
      ).json<{ codigo: string; jefe: { id: string; nombre: string } | null }[]>();
    expect((await recintos()).map((r) => r.jefe)).toEqual([null]);
    const res = await pedir(t, asignarJefeRecinto, {
      params: { codigo: 'R1' },
      payload: { defensorId: ana.id },
      cookie: editor,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await recintos()).toEqual([
      expect.objectContaining({
        codigo: 'R1',
        jefe: { id: ana.id, nombre: 'Ana Quispe', celular: '70000001' },
      }),
    ]);
    // Oruro's recinto refuses a La Paz defender, and nothing changes.
    const otro = await pedir(t, asignarJefeRecinto, {
      params: { codigo: 'R2' },
      payload: { defensorId: ana.id },
      cookie: editor,
    });
    expect(otro.statusCode).toBe(409);
    expect(otro.json()).toEqual({ error: M.otroDepartamento });
    await pedir(t, asignarJefeRecinto, {
      params: { codigo: 'R1' },
      payload: { defensorId: null },
      cookie: editor,
    });
    expect((await recintos()).map((r) => r.jefe)).toEqual([null]);
  });
});
