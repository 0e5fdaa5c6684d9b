import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RUTAS_POR_AREA } from '@comando/contract/route-table';
import { cupoDeEnvios } from '../src/areas/dia-d/envio.js';
import { createTestApp, dialects, type TestApp } from './helpers.js';
import { delegadosTresMesas, eleccionConPapeleta, REGISTRO_TRES_MESAS } from './dia-d-comun.js';
import { multipart } from './multipart.js';

// Issue 30: the phones' uploads go through a gate of ENVIOS_A_LA_VEZ places, first come, first
// served, the upload included (Node accepts one new connection per turn of its event loop, and
// 200 uploads read at once made each turn long enough to keep new phones out for seconds).
describe.each(dialects)('envíos de los celulares, unos pocos a la vez (%s)', (dialect) => {
  let t: TestApp;
  let delegados: Record<string, string>;
  let foto: Buffer;

  beforeAll(async () => {
    t = await createTestApp(dialect, { enviosALaVez: 1 });
    const admin = await t.login('admin');
    const editor = await t.login('editor');
    await eleccionConPapeleta(t, { admin, editor }, REGISTRO_TRES_MESAS, '2026-11-23', [
      { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf', nuestro: false },
    ]);
    delegados = await delegadosTresMesas(t, editor);
    foto = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const cuerpoActa = () =>
    multipart([
      { name: 'id', value: randomUUID() },
      { name: 'votos', value: JSON.stringify({ ALFA: 40 }) },
      { name: 'blancos', value: '1' },
      { name: 'nulos', value: '2' },
      { name: 'foto', filename: 'acta.jpg', type: 'image/jpeg', content: foto },
    ]);

  it('con una plaza, el acta que llega mientras otra aún sube espera su turno y después se guarda', async () => {
    const cupo = cupoDeEnvios(t.deps);
    const respondidas: string[] = [];

    // The first phone's upload stops halfway (a slow connection): it holds the only place.
    const lenta = cuerpoActa();
    const flujo = new PassThrough();
    const mitad = Math.floor(lenta.payload.length / 2);
    flujo.write(lenta.payload.subarray(0, mitad));
    const primera = t
      .request({
        method: 'POST',
        url: '/api/delegado/acta',
        payload: flujo,
        headers: { ...lenta.headers, 'content-length': String(lenta.payload.length) },
        cookie: delegados.M1,
      })
      .then((res) => {
        respondidas.push('M1');
        return res;
      });
    await vi.waitFor(() => expect(cupo.ocupadas).toBe(1));

    // The second, whole, waits for the place instead of being read alongside.
    const entera = cuerpoActa();
    const segunda = t
      .request({
        method: 'POST',
        url: '/api/delegado/acta',
        payload: entera.payload,
        headers: entera.headers,
        cookie: delegados.M2,
      })
      .then((res) => {
        respondidas.push('M2');
        return res;
      });
    await vi.waitFor(() => expect(cupo.enEspera).toBe(1));
    expect(respondidas).toEqual([]);

    flujo.end(lenta.payload.subarray(mitad));
    expect((await primera).statusCode).toBe(201);
    expect((await segunda).statusCode).toBe(201);
    expect(respondidas).toEqual(['M1', 'M2']);
    expect(cupo.ocupadas).toBe(0);
    const guardadas = await t.deps.db.selectFrom('dia_d_actas').select('mesa_codigo').execute();
    expect(guardadas.map((a) => a.mesa_codigo).sort()).toEqual(['M1', 'M2']);
  });
  it('cada ruta de la tabla que recibe la foto de un celular espera en la misma fila', async () => {
    const rutas = RUTAS_POR_AREA.filter((r) => r.route.fotoDelCelular).map((r) => r.route);
    // The delegate's acta and incident and the recinto chief's acta, at least.
    expect(rutas.length).toBeGreaterThanOrEqual(3);
    const cupo = cupoDeEnvios(t.deps);
    for (const r of rutas) {
      await cupo.tomar();
      const cuerpo = cuerpoActa();
      let respondida = false;
      const envio = t
        .request({
          method: r.method,
          url: r.path.replace(/:[a-z]+/gi, 'M3'),
          payload: cuerpo.payload,
          headers: cuerpo.headers,
          cookie: delegados.M3,
        })
        .then((res) => {
          respondida = true;
          return res;
        });
      await vi.waitFor(() => expect(cupo.enEspera, `${r.method} ${r.path}`).toBe(1));
      expect(respondida, `${r.method} ${r.path}`).toBe(false);
      cupo.soltar();
      // Let through, the route handles it (the incident refuses an acta's fields with a 4xx).
      expect((await envio).statusCode, `${r.method} ${r.path}`).toBeLessThan(500);
      expect(cupo.ocupadas).toBe(0);
    }
  });
});
