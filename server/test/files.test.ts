import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MENSAJES_GENERALES } from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { detectarTipo, TIPOS_PERMITIDOS } from '../src/files/detect.js';
import {
  enviarArchivo,
  guardarArchivos,
  liberarArchivos,
  nombreSeguro,
  recibirSubida,
} from '../src/files/uploads.js';
import { createTestApp, dialects, type TestApp } from './helpers.js';
import { multipart } from './multipart.js';

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

describe.each(dialects)('módulo de subidas (%s)', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { maxUploadBytes: 64 * 1024 });
    app = await buildApp(t.deps);
    // A route like the areas' ones, to exercise the shared module end to end.
    app.post('/api/prueba/subir', async (request) => {
      const { campos, archivos } = await recibirSubida(request, { maxArchivos: 3 });
      const user = request.user;
      return {
        campos,
        archivos: await guardarArchivos(t.deps.db, t.deps.files, archivos, user?.id ?? null, t.clock.now()),
      };
    });
    app.get('/api/prueba/archivo/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      const q = request.query as { descargar?: string };
      return enviarArchivo(reply, t.deps.db, t.deps.files, id, q.descargar ? 'attachment' : 'inline');
    });
    app.delete('/api/prueba/archivo/:id', async (request, reply) => {
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
      url: '/api/prueba/subir',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(withCookie ? { cookie } : {}) },
    });
  };

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
    expect(readdirSync(t.deps.files.dir)).toContain(row.hash);
    expect(existsSync(path.resolve(t.deps.files.dir, '..', '..', 'x.pdf'))).toBe(false);
  });

  it('sirve el archivo con su tipo, nosniff y Content-Disposition con el nombre original', async () => {
    const up = await send([{ name: 'archivo', filename: 'Contratación.pdf', content: PDF }]);
    const { id } = up.json<{ archivos: { id: string }[] }>().archivos[0]!;
    const inline = await app.inject({ url: `/api/prueba/archivo/${id}`, headers: { cookie } });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="Contrataci_n.pdf"; filename*=UTF-8''${encodeURIComponent('Contratación.pdf')}`,
    );
    expect(inline.rawPayload.equals(PDF)).toBe(true);
    const download = await app.inject({ url: `/api/prueba/archivo/${id}?descargar=1`, headers: { cookie } });
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
    const big = Buffer.concat([PDF, Buffer.alloc(70 * 1024, 0x20)]);
    const res = await send([{ name: 'archivo', filename: 'grande.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.archivoDemasiadoGrande });
  });

  it('al liberar el último uso de un contenido, el blob se borra del disco', async () => {
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
    const blob = t.deps.files.pathOf(row.hash);
    await app.inject({
      method: 'DELETE',
      url: `/api/prueba/archivo/${a.id}`,
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(existsSync(blob)).toBe(true);
    await app.inject({
      method: 'DELETE',
      url: `/api/prueba/archivo/${b.id}`,
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(existsSync(blob)).toBe(false);
    const gone = await app.inject({ url: `/api/prueba/archivo/${b.id}`, headers: { cookie } });
    expect(gone.statusCode).toBe(404);
  });
});
