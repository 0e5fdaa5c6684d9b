import {
  MENSAJES_CUENTA,
  MENSAJES_LOGIN,
  MENSAJES_SESIONES,
  crearUsuario,
  login as rutaLogin,
  cambiarContrasena,
  crearAviso,
  me,
  listarEncuestas,
  listarAuditoria,
  restablecerUsuario,
  listarSesiones,
  cerrarSesion,
  cerrarOtrasSesiones,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { FLUJO_DE_CAMBIOS, pedir } from '../api.js';

// Issue 16, my account: a temporary password is changed before anything else, the new one
// must be long and hard to guess (zxcvbn with the Spanish dictionary), other sessions end.
const FUERTE = 'Tres-Llamas-Cruzan-el-Illimani';

const cookieDe = (res: { cookies: { name: string; value: string }[] }) =>
  `comando_sesion=${res.cookies.find((c) => c.name === 'comando_sesion')?.value}`;

describe.each(dialects)('mi cuenta: contraseña (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  async function usuarioNuevo(usuario: string) {
    const res = await pedir(t, crearUsuario, {
      cookie: admin,
      payload: { usuario, nombre: 'Rosa Quispe', email: `${usuario}@comando.bo`, rol: 'editor' },
    });
    expect(res.statusCode).toBe(201);
    const { id, contrasenaTemporal } = res.json<{ id: string; contrasenaTemporal: string }>();
    const entrar = (contrasena: string) => pedir(t, rutaLogin, { payload: { usuario, contrasena } });
    const login = await entrar(contrasenaTemporal);
    expect(login.json()).toMatchObject({ cambiarContrasena: true });
    return { id, temporal: contrasenaTemporal, cookie: cookieDe(login), entrar };
  }

  const cambiar = (cookie: string, actual: string, nueva: string) =>
    pedir(t, cambiarContrasena, { cookie, payload: { actual, nueva } });

  it('con contraseña temporal todo responde 403 salvo me, salir y el cambio; tras cambiarla todo vuelve', async () => {
    const u = await usuarioNuevo('rosa.q');
    for (const ruta of t.app.registeredRoutes.filter((r) => r.method === 'GET' && !r.public)) {
      if (ruta.url.includes(':') || ruta.url === FLUJO_DE_CAMBIOS.path) continue;
      const res = await t.request({ url: ruta.url, cookie: u.cookie });
      // Admin-only routes refuse an editor first; every other one asks for the change.
      expect(res.statusCode, ruta.url).toBe(ruta.url === me.path ? 200 : 403);
    }
    const aviso = await pedir(t, crearAviso, {
      cookie: u.cookie,
      payload: { mensaje: 'No debería guardarse', fecha: '2030-05-01', hora: '10:30' },
    });
    expect(aviso.statusCode).toBe(403);
    expect(aviso.json()).toEqual({ error: MENSAJES_CUENTA.cambioPendiente });

    expect((await cambiar(u.cookie, u.temporal, FUERTE)).statusCode).toBe(204);
    expect((await pedir(t, me, { cookie: u.cookie })).json()).toMatchObject({
      cambiarContrasena: false,
    });
    expect((await pedir(t, listarEncuestas, { cookie: u.cookie })).statusCode).toBe(200);
    // The temporary password is gone, the new one opens.
    expect((await u.entrar(u.temporal)).statusCode).toBe(401);
    expect((await u.entrar(FUERTE)).statusCode).toBe(200);
  });

  it('rechaza en español una contraseña corta, común o adivinable, y una actual errónea, sin cambiar nada', async () => {
    const u = await usuarioNuevo('mario.c');
    const corta = await cambiar(u.cookie, u.temporal, 'Corta-1');
    expect(corta.statusCode).toBe(400);
    expect(corta.json<{ error: string }>().error).toContain(MENSAJES_CUENTA.nuevaCorta);
    for (const debil of ['password1234', 'qwertyuiop12', 'aaaaaaaaaaaaaa', 'mario.c12345', 'bolivia12345']) {
      const res = await cambiar(u.cookie, u.temporal, debil);
      expect(res.statusCode, debil).toBe(400);
      expect(res.json<{ error: string }>().error, debil).toMatch(
        new RegExp(`^${MENSAJES_CUENTA.nuevaDebil}`),
      );
    }
    const actualMal = await cambiar(u.cookie, 'no-es-la-actual', FUERTE);
    expect(actualMal.statusCode).toBe(400);
    expect(actualMal.json()).toEqual({ error: MENSAJES_CUENTA.actualIncorrecta });
    const igual = await cambiar(u.cookie, u.temporal, u.temporal);
    expect(igual.statusCode).toBe(400);
    // Nothing changed: still temporary, the temporary password still opens.
    expect((await pedir(t, me, { cookie: u.cookie })).json()).toMatchObject({
      cambiarContrasena: true,
    });
    expect((await u.entrar(u.temporal)).statusCode).toBe(200);
  });

  it('cambiar la contraseña cierra las otras sesiones del usuario y deja la actual; queda en el registro sin la contraseña', async () => {
    const u = await usuarioNuevo('lucia.m');
    const otra = cookieDe(await u.entrar(u.temporal));
    expect((await cambiar(u.cookie, u.temporal, FUERTE)).statusCode).toBe(204);
    expect((await pedir(t, me, { cookie: otra })).statusCode).toBe(401);
    expect((await pedir(t, me, { cookie: u.cookie })).statusCode).toBe(200);
    const registro = await pedir(t, listarAuditoria, {
      query: { accion: 'cambiar_contrasena' },
      cookie: admin,
    });
    const registros = registro.json<{ registros: { usuarioId: string }[] }>().registros;
    expect(registros.some((r) => r.usuarioId === u.id)).toBe(true);
    expect(JSON.stringify(registros)).not.toContain(FUERTE);
    expect(JSON.stringify(registros)).not.toContain(u.temporal);
  });

  it('un restablecimiento por el admin vuelve a exigir el cambio', async () => {
    const u = await usuarioNuevo('pedro.v');
    expect((await cambiar(u.cookie, u.temporal, FUERTE)).statusCode).toBe(204);
    const res = await pedir(t, restablecerUsuario, { params: { id: u.id }, cookie: admin });
    const { contrasenaTemporal } = res.json<{ contrasenaTemporal: string }>();
    expect((await u.entrar(FUERTE)).json()).toEqual({ error: MENSAJES_LOGIN.credencialesInvalidas });
    expect((await u.entrar(contrasenaTemporal)).json()).toMatchObject({ cambiarContrasena: true });
  });

  it('los usuarios del primer arranque no tienen que cambiarla', async () => {
    expect((await pedir(t, me, { cookie: admin })).json()).toMatchObject({
      cambiarContrasena: false,
    });
  });
});

describe.each(dialects)('mi cuenta: sesiones abiertas (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const entrar = async (ua: string) => {
    const res = await pedir(t, rutaLogin, {
      headers: { 'user-agent': ua },
      payload: { usuario: 'editor', contrasena: t.passwords.editor },
    });
    expect(res.statusCode).toBe(200);
    return cookieDe(res);
  };
  type Sesion = { id: string; navegador: string; ip: string | null; actual: boolean };
  const lista = async (cookie: string) => (await pedir(t, listarSesiones, { cookie })).json<Sesion[]>();

  it('lista las sesiones del usuario con su navegador en palabras, cierra una y luego todas las demás', async () => {
    const pc = await entrar(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
    );
    const movil = await entrar(
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
    );
    const mac = await entrar(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0; rv:132.0) Gecko/20100101 Firefox/132.0',
    );
    const desdePc = await lista(pc);
    expect(desdePc.map((s) => s.navegador).sort()).toEqual(
      expect.arrayContaining(['Chrome en Android', 'Chrome en Windows', 'Firefox en macOS']),
    );
    expect(desdePc.filter((s) => s.actual).map((s) => s.navegador)).toEqual(['Chrome en Windows']);
    // Neither the cookie nor the stored hash travels.
    expect(JSON.stringify(desdePc)).not.toContain(pc.split('=')[1]);

    const delMovil = desdePc.find((s) => s.navegador === 'Chrome en Android')!;
    const cerrar = await pedir(t, cerrarSesion, { params: { id: delMovil.id }, cookie: pc });
    expect(cerrar.statusCode).toBe(204);
    expect((await pedir(t, me, { cookie: movil })).statusCode).toBe(401);
    expect((await pedir(t, me, { cookie: mac })).statusCode).toBe(200);

    const otras = await pedir(t, cerrarOtrasSesiones, { cookie: pc });
    expect(otras.statusCode).toBe(204);
    expect((await pedir(t, me, { cookie: mac })).statusCode).toBe(401);
    expect((await pedir(t, me, { cookie: pc })).statusCode).toBe(200);
    expect((await lista(pc)).map((s) => s.actual)).toEqual([true]);
  });

  it('no cierra la sesión de otro usuario: responde 404 y la sesión sigue', async () => {
    const admin = await t.login('admin');
    const deAdmin = (await lista(admin)).find((s) => s.actual)!;
    const editor = await entrar('curl/8');
    const res = await pedir(t, cerrarSesion, { params: { id: deAdmin.id }, cookie: editor });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MENSAJES_SESIONES.noEncontrada });
    expect((await pedir(t, me, { cookie: admin })).statusCode).toBe(200);
  });
});
