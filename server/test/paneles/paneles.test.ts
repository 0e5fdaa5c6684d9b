import {
  actualizarPanel,
  IDS_PANELES,
  listarPaneles,
  MENSAJES_GENERALES,
  MENSAJES_PANELES,
  TITULOS_PANELES,
} from '@comando/contract';
import { expect, it } from 'vitest';
import { describeApi, type Quien } from '../api.js';

describeApi('paneles del dashboard admin', (api) => {
  const paneles = (quien: Quien = 'editor') => api.ok(listarPaneles, undefined, quien);
  const put = (panel: string, payload: object, quien: Quien = 'admin') =>
    api.send(actualizarPanel, payload, quien, { params: { panel } });

  it('GET responde cada panel con las cifras sembradas del spec', async () => {
    const res = await api.call(listarPaneles, undefined, 'editor');
    expect(res.status).toBe(200);
    const p = res.body;
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
    expect(res.status).toBe(200);
    expect(res.body.digital).toEqual({
      contenidosEstrategicos: 250,
      contenidosRealizados: 340,
      metaInversion: 400000,
      inversionEjecutada: 250000.5,
    });
    await api.reiniciar();
    expect((await paneles()).digital.contenidosEstrategicos).toBe(250);
  });

  it('un editor no puede escribir paneles: 403 y nada cambia', async () => {
    const antes = await paneles();
    const res = await put('contenidos', { publicaciones: 1, estudios: 1 }, 'editor');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: MENSAJES_GENERALES.prohibido });
    expect(await paneles()).toEqual(antes);
  });

  it('sin sesión: 401', async () => {
    expect((await api.call(listarPaneles, undefined, 'anonimo')).status).toBe(401);
    expect((await put('contenidos', {}, 'anonimo')).status).toBe(401);
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
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: mensaje });
    expect(await paneles()).toEqual(antes);
  });

  it('rechaza campos desconocidos y un panel inexistente', async () => {
    const extra = await put('contenidos', { publicaciones: 1, estudios: 1, otro: 2 });
    expect(extra.status).toBe(400);
    await api.rechaza(actualizarPanel, { a: 1 }, MENSAJES_PANELES.panelDesconocido, {
      quien: 'admin',
      status: 404,
      params: { panel: 'no-existe' },
    });
    expect((await paneles()).contenidos).toEqual({ publicaciones: 1136, estudios: 97 });
  });

  it('corrige la tabla de inversión y los títulos de los mapas', async () => {
    const p = await paneles();
    const inversion = { ...p.inversion, inversionTotal: 800000, periodo: 'Marzo a Septiembre 2025' };
    expect((await put('inversion', inversion)).status).toBe(200);
    const mapas = { mapas: p.mapas.mapas.map((m) => ({ ...m, titulo: `Mapa ${m.id}` })) };
    expect((await put('mapas', mapas)).status).toBe(200);
    const despues = await paneles();
    expect(despues.inversion).toEqual(inversion);
    expect(despues.mapas.mapas.map((m) => m.titulo)).toEqual(['Mapa 20', 'Mapa 21', 'Mapa 22', 'Mapa 23']);
  });
});
