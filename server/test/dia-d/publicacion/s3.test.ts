import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { publicar, retirarMesaPublicada, verAjustesPublicacion } from '@comando/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../api.js';
import { S3RVER_CREDENTIALS, startS3 } from '../../s3.js';
import { dosPasosDelAdmin, esperarFin, prepararNoche, PUBLICACION } from './noche.js';

// Issue 46: the public site written to an S3-compatible bucket (s3rver, a real S3 server on
// loopback) under a prefix, where a CDN serves it: each object with its type and cache rule.
const s3 = await startS3('sitio-publico');
afterAll(() => s3.remove());
const PREFIJO = 'actas/2026/';
const cliente = new S3Client({
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  credentials: S3RVER_CREDENTIALS,
});
afterAll(() => cliente.destroy());

async function claves(): Promise<string[]> {
  const salida: string[] = [];
  let token: string | undefined;
  do {
    const page = await cliente.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: PREFIJO, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) salida.push(o.Key!.slice(PREFIJO.length));
    token = page.NextContinuationToken;
  } while (token);
  return salida.sort();
}

async function leer(ruta: string) {
  const o = await cliente.send(new GetObjectCommand({ Bucket: s3.bucket, Key: PREFIJO + ruta }));
  return {
    contenido: Buffer.from(await o.Body!.transformToByteArray()),
    tipo: o.ContentType,
    cache: o.CacheControl,
  };
}

describeApi(
  'publicación en un bucket S3',
  (api) => {
    let codigo: () => string;

    beforeAll(async () => {
      // The dialects run one after the other on the same bucket: each starts from an empty prefix.
      for (const clave of await claves())
        await cliente.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: PREFIJO + clave }));
      await prepararNoche(api);
      codigo = await dosPasosDelAdmin(api);
    }, 60_000);

    async function publicarY() {
      const corrida = await api.ok(publicar, { ...PUBLICACION, codigo: codigo() }, 'admin');
      const fin = await esperarFin(api, corrida.id);
      expect(fin.error).toBeNull();
      return fin;
    }

    it('escribe el sitio bajo el prefijo, cada objeto con su tipo y su caché, y hashes.txt coincide', async () => {
      expect((await api.ok(verAjustesPublicacion, undefined, 'admin')).destino).toEqual({
        tipo: 's3',
        lugar: `s3://${s3.bucket}/${PREFIJO}`,
      });
      const fin = await publicarY();
      const lista = await claves();
      expect(fin.escritos).toBe(lista.length);
      expect(lista).toEqual(
        expect.arrayContaining(['index.html', 'actas.csv', 'hashes.txt', 'mesas/M1.html']),
      );
      const inicio = await leer('index.html');
      expect(inicio.tipo).toBe('text/html; charset=utf-8');
      expect(inicio.cache).toBe('public, max-age=60');
      const hashes = (await leer('hashes.txt')).contenido.toString().trim().split('\n');
      expect(hashes).toHaveLength(5);
      for (const linea of hashes) {
        const [hash, ruta] = linea.split('  ') as [string, string];
        const archivo = await leer(ruta);
        expect(createHash('sha256').update(archivo.contenido).digest('hex'), ruta).toBe(hash);
        if (ruta.startsWith('fotos/')) {
          expect(archivo.tipo).toBe('image/jpeg');
          expect(archivo.cache).toBe('public, max-age=31536000, immutable');
        }
      }
    });

    it('la siguiente publicación solo toca lo que cambió: nada, y luego la mesa retirada', async () => {
      expect(await publicarY()).toMatchObject({ escritos: 0, retirados: 0 });
      await api.ok(retirarMesaPublicada, { codigo: 'M3', motivo: 'Foto ilegible' }, 'admin');
      const fin = await publicarY();
      // M3 was Oruro's only mesa: its page, its photo and Oruro's two shards go.
      expect(fin.retirados).toBe(4);
      const lista = await claves();
      expect(lista).not.toContain('mesas/M3.html');
      expect(lista.filter((c) => c.startsWith('fotos/'))).toHaveLength(2);
      expect(lista.filter((c) => c.startsWith('datos/dep/'))).toEqual(['datos/dep/la-paz.json']);
    });
  },
  {
    publicacion: {
      s3: { bucket: s3.bucket, prefix: PREFIJO, endpoint: s3.endpoint, credentials: S3RVER_CREDENTIALS },
    },
  },
);
