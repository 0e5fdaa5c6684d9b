import { COOKIE_HAY_SESION, MENSAJES_GENERALES, MENSAJES_LOGIN, login, logout, me } from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { pedir } from '../api.js';

describe.each(dialects)('autenticación (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('inicia sesión como admin y responde el usuario con una cookie HttpOnly SameSite=Strict', async () => {
    const res = await pedir(t, login, { payload: { usuario: 'admin', contrasena: t.passwords.admin } });
    expect(res.statusCode).toBe(200);
    // The spec's user, plus whether its password is temporary and its 2FA state (issue 16),
    // and its ground (issue 27: an admin is always national).
    expect(res.json()).toEqual({
      role: 'admin',
      name: 'Administrador',
      email: 'admin@comando.bo',
      cambiarContrasena: false,
      dosPasos: false,
      configurar2fa: false,
      ambito: { nivel: 'nacional' },
      ambitoNombre: '',
      ambitoDepartamento: null,
    });
    const cookie = res.cookies.find((c) => c.name === 'comando_sesion');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/');
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22);
  });

  it('con la sesión pone una cookie legible sin secreto (hay sesión) y el logout la borra', async () => {
    const res = await pedir(t, login, { payload: { usuario: 'admin', contrasena: t.passwords.admin } });
    const marca = res.cookies.find((c) => c.name === COOKIE_HAY_SESION);
    expect(marca?.value).toBe('1');
    expect(marca?.httpOnly).toBeFalsy();
    expect(marca?.sameSite).toBe('Strict');
    const sesion = res.cookies.find((c) => c.name === 'comando_sesion');
    const salida = await pedir(t, logout, { cookie: `comando_sesion=${sesion?.value ?? ''}` });
    const borrada = salida.cookies.find((c) => c.name === COOKIE_HAY_SESION);
    expect(borrada?.value).toBe('');
  });

  it('inicia sesión como editor con el rol editor', async () => {
    const res = await pedir(t, login, { payload: { usuario: 'editor', contrasena: t.passwords.editor } });
    expect(res.json()).toMatchObject({ role: 'editor', name: 'Editor' });
  });

  it('rechaza una contraseña errónea y un usuario inexistente con el mismo 401', async () => {
    const wrong = await pedir(t, login, {
      payload: { usuario: 'admin', contrasena: 'no-es-esta' },
      remoteAddress: '10.0.0.50',
    });
    const unknown = await pedir(t, login, {
      payload: { usuario: 'nadie', contrasena: 'no-es-esta' },
      remoteAddress: '10.0.0.51',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: MENSAJES_LOGIN.credencialesInvalidas });
    expect(unknown.json()).toEqual({ error: MENSAJES_LOGIN.credencialesInvalidas });
  });

  it('me responde el usuario de la sesión y 401 sin sesión', async () => {
    const cookie = await t.login('editor');
    const ok = await pedir(t, me, { cookie });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'editor' });
    const none = await pedir(t, me);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
  });

  it('logout borra la sesión en el servidor: la misma cookie deja de valer', async () => {
    const cookie = await t.login('admin');
    const out = await pedir(t, logout, { cookie });
    expect(out.statusCode).toBe(204);
    const after = await pedir(t, me, { cookie });
    expect(after.statusCode).toBe(401);
  });

  it('una sesión sin uso durante más de 12 horas expira', async () => {
    const cookie = await t.login('admin');
    t.clock.set(new Date(t.clock.now().getTime() + 12 * 3600_000 + 60_000));
    const res = await pedir(t, me, { cookie });
    expect(res.statusCode).toBe(401);
  });

  it('valida el cuerpo del login con mensajes en español', async () => {
    const res = await pedir(t, login, { payload: { usuario: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MENSAJES_LOGIN.usuarioRequerido });
  });

  it('no guarda contraseñas en claro', async () => {
    const rows = await t.deps.db.selectFrom('usuarios').select(['usuario', 'hash']).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(row.hash).not.toContain(t.passwords[row.usuario as 'admin' | 'editor']);
    }
  });
});
