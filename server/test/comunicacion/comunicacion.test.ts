import {
  DESCRIPCIONES_PRENSA,
  IMAGENES_PRENSA,
  MENSAJE_EMAIL,
  MENSAJE_TELEFONO,
  MENSAJE_URL,
  MENSAJES_COMUNICACION,
  MENSAJES_GENERALES,
  crearEarnedMedia,
  crearNotaPrensa,
  crearVocero,
  editarEarnedMedia,
  editarNotaPrensa,
  editarVocero,
  eliminarEarnedMedia,
  eliminarNotaPrensa,
  eliminarVocero,
  guardarMateriales,
  guardarPublicidad,
  listarEarnedMedia,
  listarPrensaPagada,
  listarVoceros,
  obtenerMateriales,
  obtenerPublicidad,
  type Route,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedir, type Params } from '../api.js';
import { createTestApp, dialects, type TestApp } from '../helpers.js';

describe.each(dialects)('comunicación (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let otra: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.login('editor');
    otra = await t.login('admin');
  });
  afterAll(() => t.close());

  const get = (ruta: Route, c = cookie) => pedir(t, ruta, { cookie: c });
  const send = <R extends Route>(ruta: R, params: Params<R> | undefined, payload?: object) =>
    pedir(t, ruta, { params, payload, cookie });

  /** Sends a bad body, expects the 400 message and the list unchanged. */
  async function rechaza(lista: Route, crear: Route, payload: object, mensaje: string) {
    const antes = (await get(lista)).json<unknown>();
    const res = await send(crear, undefined, payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json()).toEqual({ error: mensaje });
    expect((await get(lista)).json()).toEqual(antes);
  }

  describe('sin sesión', () => {
    it.each([
      ['GET', 'prensa-pagada', listarPrensaPagada, undefined],
      ['POST', 'prensa-pagada', crearNotaPrensa, undefined],
      ['PUT', 'prensa-pagada/x', editarNotaPrensa, { id: 'x' }],
      ['DELETE', 'prensa-pagada/x', eliminarNotaPrensa, { id: 'x' }],
      ['GET', 'earned-media', listarEarnedMedia, undefined],
      ['POST', 'earned-media', crearEarnedMedia, undefined],
      ['PUT', 'earned-media/x', editarEarnedMedia, { id: 'x' }],
      ['DELETE', 'earned-media/x', eliminarEarnedMedia, { id: 'x' }],
      ['GET', 'voceros', listarVoceros, undefined],
      ['POST', 'voceros', crearVocero, undefined],
      ['PUT', 'voceros/x', editarVocero, { id: 'x' }],
      ['DELETE', 'voceros/x', eliminarVocero, { id: 'x' }],
      ['GET', 'materiales', obtenerMateriales, undefined],
      ['POST', 'materiales', guardarMateriales, undefined],
      ['GET', 'publicidad', obtenerPublicidad, undefined],
      ['POST', 'publicidad', guardarPublicidad, undefined],
    ] as const)('%s %s responde 401', async (method, _path, ruta, params) => {
      const res = await pedir(t, ruta as Route, {
        params,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
    });
  });

  describe('prensa pagada', () => {
    it('empieza vacía', async () => {
      const res = await get(listarPrensaPagada);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('crea con nombres de envío y responde con nombres del servidor, enriquecida por palabra clave', async () => {
      const res = await send(crearNotaPrensa, undefined, {
        id: 'del-cliente',
        title: '  Entrevista al candidato ',
        url: 'https://www.la-razon.com/nacional/entrevista-candidato',
        media: 'La Razón',
      });
      expect(res.statusCode).toBe(201);
      const nota = res.json<Record<string, string>>();
      expect(nota).toEqual({
        id: nota.id,
        titulo: 'Entrevista al candidato',
        url: 'https://www.la-razon.com/nacional/entrevista-candidato',
        medio: 'La Razón',
        imagen_url: IMAGENES_PRENSA.entrevista,
        descripcion: DESCRIPCIONES_PRENSA.entrevista,
        dominio: 'la-razon.com',
      });
      expect(nota.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(nota.id).not.toBe('del-cliente');
      expect((await get(listarPrensaPagada)).json()).toEqual([nota]);
    });

    it.each([
      ['https://opinion.com.bo/analisis-de-propuestas', 'analisis', 'opinion.com.bo'],
      ['http://www.eldeber.com.bo/cobertura/acto', 'cobertura', 'eldeber.com.bo'],
      ['https://www.paginasiete.bo/nota/123', 'general', 'paginasiete.bo'],
    ] as const)('enriquece %s como %s con dominio %s', async (url, tipo, dominio) => {
      const res = await send(crearNotaPrensa, undefined, { title: 'Nota', url, media: 'Medio' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        imagen_url: IMAGENES_PRENSA[tipo],
        descripcion: DESCRIPCIONES_PRENSA[tipo],
        dominio,
      });
    });

    it('las nuevas van al principio de la lista', async () => {
      const lista = (await get(listarPrensaPagada)).json<{ url: string }[]>();
      expect(lista.map((n) => n.url)).toEqual([
        'https://www.paginasiete.bo/nota/123',
        'http://www.eldeber.com.bo/cobertura/acto',
        'https://opinion.com.bo/analisis-de-propuestas',
        'https://www.la-razon.com/nacional/entrevista-candidato',
      ]);
    });

    it('respeta la descripción y una imagen incluida enviadas por el cliente; el dominio sale de la URL', async () => {
      const res = await send(crearNotaPrensa, undefined, {
        title: 'Propia',
        url: 'https://www.correodelsur.com/entrevista',
        media: 'Correo del Sur',
        imageUrl: IMAGENES_PRENSA.cobertura,
        description: 'Texto propio',
        domain: 'mentira.com',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        imagen_url: IMAGENES_PRENSA.cobertura,
        descripcion: 'Texto propio',
        dominio: 'correodelsur.com',
      });
    });

    it.each([
      [{ url: 'https://a.bo', media: 'M' }, MENSAJES_COMUNICACION.tituloRequerido],
      [{ title: '   ', url: 'https://a.bo', media: 'M' }, MENSAJES_COMUNICACION.tituloRequerido],
      [{ title: 'T', media: 'M' }, MENSAJES_COMUNICACION.urlRequerida],
      [{ title: 'T', url: 'https://a.bo' }, MENSAJES_COMUNICACION.medioRequerido],
      [{ title: 'T', url: 'javascript:alert(1)', media: 'M' }, MENSAJE_URL],
      [{ title: 'T', url: 'data:text/html,<b>x</b>', media: 'M' }, MENSAJE_URL],
      [{ title: 'T', url: 'ftp://a.bo/x', media: 'M' }, MENSAJE_URL],
      [{ title: 'T', url: 'no es una url', media: 'M' }, MENSAJE_URL],
      [{ title: 'a'.repeat(201), url: 'https://a.bo', media: 'M' }, MENSAJES_COMUNICACION.tituloLargo],
      [{ title: 'T', url: 'https://a.bo', media: 'm'.repeat(101) }, MENSAJES_COMUNICACION.medioLargo],
      [
        { title: 'T', url: 'https://a.bo', media: 'M', description: 'd'.repeat(1001) },
        MENSAJES_COMUNICACION.descripcionLarga,
      ],
      [
        { title: 'T', url: 'https://a.bo', media: 'M', imageUrl: 'https://fuera.com/x.png' },
        MENSAJES_COMUNICACION.imagenInvalida,
      ],
      [
        { title: 'T', url: 'https://a.bo', media: 'M', imageUrl: 'javascript:alert(1)' },
        MENSAJES_COMUNICACION.imagenInvalida,
      ],
    ])('rechaza %j con 400 y no guarda nada', async (payload, mensaje) => {
      await rechaza(listarPrensaPagada, crearNotaPrensa, payload, mensaje);
    });

    it('acepta los límites exactos (200, 100 y 1000 caracteres)', async () => {
      const res = await send(crearNotaPrensa, undefined, {
        title: 'á'.repeat(200),
        url: 'https://limite.bo/x',
        media: 'm'.repeat(100),
        description: 'd'.repeat(1000),
      });
      expect(res.statusCode).toBe(201);
      const id = res.json<{ id: string }>().id;
      expect((await send(eliminarNotaPrensa, { id })).statusCode).toBe(204);
    });

    it('rechaza campos desconocidos', async () => {
      const res = await send(crearNotaPrensa, undefined, {
        title: 'T',
        url: 'https://a.bo',
        media: 'M',
        extra: 1,
      });
      expect(res.statusCode).toBe(400);
    });

    it('edita una nota recalculando enriquecimiento y dominio, y la comparte con otro usuario', async () => {
      const creada = (
        await send(crearNotaPrensa, undefined, { title: 'Con error', url: 'https://x.bo/nota', media: 'X' })
      ).json<{ id: string }>();
      const res = await send(
        editarNotaPrensa,
        { id: creada.id },
        {
          title: 'Corregida',
          url: 'https://www.y.bo/analisis',
          media: 'Y',
        },
      );
      expect(res.statusCode).toBe(200);
      const esperada = {
        id: creada.id,
        titulo: 'Corregida',
        url: 'https://www.y.bo/analisis',
        medio: 'Y',
        imagen_url: IMAGENES_PRENSA.analisis,
        descripcion: DESCRIPCIONES_PRENSA.analisis,
        dominio: 'y.bo',
      };
      expect(res.json()).toEqual(esperada);
      expect((await get(listarPrensaPagada, otra)).json()).toContainEqual(esperada);
    });

    it('editar con datos inválidos responde 400 y no cambia la nota', async () => {
      const [primera] = (await get(listarPrensaPagada)).json<{ id: string }[]>();
      const antes = (await get(listarPrensaPagada)).json<unknown>();
      const res = await send(
        editarNotaPrensa,
        { id: primera!.id },
        {
          title: 'T',
          url: 'javascript:alert(1)',
          media: 'M',
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MENSAJE_URL });
      expect((await get(listarPrensaPagada)).json()).toEqual(antes);
    });

    it('editar o eliminar una nota inexistente responde 404', async () => {
      const body = { title: 'T', url: 'https://a.bo', media: 'M' };
      expect((await send(editarNotaPrensa, { id: 'no-existe' }, body)).statusCode).toBe(404);
      const res = await send(eliminarNotaPrensa, { id: 'no-existe' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.noEncontrado });
    });

    it('elimina una nota', async () => {
      const [primera] = (await get(listarPrensaPagada)).json<{ id: string }[]>();
      const total = (await get(listarPrensaPagada)).json<unknown[]>().length;
      expect((await send(eliminarNotaPrensa, { id: primera!.id })).statusCode).toBe(204);
      const lista = (await get(listarPrensaPagada)).json<{ id: string }[]>();
      expect(lista).toHaveLength(total - 1);
      expect(lista.map((n) => n.id)).not.toContain(primera!.id);
    });
  });

  describe('earned media', () => {
    it('crea (id del cliente ignorado), lista, edita y elimina', async () => {
      const res = await send(crearEarnedMedia, undefined, {
        id: 123,
        title: 'Mención en TV',
        url: 'https://unitel.bo/video',
        media: 'Unitel',
      });
      expect(res.statusCode).toBe(201);
      const nota = res.json<{ id: string }>();
      expect(nota).toEqual({
        id: nota.id,
        titulo: 'Mención en TV',
        url: 'https://unitel.bo/video',
        medio: 'Unitel',
      });
      expect(nota.id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await get(listarEarnedMedia)).json()).toEqual([nota]);

      const editada = await send(
        editarEarnedMedia,
        { id: nota.id },
        {
          title: 'Mención en radio',
          url: 'https://fides.bo/audio',
          media: 'Fides',
        },
      );
      expect(editada.statusCode).toBe(200);
      expect(editada.json()).toEqual({
        id: nota.id,
        titulo: 'Mención en radio',
        url: 'https://fides.bo/audio',
        medio: 'Fides',
      });
      expect((await get(listarEarnedMedia, otra)).json()).toEqual([editada.json()]);

      expect((await send(eliminarEarnedMedia, { id: nota.id })).statusCode).toBe(204);
      expect((await get(listarEarnedMedia)).json()).toEqual([]);
      expect((await send(eliminarEarnedMedia, { id: nota.id })).statusCode).toBe(404);
    });

    it.each([
      [{ url: 'https://a.bo', media: 'M' }, MENSAJES_COMUNICACION.tituloRequerido],
      [{ title: 'T', url: '', media: 'M' }, MENSAJES_COMUNICACION.urlRequerida],
      [{ title: 'T', url: 'javascript:alert(1)', media: 'M' }, MENSAJE_URL],
      [{ title: 'T', url: 'https://a.bo', media: '' }, MENSAJES_COMUNICACION.medioRequerido],
      [{ title: 'a'.repeat(201), url: 'https://a.bo', media: 'M' }, MENSAJES_COMUNICACION.tituloLargo],
      [{ title: 'T', url: 'https://a.bo', media: 'm'.repeat(101) }, MENSAJES_COMUNICACION.medioLargo],
    ])('rechaza %j con 400 y no guarda nada', async (payload, mensaje) => {
      await rechaza(listarEarnedMedia, crearEarnedMedia, payload, mensaje);
    });
  });

  describe('voceros', () => {
    it('crea (id del cliente ignorado), lista, edita y elimina', async () => {
      const res = await send(crearVocero, undefined, {
        id: 'x1',
        name: 'Ana Pérez',
        email: 'ana@campana.bo',
        phone: '+591 (7) 123-4567',
      });
      expect(res.statusCode).toBe(201);
      const v = res.json<{ id: string }>();
      expect(v).toEqual({
        id: v.id,
        nombre: 'Ana Pérez',
        email: 'ana@campana.bo',
        telefono: '+591 (7) 123-4567',
      });
      expect(v.id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await get(listarVoceros)).json()).toEqual([v]);

      const editado = await send(
        editarVocero,
        { id: v.id },
        {
          name: 'Ana P. Rojas',
          email: 'ana.rojas@campana.bo',
          phone: '71234567',
        },
      );
      expect(editado.statusCode).toBe(200);
      expect(editado.json()).toEqual({
        id: v.id,
        nombre: 'Ana P. Rojas',
        email: 'ana.rojas@campana.bo',
        telefono: '71234567',
      });
      expect((await send(eliminarVocero, { id: v.id })).statusCode).toBe(204);
      expect((await get(listarVoceros)).json()).toEqual([]);
      expect(
        (await send(editarVocero, { id: v.id }, { name: 'A', email: 'a@b.bo', phone: '123456' })).statusCode,
      ).toBe(404);
    });

    const v = { name: 'Ana', email: 'ana@x.bo', phone: '71234567' };
    it.each([
      [{ ...v, name: ' ' }, MENSAJES_COMUNICACION.nombreRequerido],
      [{ ...v, name: 'n'.repeat(101) }, MENSAJES_COMUNICACION.nombreLargo],
      [{ ...v, email: '' }, MENSAJES_COMUNICACION.emailRequerido],
      [{ ...v, email: 'ana@' }, MENSAJE_EMAIL],
      [{ ...v, phone: '' }, MENSAJES_COMUNICACION.telefonoRequerido],
      [{ ...v, phone: '12345' }, MENSAJE_TELEFONO],
      [{ ...v, phone: '1'.repeat(21) }, MENSAJE_TELEFONO],
      [{ ...v, phone: '7123456a' }, MENSAJE_TELEFONO],
    ])('rechaza %j con 400 y no guarda nada', async (payload, mensaje) => {
      await rechaza(listarVoceros, crearVocero, payload, mensaje);
    });

    it('acepta teléfonos de 6 y de 20 caracteres', async () => {
      for (const phone of ['123456', '+591 (7) 12-345-6789']) {
        const res = await send(crearVocero, undefined, { ...v, phone });
        expect(res.statusCode, phone).toBe(201);
        await send(eliminarVocero, { id: res.json<{ id: string }>().id });
      }
    });
  });

  describe('materiales', () => {
    it('empieza con la semilla 100 / 50', async () => {
      expect((await get(obtenerMateriales)).json()).toEqual({ meta: 100, producidos: 50 });
    });

    it('guarda meta y producidos y responde lo guardado', async () => {
      const res = await send(guardarMateriales, undefined, { target: 200, current: 200 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ meta: 200, producidos: 200 });
      expect((await get(obtenerMateriales, otra)).json()).toEqual({ meta: 200, producidos: 200 });
    });

    it.each([
      [{ target: 0, current: 0 }, MENSAJES_COMUNICACION.metaRango],
      [{ target: 10, current: 11 }, MENSAJES_COMUNICACION.producidosRango],
      [{ target: 10, current: -1 }, MENSAJES_COMUNICACION.producidosRango],
      [{ target: 10.5, current: 1 }, MENSAJES_COMUNICACION.metaEntera],
      [{ target: 10, current: 1.5 }, MENSAJES_COMUNICACION.producidosEnteros],
      [{ current: 1 }, MENSAJES_COMUNICACION.metaRequerida],
      [{ target: 10 }, MENSAJES_COMUNICACION.producidosRequeridos],
    ])('rechaza %j con 400 y no cambia nada', async (payload, mensaje) => {
      await rechaza(obtenerMateriales, guardarMateriales, payload, mensaje);
    });
  });

  describe('publicidad', () => {
    it('empieza con la semilla 100 / 45', async () => {
      expect((await get(obtenerPublicidad)).json()).toEqual({ meta: 100, entregada: 45 });
    });

    it('guarda meta y entregada (también con decimales) y responde lo guardado', async () => {
      const res = await send(guardarPublicidad, undefined, { target: 80, current: 0 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ meta: 80, entregada: 0 });
      const res2 = await send(guardarPublicidad, undefined, { target: 80.5, current: 80.5 });
      expect(res2.json()).toEqual({ meta: 80.5, entregada: 80.5 });
      expect((await get(obtenerPublicidad, otra)).json()).toEqual({ meta: 80.5, entregada: 80.5 });
    });

    it.each([
      [{ target: 0, current: 0 }, MENSAJES_COMUNICACION.metaRango],
      [{ target: 10, current: 10.1 }, MENSAJES_COMUNICACION.entregadaRango],
      [{ target: 10, current: -1 }, MENSAJES_COMUNICACION.entregadaRango],
      [{ target: 'abc', current: 1 }, MENSAJES_COMUNICACION.metaRequerida],
      [{ target: 10 }, MENSAJES_COMUNICACION.entregadaRequerida],
    ])('rechaza %j con 400 y no cambia nada', async (payload, mensaje) => {
      await rechaza(obtenerPublicidad, guardarPublicidad, payload, mensaje);
    });
  });

  it('todo sobrevive a un reinicio y la semilla no pisa los cambios', async () => {
    const vocero = (
      await send(crearVocero, undefined, { name: 'Persistente', email: 'p@x.bo', phone: '7777777' })
    ).json<unknown>();
    const prensa = (await get(listarPrensaPagada)).json<unknown>();
    t = await t.restart();
    cookie = await t.login('editor');
    expect((await get(listarVoceros)).json()).toEqual([vocero]);
    expect((await get(listarPrensaPagada)).json()).toEqual(prensa);
    expect((await get(obtenerMateriales)).json()).toEqual({ meta: 200, producidos: 200 });
    expect((await get(obtenerPublicidad)).json()).toEqual({ meta: 80.5, entregada: 80.5 });
  });
});
