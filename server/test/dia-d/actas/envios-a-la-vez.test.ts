import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RUTAS_POR_AREA } from '@comando/contract/route-table';
import { cupoDeEnvios, memoriaDeEnvios } from '../../../src/areas/dia-d/actas/envio.js';
import { certificadoDePrueba } from '../../certificado.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';
import { cuerpoDeActa, eleccionConTresDelegados, fotoDePrueba } from '../../dia-d-comun.js';
import { MENSAJES_ACTAS as MA, MENSAJES_DIA_D as M, enviarActa } from '@comando/contract';
import { paramsIguales, pedir, urlDe } from '../../api.js';

/**
 * A phone's acta whose body arrives only up to byte `hasta` (a slow connection) until `terminar()`
 * sends the rest; `alResponder` runs when its answer comes.
 */
function envioLento(
  t: TestApp,
  cookie: string,
  cuerpo: ReturnType<typeof cuerpoDeActa>,
  hasta: number,
  alResponder: () => void,
) {
  const flujo = new PassThrough();
  flujo.write(cuerpo.payload.subarray(0, hasta));
  const respuesta = pedir(t, enviarActa, {
    payload: flujo,
    headers: { ...cuerpo.headers, 'content-length': String(cuerpo.payload.length) },
    cookie,
  }).then((res) => {
    alResponder();
    return res;
  });
  return { respuesta, terminar: () => flujo.end(cuerpo.payload.subarray(hasta)) };
}

// Issue 30: the phones' uploads go through a gate of ENVIOS_A_LA_VEZ places, first come, first
// served. Each body is read whole before it enters the line, within a memory budget
// (MEMORIA_DE_ENVIOS): a phone on a slow network holds memory, not a place, while its photo arrives.
describe.each(dialects)('envíos de los celulares, unos pocos a la vez (%s)', (dialect) => {
  let t: TestApp;
  let delegados: Record<string, string>;
  let foto: Buffer;

  beforeAll(async () => {
    t = await createTestApp(dialect, { enviosALaVez: 1 });
    delegados = await eleccionConTresDelegados(t);
    foto = await fotoDePrueba();
  });
  afterAll(() => t.close());

  const cuerpoActa = () => cuerpoDeActa(foto);

  it('con una plaza, un celular lento no la ocupa mientras su foto llega: el acta entera que llega después se guarda antes', async () => {
    const cupo = cupoDeEnvios(t.deps);
    const memoria = memoriaDeEnvios(t.deps);
    const respondidas: string[] = [];

    // The first phone's upload stops halfway (a slow connection): its body is being read.
    const lenta = cuerpoActa();
    const primera = envioLento(t, delegados.M1!, lenta, Math.floor(lenta.payload.length / 2), () =>
      respondidas.push('M1'),
    );
    // It holds memory for its body, not the line's only place.
    await vi.waitFor(() => expect(memoria.ocupadas).toBe(Math.ceil(lenta.payload.length / 1024)));
    expect(cupo.ocupadas).toBe(0);

    // The second, whole, goes through the line and is stored while the first still arrives.
    const entera = cuerpoActa();
    const segunda = await pedir(t, enviarActa, {
      payload: entera.payload,
      headers: entera.headers,
      cookie: delegados.M2,
    });
    respondidas.push('M2');
    expect(segunda.statusCode, segunda.body).toBe(201);
    expect(respondidas).toEqual(['M2']);

    primera.terminar();
    expect((await primera.respuesta).statusCode).toBe(201);
    expect(respondidas).toEqual(['M2', 'M1']);
    expect(cupo.ocupadas).toBe(0);
    await vi.waitFor(() => expect(memoria.ocupadas).toBe(0));
    const guardadas = await t.deps.db.selectFrom('dia_d_actas').select('mesa_codigo').execute();
    expect(guardadas.map((a) => a.mesa_codigo).sort()).toEqual(['M1', 'M2']);
  });
  it('cada ruta de la tabla que recibe la foto de un celular la lee entera y espera en la misma fila', async () => {
    const rutas = RUTAS_POR_AREA.filter((r) => r.route.fotoDelCelular).map((r) => r.route);
    // The delegate's acta and incident and the recinto chief's acta, at least.
    expect(rutas.length).toBeGreaterThanOrEqual(3);
    const cupo = cupoDeEnvios(t.deps);
    for (const r of rutas) {
      await cupo.tomar();
      const cuerpo = cuerpoActa();
      let respondida = false;
      const envio = pedir(t, r, {
        params: paramsIguales(r, 'M3'),
        payload: cuerpo.payload,
        headers: cuerpo.headers,
        cookie: delegados.M3,
      }).then((res) => {
        respondida = true;
        return res;
      });
      await vi.waitFor(() => expect(cupo.enEspera, `${r.method} ${r.path}`).toBe(1));
      expect(respondida, `${r.method} ${r.path}`).toBe(false);
      // Its body was read before the line: it holds its memory while it waits.
      expect(memoriaDeEnvios(t.deps).ocupadas, `${r.method} ${r.path}`).toBe(
        Math.ceil(cuerpo.payload.length / 1024),
      );
      cupo.soltar();
      // Let through, the route handles it (the incident refuses an acta's fields with a 4xx).
      expect((await envio).statusCode, `${r.method} ${r.path}`).toBeLessThan(500);
      expect(cupo.ocupadas).toBe(0);
      await vi.waitFor(() => expect(memoriaDeEnvios(t.deps).ocupadas).toBe(0));
    }
  });
});

describe.each(dialects)('la memoria de los cuerpos de los celulares (%s)', (dialect) => {
  let t: TestApp;
  let delegados: Record<string, string>;
  let foto: Buffer;
  const MAX = 8 * 1024;

  const cuerpoActa = (contenido = foto) => cuerpoDeActa(contenido);

  beforeAll(async () => {
    foto = await fotoDePrueba();
    // Room for one acta's body (under a kilobyte, the budget's unit): the next waits until it is done.
    expect(cuerpoActa().payload.length).toBeLessThan(1024);
    t = await createTestApp(dialect, { memoriaDeEnvios: 1024, maxUploadBytes: MAX });
    delegados = await eleccionConTresDelegados(t);
  });
  afterAll(() => t.close());

  it('con la memoria llena, el cuerpo que llega espera sin leerse y se guarda cuando el anterior termina', async () => {
    const memoria = memoriaDeEnvios(t.deps);
    const respondidas: string[] = [];
    const primera = envioLento(t, delegados.M1!, cuerpoActa(), 100, () => respondidas.push('M1'));
    await vi.waitFor(() => expect(memoria.ocupadas).toBeGreaterThan(0));

    const entera = cuerpoActa();
    const segunda = pedir(t, enviarActa, {
      payload: entera.payload,
      headers: entera.headers,
      cookie: delegados.M2,
    }).then((res) => {
      respondidas.push('M2');
      return res;
    });
    await vi.waitFor(() => expect(memoria.enEspera).toBe(1));
    expect(respondidas).toEqual([]);

    primera.terminar();
    expect((await primera.respuesta).statusCode).toBe(201);
    expect((await segunda).statusCode).toBe(201);
    expect(respondidas).toEqual(['M1', 'M2']);
    await vi.waitFor(() => expect(memoria.ocupadas).toBe(0));
  });

  it('una foto mayor que el límite es 413 en español, se anuncie su largo o llegue por partes, y no se guarda nada', async () => {
    const memoria = memoriaDeEnvios(t.deps);
    const antes = await t.deps.db.selectFrom('dia_d_actas').select('id').execute();
    const enviar = (
      cuerpo: ReturnType<typeof cuerpoActa>,
      payload: Buffer | PassThrough,
      largoDeclarado?: number,
    ) =>
      pedir(t, enviarActa, {
        payload,
        headers: {
          ...cuerpo.headers,
          ...(largoDeclarado === undefined ? {} : { 'content-length': String(largoDeclarado) }),
        },
        cookie: delegados.M3,
      });
    // Just over the photo's limit, within the form's margin: read, and refused by its photo's size.
    const poco = cuerpoActa(Buffer.concat([foto, Buffer.alloc(MAX)]));
    // Far over: refused by its declared length, unread.
    const mucho = cuerpoActa(Buffer.concat([foto, Buffer.alloc(200 * 1024)]));
    // Far over and in chunks, with no length: read up to the limit, then refused.
    const flujo = new PassThrough();
    flujo.end(mucho.payload);
    for (const res of [
      await enviar(poco, poco.payload, poco.payload.length),
      await enviar(mucho, mucho.payload, mucho.payload.length),
      await enviar(mucho, flujo),
    ]) {
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: MA.fotoGrande });
    }
    expect(await t.deps.db.selectFrom('dia_d_actas').select('id').execute()).toEqual(antes);
    await vi.waitFor(() => expect(memoria.ocupadas).toBe(0));
  });

  it('un cuerpo que no es un formulario legible es 400 en español y no se guarda nada', async () => {
    const antes = await t.deps.db.selectFrom('dia_d_actas').select('id').execute();
    const cortado = cuerpoActa();
    for (const [payload, tipo] of [
      // The form ends before its closing boundary.
      [cortado.payload.subarray(0, cortado.payload.length - 40), cortado.headers['content-type']],
      // Multipart without a boundary.
      [cortado.payload, 'multipart/form-data'],
    ] as const) {
      const res = await pedir(t, enviarActa, {
        payload,
        headers: { 'content-type': tipo },
        cookie: delegados.M3,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: M.idRequerido });
    }
    expect(await t.deps.db.selectFrom('dia_d_actas').select('id').execute()).toEqual(antes);
  });
});

// The server speaks HTTP/2 when given a certificate (TLS_CERT): a phone's body arrives as the
// frames of a stream, and is read whole the same way.
describe('un acta por HTTP/2, con su cuerpo en dos partes', () => {
  let t: TestApp;
  let delegados: Record<string, string>;
  let dir: string;
  let cert: Buffer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'comando-h2-'));
    const archivos = certificadoDePrueba(dir);
    cert = await readFile(archivos.cert);
    t = await createTestApp('sqlite', { tls: { cert, key: await readFile(archivos.key) } });
    delegados = await eleccionConTresDelegados(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('se guarda (201) y queda en la lista', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const cliente = connect(`https://127.0.0.1:${port}`, { ca: cert });
    try {
      const foto = await fotoDePrueba();
      const id = randomUUID();
      const cuerpo = cuerpoDeActa(foto, { id });
      const flujo = cliente.request({
        ':method': 'POST',
        ':path': urlDe(enviarActa),
        'content-type': cuerpo.contentType,
        'content-length': String(cuerpo.payload.length),
        cookie: delegados.M1,
      });
      const mitad = Math.floor(cuerpo.payload.length / 2);
      flujo.write(cuerpo.payload.subarray(0, mitad));
      await new Promise((resolve) => setImmediate(resolve));
      flujo.end(cuerpo.payload.subarray(mitad));
      const [status, texto] = await new Promise<[number, string]>((resolve, reject) => {
        let s = 0;
        let b = '';
        flujo.on('response', (h) => (s = Number(h[':status'])));
        flujo.setEncoding('utf8');
        flujo.on('data', (d: string) => (b += d));
        flujo.on('end', () => resolve([s, b]));
        flujo.on('error', reject);
      });
      expect(status, texto).toBe(201);
      expect((JSON.parse(texto) as { id: string }).id).toBe(id);
      const guardada = await t.deps.db
        .selectFrom('dia_d_actas')
        .select('mesa_codigo')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(guardada?.mesa_codigo).toBe('M1');
    } finally {
      cliente.close();
    }
  });
});

// A phone that loses its signal mid-upload sends nothing more, and its connection may never end:
// after a spell of silence (ESPERA_DE_ENVIO_MS, short here) its body is given up and its memory returned.
describe('un envío que deja de llegar', () => {
  let t: TestApp;
  let delegados: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { esperaDeEnvioMs: 300 });
    delegados = await eleccionConTresDelegados(t);
  }, 60_000);
  afterAll(() => t.close());

  it('tras el silencio responde 408 en español, devuelve su memoria y no guarda nada', async () => {
    const memoria = memoriaDeEnvios(t.deps);
    const foto = await fotoDePrueba();
    const cuerpo = cuerpoDeActa(foto);
    const flujo = new PassThrough();
    flujo.write(cuerpo.payload.subarray(0, 200));
    try {
      const res = await pedir(t, enviarActa, {
        payload: flujo,
        headers: { ...cuerpo.headers, 'content-length': String(cuerpo.payload.length) },
        cookie: delegados.M1,
      });
      expect(res.statusCode).toBe(408);
      expect(res.json()).toEqual({ error: M.envioDetenido });
      await vi.waitFor(() => expect(memoria.ocupadas).toBe(0));
      expect(await t.deps.db.selectFrom('dia_d_actas').select('id').execute()).toEqual([]);
    } finally {
      flujo.destroy();
    }
  });
});
