import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MENSAJES_GENERALES } from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { detectarTipo, TIPOS_PERMITIDOS } from '../../src/files/detect.js';
import {
  enviarArchivo,
  guardarArchivos,
  liberarArchivos,
  nombreSeguro,
  recibirSubida,
} from '../../src/files/uploads.js';
import { DiskFileStore, sha256 } from '../../src/files/store.js';
import { createTestApp, readBlob, storageMatrix, storedBlobs, type TestApp } from '../helpers.js';
import { multipart } from '../multipart.js';
import { RUTAS_DE_PRUEBA, urlDe } from '../api.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('detectarTipo', () => {
  it('reconoce PDF, PNG, JPEG, WebP y texto por su contenido', () => {
    expect(detectarTipo(PDF)).toBe(TIPOS_PERMITIDOS.pdf);
    expect(detectarTipo(PNG)).toBe(TIPOS_PERMITIDOS.png);
    expect(detectarTipo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]))).toBe(TIPOS_PERMITIDOS.jpeg);
    expect(detectarTipo(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe(TIPOS_PERMITIDOS.webp);
    expect(detectarTipo(Buffer.from('Acta de reunión\nñandú'))).toBe(TIPOS_PERMITIDOS.txt);
  });

  it('reconoce DOCX y XLSX por las entradas del ZIP', () => {
    const zip = (entry: string) =>
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from(`....[Content_Types].xml....${entry}document.xml`),
      ]);
    expect(detectarTipo(zip('word/'))).toBe(TIPOS_PERMITIDOS.docx);
    expect(detectarTipo(zip('xl/'))).toBe(TIPOS_PERMITIDOS.xlsx);
  });

  it('rechaza ejecutables, HTML disfrazado no, binarios y ZIP cualquiera', () => {
    expect(detectarTipo(Buffer.from([0x4d, 0x5a, 0x90, 0x00]))).toBeNull();
    expect(detectarTipo(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02]))).toBeNull();
    expect(detectarTipo(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull();
    expect(detectarTipo(Buffer.alloc(0))).toBeNull();
  });
});

describe('sha256', () => {
  it('da el mismo hash que createHash, también de un Buffer que es una vista dentro de otro', async () => {
    const foto = randomBytes(200_000);
    const hex = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(await sha256(foto)).toBe(hex(foto));
    // A photo read off a request is often a view: its bytes start past its memory's beginning.
    const vista = foto.subarray(1_000, 5_000);
    expect(vista.byteOffset).toBe(1_000);
    expect(await sha256(vista)).toBe(hex(vista));
  });
});

describe('nombreSeguro', () => {
  it('quita carpetas, caracteres de control y puntos iniciales', () => {
    expect(nombreSeguro('../../etc/passwd')).toBe('passwd');
    expect(nombreSeguro('C:\\Windows\\system32\\x.pdf')).toBe('x.pdf');
    expect(nombreSeguro('..\u0000.env')).toBe('env');
    expect(nombreSeguro('informe "final".pdf')).toBe('informe final.pdf');
    expect(nombreSeguro('')).toBe('archivo');
  });

  it('conserva acentos y eñes', () => {
    expect(nombreSeguro('Contratación año 2025.pdf')).toBe('Contratación año 2025.pdf');
  });
});

describe.each(storageMatrix)('módulo de subidas ($dialect, archivos en $files)', ({ dialect, files }) => {
  let t: TestApp;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { maxUploadBytes: 256 * 1024, files });
    app = await buildApp(t.deps);
    // A route like the areas' ones, to exercise the shared module end to end.
    app.post(RUTAS_DE_PRUEBA.subir.path, async (request) => {
      const { campos, archivos } = await recibirSubida(request, t.deps.files, { maxArchivos: 3 });
      // A field the area refuses after the files streamed in: nothing may stay stored.
      if (campos.rechazar) throw new Error('rechazado por el área');
      const user = request.user;
      return {
        campos,
        archivos: await guardarArchivos(t.deps.db, t.deps.files, archivos, user?.id ?? null, t.clock.now()),
      };
    });
    app.get(RUTAS_DE_PRUEBA.archivo.path, async (request, reply) => {
      const { id } = request.params as { id: string };
      const q = request.query as { descargar?: string };
      return enviarArchivo(reply, t.deps.db, t.deps.files, id, q.descargar ? 'attachment' : 'inline');
    });
    app.delete(RUTAS_DE_PRUEBA.borrarArchivo.path, async (request, reply) => {
      await liberarArchivos(t.deps.db, t.deps.files, [(request.params as { id: string }).id]);
      return reply.status(204).send();
    });
    await app.ready();
    cookie = await t.login('editor');
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const send = (parts: Parameters<typeof multipart>[0], withCookie = true) => {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: urlDe(RUTAS_DE_PRUEBA.subir),
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(withCookie ? { cookie } : {}) },
    });
  };

  it('un contenido en memoria con su hash recién calculado se guarda con ese nombre sin calcularlo otra vez', async () => {
    const contenido = randomBytes(70_000);
    const hash = createHash('sha256').update(contenido).digest('hex');
    const digest = vi.spyOn(webcrypto.subtle, 'digest');
    try {
      expect(await t.deps.files.put(contenido, hash)).toEqual({
        hash,
        tamano: contenido.length,
        creado: true,
      });
      expect(digest).not.toHaveBeenCalled();
      // Without it, the store hashes the bytes itself.
      const otro = randomBytes(1000);
      expect((await t.deps.files.put(otro)).hash).toBe(createHash('sha256').update(otro).digest('hex'));
      expect(digest).toHaveBeenCalledTimes(1);
    } finally {
      digest.mockRestore();
    }
    expect((await readBlob(t.deps.files, hash)).equals(contenido)).toBe(true);
    for (const malo of ['no-es-un-hash', ''])
      await expect(t.deps.files.put(contenido, malo)).rejects.toThrow('Hash de archivo inválido');
    await t.deps.files.remove(hash);
  });

  it('guarda un PDF por su hash, con el nombre saneado solo en la base de datos', async () => {
    const res = await send([
      { name: 'titulo', value: 'Acta' },
      { name: 'archivo', filename: '../../x.pdf', content: PDF, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      campos: Record<string, string>;
      archivos: { id: string; nombre: string; tipo: string; tamano: number }[];
    }>();
    expect(body.campos).toEqual({ titulo: 'Acta' });
    expect(body.archivos[0]).toMatchObject({ nombre: 'x.pdf', tipo: 'application/pdf', tamano: PDF.length });
    const row = await t.deps.db
      .selectFrom('archivos')
      .select('hash')
      .where('id', '=', body.archivos[0]!.id)
      .executeTakeFirstOrThrow();
    // Seeds of other areas may have stored files too: look for this one's blob by its hash.
    expect(row.hash).toBe(createHash('sha256').update(PDF).digest('hex'));
    expect(await storedBlobs(t.deps.files)).toContain(row.hash);
    expect((await readBlob(t.deps.files, row.hash)).equals(PDF)).toBe(true);
    if (t.deps.files instanceof DiskFileStore) {
      expect(existsSync(path.resolve(t.deps.files.dir, '..', '..', 'x.pdf'))).toBe(false);
    }
  });

  it('sirve el archivo con su tipo, nosniff y Content-Disposition con el nombre original', async () => {
    const up = await send([{ name: 'archivo', filename: 'Contratación.pdf', content: PDF }]);
    const { id } = up.json<{ archivos: { id: string }[] }>().archivos[0]!;
    const inline = await app.inject({ url: urlDe(RUTAS_DE_PRUEBA.archivo, { id }), headers: { cookie } });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="Contrataci_n.pdf"; filename*=UTF-8''${encodeURIComponent('Contratación.pdf')}`,
    );
    expect(inline.rawPayload.equals(PDF)).toBe(true);
    const download = await app.inject({
      url: urlDe(RUTAS_DE_PRUEBA.archivo, { id }, { descargar: '1' }),
      headers: { cookie },
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('sin sesión no se sube ni se descarga nada', async () => {
    const res = await send([{ name: 'archivo', filename: 'a.pdf', content: PDF }], false);
    expect(res.statusCode).toBe(401);
  });

  it('rechaza con 415 un archivo .pdf cuyo contenido no es PDF', async () => {
    const res = await send([
      { name: 'archivo', filename: 'falso.pdf', content: Buffer.from([0x4d, 0x5a, 0, 1, 2]) },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.tipoArchivoNoPermitido });
  });

  it('rechaza con 413 un archivo que supera el límite', async () => {
    const antes = await storedBlobs(t.deps.files);
    const big = Buffer.concat([PDF, Buffer.alloc(300 * 1024, 0x20)]);
    const res = await send([{ name: 'archivo', filename: 'grande.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.archivoDemasiadoGrande });
    expect((await storedBlobs(t.deps.files)).sort()).toEqual(antes.sort());
  });

  it('al liberar el último uso de un contenido, el blob se borra del almacenamiento', async () => {
    const content = Buffer.from('%PDF-1.4 único para esta prueba');
    const a = (await send([{ name: 'archivo', filename: 'a.pdf', content }])).json<{
      archivos: { id: string }[];
    }>().archivos[0]!;
    const b = (await send([{ name: 'archivo', filename: 'b.pdf', content }])).json<{
      archivos: { id: string }[];
    }>().archivos[0]!;
    const row = await t.deps.db
      .selectFrom('archivos')
      .select('hash')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    await app.inject({
      method: 'DELETE',
      url: urlDe(RUTAS_DE_PRUEBA.borrarArchivo, { id: a.id }),
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(await t.deps.files.has(row.hash)).toBe(true);
    await app.inject({
      method: 'DELETE',
      url: urlDe(RUTAS_DE_PRUEBA.borrarArchivo, { id: b.id }),
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(await t.deps.files.has(row.hash)).toBe(false);
    const gone = await app.inject({ url: urlDe(RUTAS_DE_PRUEBA.archivo, { id: b.id }), headers: { cookie } });
    expect(gone.statusCode).toBe(404);
  });

  const subir = async (parts: Parameters<typeof multipart>[0]) => send(parts);

  it('un texto largo se revisa entero: binario después de la cabecera → 415 y nada guardado', async () => {
    const antes = await storedBlobs(t.deps.files);
    const texto = Buffer.from('Acta con eñes y tildes: ñandú, acción.\n'.repeat(3000));
    expect(texto.length).toBeGreaterThan(64 * 1024);
    const bueno = await subir([{ name: 'archivo', filename: 'acta.txt', content: texto }]);
    expect(bueno.statusCode).toBe(200);
    const meta = bueno.json<{ archivos: { id: string; tipo: string; tamano: number }[] }>().archivos[0]!;
    expect(meta).toMatchObject({ tipo: TIPOS_PERMITIDOS.txt, tamano: texto.length });
    const bajada = await app.inject({
      url: urlDe(RUTAS_DE_PRUEBA.archivo, { id: meta.id }),
      headers: { cookie },
    });
    expect(bajada.rawPayload.equals(texto)).toBe(true);

    const conBinario = Buffer.concat([texto, Buffer.from([0, 1, 2, 0x7f])]);
    const malo = await subir([{ name: 'archivo', filename: 'acta2.txt', content: conBinario }]);
    expect(malo.statusCode).toBe(415);
    expect(malo.json()).toEqual({ error: MENSAJES_GENERALES.tipoArchivoNoPermitido });
    const despues = await storedBlobs(t.deps.files);
    expect(despues.filter((h) => !antes.includes(h))).toEqual([
      createHash('sha256').update(texto).digest('hex'),
    ]);
  });

  it('si un archivo posterior o el área rechazan la subida, los blobs ya escritos se borran', async () => {
    const antes = (await storedBlobs(t.deps.files)).sort();
    const nuevo = Buffer.from(`%PDF-1.4 ${randomBytes(8).toString('hex')}`);
    const res = await subir([
      { name: 'archivo', filename: 'a.pdf', content: nuevo },
      { name: 'archivo', filename: 'b.exe', content: Buffer.from([0x4d, 0x5a, 0, 1]) },
    ]);
    expect(res.statusCode).toBe(415);
    expect((await storedBlobs(t.deps.files)).sort()).toEqual(antes);

    const rechazada = await subir([
      { name: 'archivo', filename: 'a.pdf', content: nuevo },
      { name: 'rechazar', value: 'sí' },
    ]);
    expect(rechazada.statusCode).toBe(500);
    expect((await storedBlobs(t.deps.files)).sort()).toEqual(antes);
    // A content that a stored row already uses is not touched by a refused upload.
    const ok = await subir([{ name: 'archivo', filename: 'c.pdf', content: nuevo }]);
    expect(ok.statusCode).toBe(200);
    await subir([
      { name: 'archivo', filename: 'd.pdf', content: nuevo },
      { name: 'rechazar', value: 'sí' },
    ]);
    expect(await t.deps.files.has(createHash('sha256').update(nuevo).digest('hex'))).toBe(true);
  });

  it('una fila cuyo blob falta responde 404 con {error}', async () => {
    const contenido = Buffer.from(`%PDF-1.4 ${randomBytes(8).toString('hex')}`);
    const { id } = (await subir([{ name: 'archivo', filename: 'x.pdf', content: contenido }])).json<{
      archivos: { id: string }[];
    }>().archivos[0]!;
    await t.deps.files.remove(createHash('sha256').update(contenido).digest('hex'));
    const res = await app.inject({ url: urlDe(RUTAS_DE_PRUEBA.archivo, { id }), headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.noEncontrado });
  });

  // Last of the suite: it takes the store down.
  it('con el almacenamiento caído, subir y bajar responden 503 con {error} y no se lista nada nuevo', async () => {
    const { id } = (await subir([{ name: 'archivo', filename: 'y.pdf', content: PDF }])).json<{
      archivos: { id: string }[];
    }>().archivos[0]!;
    const filas = await t.deps.db.selectFrom('archivos').select('id').execute();
    if (t.s3) await t.s3.stop();
    else if (t.deps.files instanceof DiskFileStore) {
      // The folder is gone and a plain file sits where it was: every access fails (ENOTDIR).
      await rm(t.deps.files.dir, { recursive: true, force: true });
      writeFileSync(t.deps.files.dir, '');
    }
    const bajada = await app.inject({ url: urlDe(RUTAS_DE_PRUEBA.archivo, { id }), headers: { cookie } });
    expect(bajada.statusCode).toBe(503);
    expect(bajada.json()).toEqual({ error: MENSAJES_GENERALES.almacenamientoNoDisponible });
    const subida = await subir([{ name: 'archivo', filename: 'z.pdf', content: PDF }]);
    expect(subida.statusCode).toBe(503);
    expect(subida.json()).toEqual({ error: MENSAJES_GENERALES.almacenamientoNoDisponible });
    expect(await t.deps.db.selectFrom('archivos').select('id').execute()).toEqual(filas);
  });
});

// A full collection before each sample, so only Buffers still referenced count.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** Bytes of ArrayBuffers (Buffers) alive now: where a whole file held in memory would show. */
const bufferBytes = () => {
  gc();
  return process.memoryUsage().arrayBuffers;
};

describe.each(['disk', 's3'] as const)('archivos grandes en flujo (archivos en %s)', (files) => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  let cookie: string;
  const MB = 1024 * 1024;
  const TAMANO = 8 * MB;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { maxUploadBytes: 64 * MB, files });
    app = await buildApp(t.deps);
    app.post(RUTAS_DE_PRUEBA.subir.path, async (request) => ({
      archivos: await guardarArchivos(
        t.deps.db,
        t.deps.files,
        (await recibirSubida(request, t.deps.files)).archivos,
        null,
        t.clock.now(),
      ),
    }));
    app.get(RUTAS_DE_PRUEBA.archivo.path, async (request, reply) =>
      enviarArchivo(reply, t.deps.db, t.deps.files, (request.params as { id: string }).id, 'attachment'),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    cookie = await t.login('editor');
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('8 MB suben y bajan por HTTP byte a byte sin tener el archivo entero en memoria', async () => {
    const boundary = 'limite-de-prueba';
    const sent = createHash('sha256');
    let quedan = TAMANO;
    let primero = true;
    // The body is generated while it is sent: the client holds no copy either.
    const cuerpo = Readable.from(
      (function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="grande.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        );
        while (quedan > 0) {
          const trozo = randomBytes(Math.min(256 * 1024, quedan));
          if (primero) trozo.write('%PDF-1.7\n', 0, 'latin1');
          primero = false;
          quedan -= trozo.length;
          sent.update(trozo);
          yield trozo;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
      { objectMode: false, highWaterMark: 64 * 1024 },
    );
    const inicio = bufferBytes();
    let pico = inicio;
    const muestreo = setInterval(() => (pico = Math.max(pico, bufferBytes())), 1000);
    try {
      const subida = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${base}${urlDe(RUTAS_DE_PRUEBA.subir)}`, {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
        });
        req.on('response', (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        cuerpo.pipe(req);
      });
      expect(subida.status).toBe(200);
      const meta = (JSON.parse(subida.body) as { archivos: { id: string; tamano: number }[] }).archivos[0]!;
      expect(meta.tamano).toBe(TAMANO);

      // node:http reads with backpressure: a slow reader holds the server back, not memory.
      const bajada = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get(`${base}${urlDe(RUTAS_DE_PRUEBA.archivo, { id: meta.id })}`, { headers: { cookie } }, resolve)
          .on('error', reject),
      );
      expect(bajada.statusCode).toBe(200);
      expect(bajada.headers['content-length']).toBe(String(TAMANO));
      const recibido = createHash('sha256');
      let bytes = 0;
      for await (const trozo of bajada as AsyncIterable<Buffer>) {
        recibido.update(trozo);
        bytes += trozo.length;
      }
      expect(bytes).toBe(TAMANO);
      expect(recibido.digest('hex')).toBe(sent.digest('hex'));
    } finally {
      clearInterval(muestreo);
    }
    // Holding the file (or building it with Buffer.concat) would add at least its size; stream
    // buffers stay well below it. With S3 the test's own s3rver runs in this process and its
    // buffers count as ours (under load they reached twice the file), so the bound is asserted
    // on disk, where only our code holds memory; S3 still streams both ways byte for byte above.
    if (files === 'disk') expect(pico - inicio).toBeLessThan(TAMANO * 0.75);
  }, 120_000);
});
