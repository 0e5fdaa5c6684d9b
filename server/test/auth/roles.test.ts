import {
  MENSAJES_GENERALES,
  me as rutaMe,
  listarAvisos,
  crearAviso,
  actualizarPanel,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { FLUJO_DE_CAMBIOS, pedir, PREFIJOS } from '../api.js';

/** Own-session routes every role reaches; everything else under /api is HQ data. */
const CUENTA_PROPIA = PREFIJOS.cuentaPropia;
/** The change stream never ends; it is covered by events.test.ts. */
const STREAM = FLUJO_DE_CAMBIOS.path;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe.each(dialects)('roles declarados en el contrato (%s)', (dialect) => {
  let t: TestApp;
  let lector: string;
  let delegado: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    lector = await t.loginComo('lector');
    delegado = await t.loginComo('delegado');
  });
  afterAll(() => t.close());

  const rutas = () =>
    t.app.registeredRoutes.filter((r) => r.url.startsWith(PREFIJOS.api) && !r.public && r.url !== STREAM);
  const fake = (url: string) => url.replace(/:[A-Za-z_]+/g, 'no-existe');

  it('cada ruta de la tabla declara sus roles', () => {
    expect(rutas().length).toBeGreaterThan(50);
    for (const r of rutas()) expect(r.roles, `${r.method} ${r.url}`).toBeDefined();
  });

  it('como lector: cada escritura responde 403 sin guardar y cada lectura 200 (404 con un id falso)', async () => {
    const escrituras = rutas().filter((r) => WRITES.has(r.method) && !r.url.startsWith(CUENTA_PROPIA));
    expect(escrituras.length).toBeGreaterThan(30);
    for (const r of escrituras) {
      expect(r.roles, `${r.method} ${r.url}`).not.toContain('lector');
      const res = await t.request({ method: r.method, url: fake(r.url), cookie: lector, payload: {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json(), `${r.method} ${r.url}`).toEqual({ error: MENSAJES_GENERALES.prohibido });
    }
    const lecturas = rutas().filter((r) => r.method === 'GET');
    expect(lecturas.length).toBeGreaterThan(20);
    for (const r of lecturas) {
      const res = await t.request({ url: fake(r.url), cookie: lector });
      const esperado = !r.roles?.includes('lector') ? [403] : r.url.includes(':') ? [200, 404] : [200];
      expect(esperado, `${r.method} ${r.url} → ${res.statusCode}`).toContain(res.statusCode);
    }
  });

  it('como delegado: cada ruta del comando que no lo declara responde 403', async () => {
    const hq = rutas().filter((r) => !r.url.startsWith(CUENTA_PROPIA) && !r.roles?.includes('delegado'));
    expect(hq.length).toBeGreaterThan(50);
    for (const r of hq) {
      const res = await t.request({
        method: r.method,
        url: fake(r.url),
        cookie: delegado,
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
    const me = await pedir(t, rutaMe, { cookie: delegado });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'delegado' });
  });

  it('un lector no guarda nada: la lista sigue igual tras un intento de alta', async () => {
    const antes = await pedir(t, listarAvisos, { cookie: lector });
    const res = await pedir(t, crearAviso, {
      cookie: lector,
      payload: { region: 'La Paz', tipo: 'alerta', mensaje: 'x' },
    });
    expect(res.statusCode).toBe(403);
    const despues = await pedir(t, listarAvisos, { cookie: lector });
    expect(despues.body).toBe(antes.body);
  });

  it('admin y editor conservan lo de siempre: el editor escribe, solo el admin corrige paneles', async () => {
    const editor = await t.login('editor');
    const admin = await t.login('admin');
    const paneles = t.app.registeredRoutes.find((r) => r.method === 'PUT' && r.url.includes('/paneles/'));
    expect(paneles?.roles).toEqual(['admin']);
    const res = await pedir(t, actualizarPanel, {
      params: { panel: 'digital' },
      cookie: editor,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    const escrituras = rutas().filter(
      (r) => WRITES.has(r.method) && !r.url.startsWith(CUENTA_PROPIA) && !r.roles?.includes('delegado'),
    );
    const soloAdmin = escrituras.filter((r) => r.roles?.length === 1 && r.roles[0] === 'admin');
    expect(soloAdmin.map((r) => r.url)).toContain(paneles?.url);
    for (const r of escrituras.filter((x) => !soloAdmin.includes(x))) {
      expect(r.roles, `${r.method} ${r.url}`).toEqual(['admin', 'editor']);
    }
    const me = await pedir(t, rutaMe, { cookie: admin });
    expect(me.json()).toMatchObject({ role: 'admin' });
  });
});
