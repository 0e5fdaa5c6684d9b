import {
  IDS_PANELES,
  MENSAJES_GENERALES,
  MENSAJES_PANELES,
  TITULOS_PANELES,
  type PanelesDashboard,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from './helpers.js';

describe.each(dialects)('paneles del dashboard admin (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
    editor = await t.login('editor');
  });
  afterAll(() => t.close());

  const paneles = async (cookie = editor) =>
    (await t.request({ url: '/api/dashboard/paneles', cookie })).json<PanelesDashboard>();
  const put = (panel: string, payload: object, cookie = admin) =>
    t.request({ method: 'PUT', url: `/api/dashboard/paneles/${panel}`, payload, cookie });

  it('GET responde cada panel con las cifras sembradas del spec', async () => {
    const res = await t.request({ url: '/api/dashboard/paneles', cookie: editor });
    expect(res.statusCode).toBe(200);
    const p = res.json<PanelesDashboard>();
    expect(Object.keys(p).sort()).toEqual([...IDS_PANELES].sort());
    expect(Object.keys(TITULOS_PANELES).sort()).toEqual([...IDS_PANELES].sort());
    expect(p.digital).toEqual({
      contenidosEstrategicos: 241,
      contenidosRealizados: 332,
      metaInversion: 375000,
      inversionEjecutada: 235180,
    });
    expect(p.contenidos).toEqual({ publicaciones: 1136, estudios: 97 });
    expect(p.inversion).toMatchObject({
      periodo: 'Febrero a Agosto 2025',
      inversionTotal: 752530,
      impresionesTotales: 486639245,
    });
    const suma = (xs: { inversion: number }[]) => xs.reduce((s, x) => s + x.inversion, 0);
    expect(suma(p.inversion.microsegmentos)).toBe(752530);
    expect(suma(p.inversion.geolocalizaciones)).toBe(752530);
    expect(p.mapas.mapas.map((m) => m.id)).toEqual([20, 21, 22, 23]);
    for (const fila of p['intencion-mensual'].filas) {
      expect(fila.candidatoPropio + fila.opositor1 + fila.opositor2 + fila.noSabe).toBeLessThanOrEqual(100);
    }
    expect(p.facebook.genero.reduce((s, g) => s + g.porcentaje, 0)).toBeCloseTo(100);
  });

  it('un admin corrige las cifras DIGITAL y persisten tras reiniciar', async () => {
    const res = await put('digital', {
      contenidosEstrategicos: 250,
      contenidosRealizados: 340,
      metaInversion: 400000,
      inversionEjecutada: 250000.5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PanelesDashboard>().digital).toEqual({
      contenidosEstrategicos: 250,
      contenidosRealizados: 340,
      metaInversion: 400000,
      inversionEjecutada: 250000.5,
    });
    t = await t.restart();
    admin = await t.login('admin');
    editor = await t.login('editor');
    expect((await paneles()).digital.contenidosEstrategicos).toBe(250);
  });

  it('un editor no puede escribir paneles: 403 y nada cambia', async () => {
    const antes = await paneles();
    const res = await put('contenidos', { publicaciones: 1, estudios: 1 }, editor);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.prohibido });
    expect(await paneles()).toEqual(antes);
  });

  it('sin sesión: 401', async () => {
    expect((await t.request({ url: '/api/dashboard/paneles' })).statusCode).toBe(401);
    const res = await t.request({ method: 'PUT', url: '/api/dashboard/paneles/contenidos', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['contenidos', { publicaciones: -1, estudios: 97 }, MENSAJES_PANELES.noNegativo],
    ['contenidos', { publicaciones: 1.5, estudios: 97 }, MENSAJES_PANELES.entero],
    ['contenidos', { publicaciones: '', estudios: 97 }, MENSAJES_PANELES.numeroRequerido],
    [
      'intencion-mensual',
      { filas: [{ mes: 'Marzo', candidatoPropio: 101, opositor1: 1, opositor2: 1, noSabe: 1 }] },
      MENSAJES_PANELES.porcentaje,
    ],
    [
      'intencion-mensual',
      { filas: [{ mes: ' ', candidatoPropio: 1, opositor1: 1, opositor2: 1, noSabe: 1 }] },
      MENSAJES_PANELES.textoRequerido,
    ],
  ])('rechaza cifras inválidas de %s con 400 y no guarda nada (%#)', async (panel, payload, mensaje) => {
    const antes = await paneles();
    const res = await put(panel, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: mensaje });
    expect(await paneles()).toEqual(antes);
  });

  it('rechaza campos desconocidos y un panel inexistente', async () => {
    const extra = await put('contenidos', { publicaciones: 1, estudios: 1, otro: 2 });
    expect(extra.statusCode).toBe(400);
    const nada = await put('no-existe', { a: 1 });
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toEqual({ error: MENSAJES_PANELES.panelDesconocido });
    expect((await paneles()).contenidos).toEqual({ publicaciones: 1136, estudios: 97 });
  });

  it('corrige la tabla de inversión y los títulos de los mapas', async () => {
    const p = await paneles();
    const inversion = { ...p.inversion, inversionTotal: 800000, periodo: 'Marzo a Septiembre 2025' };
    expect((await put('inversion', inversion)).statusCode).toBe(200);
    const mapas = { mapas: p.mapas.mapas.map((m) => ({ ...m, titulo: `Mapa ${m.id}` })) };
    expect((await put('mapas', mapas)).statusCode).toBe(200);
    const despues = await paneles();
    expect(despues.inversion).toEqual(inversion);
    expect(despues.mapas.mapas.map((m) => m.titulo)).toEqual(['Mapa 20', 'Mapa 21', 'Mapa 22', 'Mapa 23']);
  });
});
