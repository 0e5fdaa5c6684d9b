import {
  MENSAJES_DOS_PASOS,
  MENSAJES_LOGIN,
  RECUPERACION_CANTIDAD,
  crearUsuario,
  login as rutaLogin,
  cambiarContrasena,
  iniciarDosPasos,
  activarDosPasos,
  me,
  desactivarDosPasos,
  restablecerUsuario,
  listarUsuarios,
  guardarAjustes,
  leerAjustes,
  listarAvisos,
  listarAuditoria,
} from '@comando/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { FLUJO_DE_CAMBIOS, pedir } from '../api.js';

// Issue 16, two-factor login: enrolment with a first code, login in two steps, codes good
// once, recovery codes single use, wrong codes throttled, disabling with password and code,
// and the setting that makes admins enrol before anything else.
const cookieDe = (res: { cookies: { name: string; value: string }[] }) =>
  `comando_sesion=${res.cookies.find((c) => c.name === 'comando_sesion')?.value}`;

/** The code an authenticator app shows at that instant, computed here as the phone would. */
const codigoEn = (secreto: string, instante: Date) =>
  new TOTP({ secret: Secret.fromBase32(secreto), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: instante.getTime(),
  });

describe.each(dialects)('verificación en dos pasos (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  /** A user with a password of their own (no temporary password pending), logged in. */
  async function usuario(nombre: string, rol = 'editor', creador = admin) {
    const contrasena = 'Tres-Llamas-Cruzan-el-Illimani';
    const creado = await pedir(t, crearUsuario, {
      cookie: creador,
      payload: { usuario: nombre, nombre: `Persona ${nombre}`, email: `${nombre}@comando.bo`, rol },
    });
    expect(creado.statusCode).toBe(201);
    const { id, contrasenaTemporal } = creado.json<{ id: string; contrasenaTemporal: string }>();
    const primera = await pedir(t, rutaLogin, {
      payload: { usuario: nombre, contrasena: contrasenaTemporal },
    });
    const cambio = await pedir(t, cambiarContrasena, {
      cookie: cookieDe(primera),
      payload: { actual: contrasenaTemporal, nueva: contrasena },
    });
    expect(cambio.statusCode).toBe(204);
    const entrar = (extra: { codigo?: string } = {}) =>
      pedir(t, rutaLogin, { payload: { usuario: nombre, contrasena, ...extra } });
    return { id, contrasena, cookie: cookieDe(primera), entrar };
  }

  async function activar(cookie: string) {
    const inicio = await pedir(t, iniciarDosPasos, { cookie });
    expect(inicio.statusCode).toBe(200);
    const { secreto, otpauthUrl } = inicio.json<{ secreto: string; otpauthUrl: string }>();
    const res = await pedir(t, activarDosPasos, {
      cookie,
      payload: { codigo: codigoEn(secreto, t.clock.now()) },
    });
    expect(res.statusCode).toBe(200);
    return {
      secreto,
      otpauthUrl,
      codigos: res.json<{ codigosRecuperacion: string[] }>().codigosRecuperacion,
    };
  }

  /** Moves the server's clock by whole 30 s steps (a new code each time). */
  const avanzar = (pasos: number) => t.clock.set(new Date(t.clock.now().getTime() + pasos * 30_000));

  it('se activa con un primer código; el login pide el código y solo entonces abre la sesión', async () => {
    const u = await usuario('doble.uno');
    const inicio = await pedir(t, iniciarDosPasos, { cookie: u.cookie });
    const { secreto, otpauthUrl, qrSvg } = inicio.json<{
      secreto: string;
      otpauthUrl: string;
      qrSvg: string;
    }>();
    // The QR code comes drawn by the server: the page asks no outside service.
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Comando:doble\.uno\?/);
    expect(otpauthUrl).toContain(`secret=${secreto}`);
    // A wrong first code enrols nothing.
    const mal = await pedir(t, activarDosPasos, {
      cookie: u.cookie,
      payload: { codigo: '000000' === codigoEn(secreto, t.clock.now()) ? '111111' : '000000' },
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toEqual({ error: MENSAJES_DOS_PASOS.codigoInvalido });
    expect((await pedir(t, me, { cookie: u.cookie })).json()).toMatchObject({
      dosPasos: false,
    });

    const ok = await pedir(t, activarDosPasos, {
      cookie: u.cookie,
      payload: { codigo: codigoEn(secreto, t.clock.now()) },
    });
    expect(ok.statusCode).toBe(200);
    const { codigosRecuperacion } = ok.json<{ codigosRecuperacion: string[] }>();
    expect(codigosRecuperacion).toHaveLength(RECUPERACION_CANTIDAD);
    expect(new Set(codigosRecuperacion).size).toBe(RECUPERACION_CANTIDAD);
    for (const c of codigosRecuperacion) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await pedir(t, me, { cookie: u.cookie })).json()).toMatchObject({
      dosPasos: true,
    });

    // Stored hashed: neither the codes nor anything of them is in the table in clear.
    const guardados = await t.deps.db
      .selectFrom('codigos_recuperacion')
      .select('hash')
      .where('usuario_id', '=', u.id)
      .execute();
    expect(guardados).toHaveLength(RECUPERACION_CANTIDAD);
    for (const g of guardados) {
      expect(g.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codigosRecuperacion.some((c) => g.hash.includes(c.replace('-', '')))).toBe(false);
    }

    avanzar(1);
    const paso1 = await u.entrar();
    expect(paso1.statusCode).toBe(200);
    expect(paso1.json()).toEqual({ requiere2fa: true });
    expect(paso1.cookies.find((c) => c.name === 'comando_sesion')).toBeUndefined();

    const paso2 = await u.entrar({ codigo: codigoEn(secreto, t.clock.now()) });
    expect(paso2.statusCode).toBe(200);
    expect(paso2.json()).toMatchObject({ name: 'Persona doble.uno', dosPasos: true });
    expect((await pedir(t, me, { cookie: cookieDe(paso2) })).statusCode).toBe(200);
  });

  it('un código sirve una sola vez, también dentro de su ventana; uno del paso anterior ya usado tampoco', async () => {
    const u = await usuario('doble.dos');
    const { secreto } = await activar(u.cookie);
    avanzar(2);
    const codigo = codigoEn(secreto, t.clock.now());
    expect((await u.entrar({ codigo })).statusCode).toBe(200);
    const repetido = await u.entrar({ codigo });
    expect(repetido.statusCode).toBe(401);
    expect(repetido.json()).toEqual({ error: MENSAJES_DOS_PASOS.codigoInvalido });
    // 30 s later the same code is still inside the ±1 window, and still spent.
    avanzar(1);
    expect((await u.entrar({ codigo })).statusCode).toBe(401);
    expect((await u.entrar({ codigo: codigoEn(secreto, t.clock.now()) })).statusCode).toBe(200);
  });

  it('un código de recuperación entra una sola vez, con o sin guion y en mayúsculas', async () => {
    const u = await usuario('doble.tres');
    const { codigos } = await activar(u.cookie);
    const [primero, segundo] = codigos as [string, string];
    expect((await u.entrar({ codigo: primero })).statusCode).toBe(200);
    expect((await u.entrar({ codigo: primero })).statusCode).toBe(401);
    expect((await u.entrar({ codigo: segundo.replace('-', '').toUpperCase() })).statusCode).toBe(200);
    // Another user's recovery code opens nothing.
    const otro = await usuario('doble.cuatro');
    const ajenos = await activar(otro.cookie);
    expect((await u.entrar({ codigo: ajenos.codigos[0] })).statusCode).toBe(401);
  });

  it('los códigos equivocados se frenan como las contraseñas: tras el límite, 429 aunque el código sea bueno', async () => {
    const u = await usuario('doble.cinco');
    const { secreto } = await activar(u.cookie);
    avanzar(1);
    let ultimo = 0;
    for (let i = 0; i < 12; i++) {
      const res = await u.entrar({
        codigo: '999999' === codigoEn(secreto, t.clock.now()) ? '888888' : '999999',
      });
      ultimo = res.statusCode;
      if (ultimo === 429) break;
    }
    expect(ultimo).toBe(429);
    const bueno = await u.entrar({ codigo: codigoEn(secreto, t.clock.now()) });
    expect(bueno.statusCode).toBe(429);
    expect(bueno.json()).toEqual({ error: MENSAJES_LOGIN.demasiadosIntentos });
    // Failures are counted by name and address: the next test's users are not affected.
    avanzar(40);
  });

  it('desactivar pide la contraseña y un código; después el login vuelve a un solo paso', async () => {
    const u = await usuario('doble.seis');
    const { secreto, codigos } = await activar(u.cookie);
    avanzar(1);
    const desactivar = (contrasena: string, codigo: string) =>
      pedir(t, desactivarDosPasos, { cookie: u.cookie, payload: { contrasena, codigo } });
    const sinCodigo = await pedir(t, desactivarDosPasos, {
      cookie: u.cookie,
      payload: { contrasena: u.contrasena },
    });
    expect(sinCodigo.statusCode).toBe(400);
    expect(sinCodigo.json()).toEqual({ error: MENSAJES_DOS_PASOS.codigoRequerido });
    const malaClave = await desactivar('otra-cosa-cualquiera', codigoEn(secreto, t.clock.now()));
    expect(malaClave.statusCode).toBe(400);
    expect(malaClave.json()).toEqual({ error: MENSAJES_DOS_PASOS.contrasenaIncorrecta });
    expect((await desactivar(u.contrasena, '123-nada')).json()).toEqual({
      error: MENSAJES_DOS_PASOS.codigoInvalido,
    });
    expect((await desactivar(u.contrasena, codigos[3] as string)).statusCode).toBe(204);
    expect((await pedir(t, me, { cookie: u.cookie })).json()).toMatchObject({
      dosPasos: false,
    });
    const login = await u.entrar();
    expect(login.json()).toMatchObject({ dosPasos: false, name: 'Persona doble.seis' });
    expect(
      await t.deps.db
        .selectFrom('codigos_recuperacion')
        .select('hash')
        .where('usuario_id', '=', u.id)
        .execute(),
    ).toEqual([]);
    // Disabling twice: it is already off.
    expect((await desactivar(u.contrasena, '123456')).statusCode).toBe(409);
  });

  it('activar dos veces responde 409; activar sin haber iniciado también', async () => {
    const u = await usuario('doble.siete');
    const sinInicio = await pedir(t, activarDosPasos, { cookie: u.cookie, payload: { codigo: '123456' } });
    expect(sinInicio.statusCode).toBe(409);
    expect(sinInicio.json()).toEqual({ error: MENSAJES_DOS_PASOS.noIniciada });
    await activar(u.cookie);
    const otra = await pedir(t, iniciarDosPasos, { cookie: u.cookie });
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ error: MENSAJES_DOS_PASOS.yaActiva });
  });

  it('restablecer la contraseña desde Usuarios apaga la verificación: es la vuelta de quien perdió el teléfono', async () => {
    const u = await usuario('doble.ocho');
    await activar(u.cookie);
    const res = await pedir(t, restablecerUsuario, { params: { id: u.id }, cookie: admin });
    expect(res.statusCode).toBe(200);
    const lista = (await pedir(t, listarUsuarios, { cookie: admin })).json<
      { id: string; dosPasos: boolean }[]
    >();
    expect(lista.find((x) => x.id === u.id)?.dosPasos).toBe(false);
  });

  it('exigir 2FA a los administradores: quien lo pide la tiene; un admin sin ella solo llega a me, salir y la activación', async () => {
    const exigir = (cookie: string, exigir2faAdmins: boolean) =>
      pedir(t, guardarAjustes, { cookie, payload: { exigir2faAdmins } });
    // The admin turning it on must have it: otherwise the setting would shut them out first.
    const sinLaPropia = await exigir(admin, true);
    expect(sinLaPropia.statusCode).toBe(409);
    expect(sinLaPropia.json()).toEqual({ error: MENSAJES_DOS_PASOS.ajusteSinDosPasos });
    const jefa = await usuario('doble.jefa', 'admin');
    await activar(jefa.cookie);
    const lector = await usuario('doble.lector', 'lector');
    expect((await exigir(jefa.cookie, true)).statusCode).toBe(200);
    expect((await pedir(t, leerAjustes, { cookie: jefa.cookie })).json()).toEqual({
      exigir2faAdmins: true,
    });
    expect((await pedir(t, leerAjustes, { cookie: lector.cookie })).statusCode).toBe(403);

    // The seed admin, and a new one, without 2FA: me says so, every other route waits for the enrolment.
    const otroAdmin = await usuario('doble.admin', 'admin', jefa.cookie);
    expect((await pedir(t, me, { cookie: otroAdmin.cookie })).json()).toMatchObject({
      configurar2fa: true,
    });
    for (const ruta of t.app.registeredRoutes.filter((r) => r.method === 'GET' && !r.public)) {
      if (ruta.url.includes(':') || ruta.url === FLUJO_DE_CAMBIOS.path) continue;
      const res = await t.request({ url: ruta.url, cookie: otroAdmin.cookie });
      expect(res.statusCode, ruta.url).toBe(ruta.url === me.path ? 200 : 403);
      // Routes of another role (the delegate's phone page) refuse an admin before that.
      const deAdmin = !ruta.roles || ruta.roles.includes('admin');
      if (ruta.url !== me.path && deAdmin) {
        expect(res.json(), ruta.url).toEqual({ error: MENSAJES_DOS_PASOS.pendiente });
      }
    }
    // Other roles are not affected.
    expect((await pedir(t, listarAvisos, { cookie: lector.cookie })).statusCode).toBe(200);
    // Enrolling opens everything again.
    await activar(otroAdmin.cookie);
    expect((await pedir(t, me, { cookie: otroAdmin.cookie })).json()).toMatchObject({
      configurar2fa: false,
      dosPasos: true,
    });
    expect((await pedir(t, listarUsuarios, { cookie: otroAdmin.cookie })).statusCode).toBe(200);

    expect((await exigir(otroAdmin.cookie, false)).statusCode).toBe(200);
    expect((await pedir(t, me, { cookie: admin })).json()).toMatchObject({
      configurar2fa: false,
    });
  });

  it('las altas y bajas de la verificación quedan en el registro, sin el secreto ni los códigos', async () => {
    const u = await usuario('doble.nueve');
    const { secreto, codigos } = await activar(u.cookie);
    const pagina = (await pedir(t, listarAuditoria, { query: { area: 'auth' }, cookie: admin })).json<{
      registros: { accion: string; usuarioNombre: string; detalle: unknown }[];
    }>();
    const propios = pagina.registros.filter((r) => r.usuarioNombre === 'Persona doble.nueve');
    expect(propios.map((r) => r.accion)).toEqual(
      expect.arrayContaining(['iniciar_2fa', 'activar_2fa', 'cambiar_contrasena', 'login']),
    );
    const texto = JSON.stringify(propios);
    expect(texto).not.toContain(secreto);
    for (const c of codigos) expect(texto).not.toContain(c);
  });
});
