import {
  MENSAJES_GENERALES,
  crearAviso as rutaCrearAviso,
  listarAvisos,
  logout,
  me,
  eliminarAviso,
  type Route,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { pedir, urlDe, type Params } from '../api.js';

const aviso = { mensaje: 'Reunión con dirigentes en Quillacollo', fecha: '2026-11-25', hora: '18:30' };

describe.each(dialects)('CSRF (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.login('editor');
  });
  afterAll(() => t.close());

  /** inject() exactly as given: no content type is added. */
  const enviar = <R extends Route>(
    ruta: R,
    params: Params<R> | undefined,
    headers: Record<string, string>,
    payload?: string,
  ) =>
    t.app.inject({
      method: ruta.method,
      url: urlDe(ruta, params),
      headers: { cookie, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  const crearAviso = async () => {
    const res = await pedir(t, rutaCrearAviso, { payload: aviso, cookie });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const cuantosAvisos = async () => (await pedir(t, listarAvisos, { cookie })).json<unknown[]>().length;

  it('un DELETE sin cuerpo ni tipo de contenido, con la cookie de sesión, borra (como curl -X DELETE)', async () => {
    const id = await crearAviso();
    const res = await enviar(eliminarAviso, { id }, {});
    expect(res.statusCode).toBe(204);
    const otra = await enviar(eliminarAviso, { id }, {});
    expect(otra.statusCode).toBe(404);
  });

  it('un POST /api/auth/logout sin cuerpo ni tipo cierra la sesión', async () => {
    const propia = await t.login('editor');
    const res = await t.app.inject({ method: 'POST', url: urlDe(logout), headers: { cookie: propia } });
    expect(res.statusCode).toBe(204);
    const despues = await t.app.inject({ url: urlDe(me), headers: { cookie: propia } });
    expect(despues.statusCode).toBe(401);
  });

  it('rechaza con 403 lo que el navegador marca como cross-site, aun sin cuerpo', async () => {
    const id = await crearAviso();
    const res = await enviar(eliminarAviso, { id }, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.solicitudRechazada });
    const mismo = await enviar(eliminarAviso, { id }, { 'sec-fetch-site': 'same-origin' });
    expect(mismo.statusCode).toBe(204);
  });

  it('rechaza con 403 un Origin ajeno (o nulo) y no guarda nada', async () => {
    const antes = await cuantosAvisos();
    for (const origin of ['https://evil.example', 'null']) {
      const res = await enviar(
        rutaCrearAviso,
        undefined,
        { origin, host: 'localhost:3000', 'content-type': 'application/json' },
        JSON.stringify(aviso),
      );
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.solicitudRechazada });
    }
    const propio = await enviar(
      rutaCrearAviso,
      undefined,
      { origin: 'http://localhost:3000', host: 'localhost:3000', 'content-type': 'application/json' },
      JSON.stringify(aviso),
    );
    expect(propio.statusCode).toBe(201);
    expect(await cuantosAvisos()).toBe(antes + 1);
  });

  it('rechaza con 403 un cuerpo que no es JSON ni multipart, tenga o no tipo, y no guarda nada', async () => {
    const antes = await cuantosAvisos();
    for (const headers of [
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      {} as Record<string, string>,
    ]) {
      const res = await enviar(rutaCrearAviso, undefined, headers, JSON.stringify(aviso));
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.solicitudRechazada });
    }
    expect(await cuantosAvisos()).toBe(antes);
  });

  it('un POST de creación sin cuerpo responde 400 con el mensaje de cuerpo requerido', async () => {
    const res = await enviar(rutaCrearAviso, undefined, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.cuerpoRequerido });
  });
});
