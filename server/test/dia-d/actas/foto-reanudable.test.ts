import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { request as pedir } from 'node:http';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  fotoActa,
  leerConteo,
  MAX_FOTO_ACTA,
  MENSAJES_ACTAS as MA,
  MENSAJES_DIA_D as M,
  MENSAJES_EVIDENCIA as ME,
  MENSAJES_GENERALES,
  siguienteActa,
  enviarCifrasActaJefe,
  fillPath,
} from '@comando/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { quitarSubidasVencidas } from '../../../src/areas/dia-d/actas/index.js';
import { createTestApp, readBlob, storageMatrix, storedBlobs, type TestApp } from '../../helpers.js';
import { eleccionConTresDelegados, fotoDePrueba, lineasDeTotales } from '../../dia-d-comun.js';
import { S3RVER_CREDENTIALS } from '../../s3.js';
import { jefeDeRecinto } from './jefe.js';
import { cifrasAceptadas, cifrasDe, clienteTus, sha256, urlDeSubida, type ClienteTus } from './subida-tus.js';

// Issue 44, point 4: the acta's photo follows its figures as a resumable upload (tus). Pieces,
// a cut in the middle of one, a resend, a photo that is not the one the figures announced, and
// the checks of the phone's routes; on disk (SQLite, PostgreSQL) and on S3 (s3rver).

/** A photo of some size (noise compresses badly): ~`lado`² bytes of JPEG. */
const fotoGrande = (lado: number) =>
  sharp({
    create: {
      width: lado,
      height: lado,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

describe.each(storageMatrix)(
  'la foto del acta por partes, reanudable ($dialect, $files)',
  ({ dialect, files }) => {
    let t: TestApp;
    let base: string;
    let delegados: Record<string, string>;
    let foto: Buffer;
    let s3: S3Client | undefined;
    const tus = (mesa: string): ClienteTus => clienteTus(base, delegados[mesa]!);
    const lector = () => t.loginComo('lector');

    beforeAll(async () => {
      t = await createTestApp(dialect, { files });
      delegados = await eleccionConTresDelegados(t);
      foto = await fotoGrande(300);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
      if (t.s3) {
        s3 = new S3Client({
          region: 'us-east-1',
          endpoint: t.s3.endpoint,
          forcePathStyle: true,
          credentials: S3RVER_CREDENTIALS,
        });
      }
    });
    afterAll(() => t.close());

    /** What the resumable uploads' store holds: file names on disk, object keys on S3. */
    async function enLasSubidas(): Promise<string[]> {
      if (s3) {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: t.s3!.bucket, Prefix: 'subidas/' }));
        return (page.Contents ?? []).map((o) => o.Key!);
      }
      return readdir(path.join(t.dataDir, 'subidas')).catch(() => []);
    }
    const archivos = async () => (await t.deps.db.selectFrom('archivos').select('id').execute()).length;
    const estadoDe = async (id: string) =>
      (
        await t.deps.db
          .selectFrom('dia_d_mesa_acta')
          .select('estado')
          .where('acta_id', '=', id)
          .executeTakeFirst()
      )?.estado;

    it('tras las cifras, la foto llega en partes: guardada una vez, adjunta, el acta espera su transcripción y los totales no cuentan dos veces', async () => {
      const c = cifrasDe(foto);
      await cifrasAceptadas(t, delegados.M1!, c);
      const totalesPendientes = await lineasDeTotales(t.deps.db);
      const archivosAntes = await archivos();
      const creada = await tus('M1').crear(c.id, foto.length);
      expect(creada.status).toBe(201);
      expect(creada.headers.get('location')).toBe(urlDeSubida(c.id));
      const trozo = 16 * 1024;
      const respuestas: number[] = [];
      for (let offset = 0; offset < foto.length; offset += trozo) {
        const r = await tus('M1').trozo(c.id, offset, foto.subarray(offset, offset + trozo));
        respuestas.push(r.status);
        expect(Number(r.headers.get('upload-offset'))).toBe(Math.min(foto.length, offset + trozo));
        if (offset + trozo < foto.length) {
          // Half way, HQ still has the figures only.
          expect(await estadoDe(c.id)).toBe('foto-pendiente');
        }
      }
      expect(respuestas.every((s) => s === 204)).toBe(true);
      expect(respuestas.length).toBeGreaterThan(3);
      expect(await estadoDe(c.id)).toBe('recibida');
      // The photo HQ serves is the phone's, byte for byte; stored once, its upload gone.
      const servida = await t.request({ url: fillPath(fotoActa.path, { id: c.id }), cookie: await lector() });
      expect(servida.statusCode).toBe(200);
      expect(sha256(servida.rawPayload)).toBe(c.sha256);
      expect(await archivos()).toBe(archivosAntes + 1);
      expect(await storedBlobs(t.openFiles())).toContain(c.sha256);
      expect(sha256(await readBlob(t.openFiles(), c.sha256))).toBe(c.sha256);
      expect(await enLasSubidas()).toEqual([]);
      const acta = await t.deps.db
        .selectFrom('dia_d_actas')
        .select(['sha256_enviada', 'sha256_guardada'])
        .where('id', '=', c.id)
        .executeTakeFirstOrThrow();
      expect(acta).toEqual({ sha256_enviada: c.sha256, sha256_guardada: c.sha256 });
      // The totals moved from one state to the other, once: the same figures, now «recibida».
      expect(await lineasDeTotales(t.deps.db)).toEqual(
        totalesPendientes.map((l) => l.replace('|foto-pendiente|', '|recibida|')).sort(),
      );
      const conteo = (await t.request({ url: leerConteo.path, cookie: await lector() })).json<{
        actasRecibidas: number;
      }>();
      expect(conteo.actasRecibidas).toBe(1);
      // Now the acta is handed out for transcription, its photo beside it.
      const editor = await t.login('editor');
      const siguiente = await t.request({ url: siguienteActa.path, cookie: editor });
      expect(siguiente.json()).toMatchObject({ id: c.id, fotoUrl: fillPath(fotoActa.path, { id: c.id }) });
      // One audit record of the photo attached, by the delegate's account, none of its pieces.
      const auditoria = await t.deps.db
        .selectFrom('auditoria')
        .select(['accion', 'ruta', 'entidad_id'])
        .where('ruta', 'like', '%/acta/foto%')
        .execute();
      expect(auditoria).toEqual([
        { accion: 'adjuntar_foto', ruta: 'PATCH /api/delegado/acta/foto/:id', entidad_id: c.id },
      ]);
    });

    it('el jefe de recinto sube la foto de las cifras que envió; ningún delegado puede subirla', async () => {
      // M2's delegate has sent nothing yet: its recinto chief sends the figures, then the photo.
      const jefe = await jefeDeRecinto(t, 'R1');
      const c = cifrasDe(foto);
      await cifrasAceptadas(t, jefe, c, fillPath(enviarCifrasActaJefe.path, { codigo: 'M2' }));
      for (const mesa of ['M1', 'M2']) {
        expect((await clienteTus(base, delegados[mesa]!).crear(c.id, foto.length)).status).toBe(404);
      }
      expect((await clienteTus(base, jefe).subir(c.id, foto)).status).toBe(204);
      expect(await estadoDe(c.id)).toBe('recibida');
    });

    it('la foto reenviada no cambia nada: un HEAD la da por entera y una subida nueva entera no se guarda dos veces', async () => {
      const c = cifrasDe(foto);
      await cifrasAceptadas(t, delegados.M3!, c);
      expect((await tus('M3').subir(c.id, foto, 64 * 1024)).status).toBe(204);
      const totales = await lineasDeTotales(t.deps.db);
      const archivosAntes = await archivos();
      // The phone never heard the last answer: it asks, and the upload is whole.
      expect(await tus('M3').consultar(c.id)).toEqual({
        status: 200,
        offset: foto.length,
        largo: foto.length,
      });
      // Or it starts the upload again from nothing: accepted, nothing new stored.
      expect((await tus('M3').subir(c.id, foto, 64 * 1024)).status).toBe(204);
      expect(await archivos()).toBe(archivosAntes);
      expect(await lineasDeTotales(t.deps.db)).toEqual(totales);
      expect(await enLasSubidas()).toEqual([]);
    });

    it('una foto que no es la de la huella de las cifras se rechaza en español: nada se guarda y la subida se borra', async () => {
      const otra = await fotoDePrueba();
      const c = cifrasDe(otra);
      await cifrasAceptadas(t, delegados.M2!, c);
      const blobs = await storedBlobs(t.openFiles());
      const archivosAntes = await archivos();
      const r = await tus('M2').subir(c.id, foto, 64 * 1024);
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({ error: ME.huellaNoCoincide });
      expect(await storedBlobs(t.openFiles())).toEqual(blobs);
      expect(await archivos()).toBe(archivosAntes);
      expect(await enLasSubidas()).toEqual([]);
      expect((await tus('M2').consultar(c.id)).status).toBe(404);
      expect(await estadoDe(c.id)).toBe('foto-pendiente');
      // A file that is no image, with its own hash announced: refused by its content (415).
      const texto = Buffer.from('esto no es una foto del acta '.repeat(50));
      const d = cifrasDe(texto);
      // The mesa's acta: a new version with its own figures (its delegate corrects them).
      await cifrasAceptadas(t, delegados.M2!, d);
      const r2 = await tus('M2').subir(d.id, texto);
      expect(r2.status).toBe(415);
      expect(await r2.json()).toEqual({ error: MA.fotoTipo });
      expect(await storedBlobs(t.openFiles())).toEqual(blobs);
      expect(await enLasSubidas()).toEqual([]);
    });

    it('un corte a mitad de una parte: la subida sigue desde lo que llegó, no desde cero', async () => {
      const grande = await fotoGrande(420);
      const c = cifrasDe(grande);
      await cifrasAceptadas(t, delegados.M1!, c);
      expect((await tus('M1').crear(c.id, grande.length)).status).toBe(201);
      // One PATCH for the whole photo, cut when half of it has gone out.
      const mitad = Math.floor(grande.length / 2);
      await new Promise<void>((resolve) => {
        const req = pedir(`${base}${urlDeSubida(c.id)}`, {
          method: 'PATCH',
          headers: {
            cookie: delegados.M1!,
            'tus-resumable': '1.0.0',
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
            'content-length': String(grande.length),
          },
        });
        req.on('error', () => resolve());
        req.write(grande.subarray(0, mitad), () => {
          req.destroy();
          resolve();
        });
      });
      // Once the cut request has ended on the server, what arrived is kept.
      let offset = 0;
      await vi.waitFor(
        async () => {
          const consulta = await tus('M1').consultar(c.id);
          expect(consulta.status).toBe(200);
          offset = consulta.offset;
          expect(offset).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 200 },
      );
      expect(offset).toBeLessThanOrEqual(mitad);
      expect(await estadoDe(c.id)).toBe('foto-pendiente');
      // The rest from there: the photo is whole, and it is the phone's.
      const resto = await tus('M1').trozo(c.id, offset, grande.subarray(offset));
      expect(resto.status).toBe(204);
      expect(await estadoDe(c.id)).toBe('recibida');
      expect(sha256(await readBlob(t.openFiles(), c.sha256))).toBe(c.sha256);
      expect(await enLasSubidas()).toEqual([]);
    });

    it('las comprobaciones de hoy: sesión, dueño del acta, tamaño, día y protocolo, cada una en español', async () => {
      const c = cifrasDe(foto);
      await cifrasAceptadas(t, delegados.M2!, c);
      const sinSesion = clienteTus(base, '');
      for (const r of [
        await sinSesion.crear(c.id, foto.length),
        await sinSesion.trozo(c.id, 0, foto.subarray(0, 10)),
      ]) {
        expect(r.status).toBe(401);
        expect(await r.json()).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
      }
      expect((await sinSesion.consultar(c.id)).status).toBe(401);
      // HQ's staff have no business here.
      const editor = clienteTus(base, await t.login('editor'));
      const r403 = await editor.crear(c.id, foto.length);
      expect(r403.status).toBe(403);
      // Another mesa's delegate: as if the acta did not exist.
      for (const r of [await tus('M1').crear(c.id, foto.length), await tus('M1').trozo(c.id, 0, foto)]) {
        expect(r.status).toBe(404);
        expect(await r.json()).toEqual({ error: MA.fotoAjena });
      }
      expect((await tus('M1').consultar(c.id)).status).toBe(404);
      const inventada = await tus('M2').crear(randomUUID(), 10);
      expect(await inventada.json()).toEqual({ error: MA.fotoAjena });
      // Larger than a photo may be (MAX_UPLOAD_MB or the acta's 10 MB): refused before any byte.
      const grande = await tus('M2').crear(c.id, MAX_FOTO_ACTA + 1);
      expect(grande.status).toBe(413);
      expect(await grande.json()).toEqual({ error: MA.fotoGrande });
      // No acta named in the creation, and a request that does not speak tus.
      const sinActa = await fetch(`${base}${urlDeSubida(c.id).replace(`/${c.id}`, '')}`, {
        method: 'POST',
        headers: { cookie: delegados.M2!, 'tus-resumable': '1.0.0', 'upload-length': '10' },
      });
      expect(sinActa.status).toBe(400);
      expect(await sinActa.json()).toEqual({ error: MA.subidaInvalida });
      const sinTus = await fetch(`${base}${urlDeSubida(c.id)}`, {
        method: 'PATCH',
        headers: {
          cookie: delegados.M2!,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        body: foto.subarray(0, 10),
      });
      expect(sinTus.status).toBe(412);
      // A piece that does not follow what arrived, and one longer than the photo declared.
      expect((await tus('M2').crear(c.id, 100)).status).toBe(201);
      const desfasada = await tus('M2').trozo(c.id, 50, foto.subarray(0, 10));
      expect(desfasada.status).toBe(409);
      expect(await desfasada.json()).toEqual({ error: MA.subidaDesfasada });
      const larga = await tus('M2').trozo(c.id, 0, foto.subarray(0, 200));
      expect(larga.status).toBe(413);
      expect(await larga.json()).toEqual({ error: MA.fotoGrande });
      // Outside the phone's window (the evening before the day before the election).
      t.clock.set('2026-11-22T03:00:00Z');
      try {
        const tarde = await tus('M2').crear(c.id, foto.length);
        expect(tarde.status).toBe(403);
        expect(await tarde.json()).toEqual({ error: M.fueraDeFecha });
      } finally {
        t.clock.set('2026-11-23T15:00:00Z');
      }
      expect(await estadoDe(c.id)).toBe('foto-pendiente');
    });

    it('una subida empezada y nunca terminada vence: el barrido la quita y el teléfono empieza de nuevo', async () => {
      const c = cifrasDe(foto);
      await cifrasAceptadas(t, delegados.M3!, c);
      expect((await tus('M3').crear(c.id, foto.length)).status).toBe(201);
      expect((await tus('M3').trozo(c.id, 0, foto.subarray(0, 1000))).status).toBe(204);
      expect(await quitarSubidasVencidas(t.deps)).toBe(0);
      // A day and a minute later (its description says when it was created).
      const ayer = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
      if (s3) {
        const Key = `subidas/${c.id}/info`;
        const info = await s3.send(new GetObjectCommand({ Bucket: t.s3!.bucket, Key }));
        const datos = JSON.parse(await info.Body!.transformToString()) as Record<string, unknown>;
        await s3.send(
          new PutObjectCommand({
            Bucket: t.s3!.bucket,
            Key,
            Body: JSON.stringify({ ...datos, creation_date: ayer }),
          }),
        );
      } else {
        const archivo = path.join(t.dataDir, 'subidas', `${c.id}.json`);
        const datos = JSON.parse(await readFile(archivo, 'utf8')) as Record<string, unknown>;
        await writeFile(archivo, JSON.stringify({ ...datos, creation_date: ayer }));
      }
      expect(await quitarSubidasVencidas(t.deps)).toBe(1);
      expect((await enLasSubidas()).filter((n) => n.includes(c.id))).toEqual([]);
      expect((await tus('M3').consultar(c.id)).status).toBe(404);
      // The phone starts again and the photo arrives.
      expect((await tus('M3').subir(c.id, foto)).status).toBe(204);
      expect(await estadoDe(c.id)).toBe('recibida');
    });
  },
);
