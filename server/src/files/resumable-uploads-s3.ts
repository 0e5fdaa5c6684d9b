import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { DataStore, ERRORS, Upload } from '@tus/server';

type SdkS3 = typeof import('@aws-sdk/client-s3');
const require = createRequire(import.meta.url);

/**
 * Resumable uploads (tus, issue 44) in an S3-compatible bucket, shared by every instance: each
 * upload is an object with its description (`<prefix><id>/info`) and one object per piece received
 * (`<prefix><id>/<start>-<end>`, byte positions zero-padded). What arrived is the longest run of
 * pieces from byte 0; the whole upload is their bytes in order.
 *
 * Not `@tus/s3-store`: it keeps an upload as an S3 multipart upload and asks S3 for its parts
 * (ListParts) on every HEAD and PATCH and for every upload (ListMultipartUploads) to expire them,
 * which S3-compatible servers do not all implement (s3rver, the tests' S3 server, implements
 * neither, nor aborting one); and a phone's photo (≤ 10 MB, sent in 128 KB pieces) is far below
 * S3's 5 MB smallest part, so that store re-reads and re-writes its growing "incomplete part" with
 * every piece. Plain objects need only PUT, GET, HEAD, DELETE and a prefix listing.
 *
 * Two instances may write a piece at the same position (a phone's cut request still arriving at
 * one while the phone resumes at another): the piece's name holds its range, nothing overwrites,
 * and an overlap holds the same bytes (a photo does not change, and its hash is checked once whole).
 */
export class AlmacenTusS3 extends DataStore {
  private readonly s3: SdkS3;
  private readonly client: S3Client;

  constructor(
    private readonly opciones: {
      bucket: string;
      /** Key prefix of the uploads (the files' own prefix is another). */
      prefijo: string;
      expiranMs: number;
      cliente: S3ClientConfig;
    },
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
    this.s3 = require('@aws-sdk/client-s3') as SdkS3;
    this.client = new this.s3.S3Client(opciones.cliente);
  }

  private clave(id: string, resto: string): string {
    return `${this.opciones.prefijo}${id}/${resto}`;
  }

  override async create(upload: Upload): Promise<Upload> {
    await this.client.send(
      new this.s3.PutObjectCommand({
        Bucket: this.opciones.bucket,
        Key: this.clave(upload.id, 'info'),
        Body: JSON.stringify({
          id: upload.id,
          size: upload.size,
          metadata: upload.metadata,
          creation_date: upload.creation_date,
        }),
        ContentType: 'application/json',
      }),
    );
    return upload;
  }

  /** The upload's description, or tus's FILE_NOT_FOUND. */
  private async info(id: string): Promise<Upload> {
    try {
      const res = await this.client.send(
        new this.s3.GetObjectCommand({ Bucket: this.opciones.bucket, Key: this.clave(id, 'info') }),
      );
      const texto = (await res.Body?.transformToString()) ?? '';
      return new Upload({ ...(JSON.parse(texto) as Omit<Upload, 'offset'>), offset: 0 });
    } catch (err) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- tus answers with the {status_code, body} thrown
      if (faltante(err)) throw ERRORS.FILE_NOT_FOUND;
      throw err;
    }
  }

  /** Every object of an upload, its description included. */
  private async objetos(id: string): Promise<{ clave: string; tamano: number }[]> {
    const out: { clave: string; tamano: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.s3.ListObjectsV2Command({
          Bucket: this.opciones.bucket,
          Prefix: this.clave(id, ''),
          ContinuationToken: token,
        }),
      );
      for (const o of page.Contents ?? []) if (o.Key) out.push({ clave: o.Key, tamano: o.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  /** The pieces in order of their start, and how far they reach from byte 0 without a gap. */
  private async trozos(
    id: string,
  ): Promise<{ trozos: { clave: string; desde: number; hasta: number }[]; hasta: number }> {
    const trozos = (await this.objetos(id))
      .map((o) => ({ clave: o.clave, rango: /\/(\d{12})-(\d{12})$/.exec(o.clave) }))
      .filter((o) => o.rango !== null)
      .map((o) => ({ clave: o.clave, desde: Number(o.rango![1]), hasta: Number(o.rango![2]) }))
      .sort((a, b) => a.desde - b.desde || b.hasta - a.hasta);
    let hasta = 0;
    for (const t of trozos) {
      if (t.desde > hasta) break;
      hasta = Math.max(hasta, t.hasta);
    }
    return { trozos, hasta };
  }

  override async getUpload(id: string): Promise<Upload> {
    const upload = await this.info(id);
    upload.offset = (await this.trozos(id)).hasta;
    return upload;
  }

  /**
   * Keeps what arrives of a piece as one object, also when its request is cut (what arrived is
   * kept, as a file on disk would keep it, then the failure goes on to tus).
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const partes: Buffer[] = [];
    let falla: unknown = null;
    try {
      for await (const parte of stream) partes.push(parte as Buffer);
    } catch (err) {
      falla = err;
    }
    const datos = Buffer.concat(partes);
    if (datos.length > 0) {
      const rango = `${String(offset).padStart(12, '0')}-${String(offset + datos.length).padStart(12, '0')}`;
      await this.client.send(
        new this.s3.PutObjectCommand({
          Bucket: this.opciones.bucket,
          Key: this.clave(id, rango),
          Body: datos,
          ContentLength: datos.length,
          ContentType: 'application/octet-stream',
        }),
      );
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- tus answers with the {status_code, body} thrown
    if (falla) throw falla;
    return offset + datos.length;
  }

  /** The bytes received, in order (a whole upload's, once the last piece is in). */
  read(id: string): Readable {
    const { bucket } = this.opciones;
    const leer = async function* (this: AlmacenTusS3) {
      const { trozos, hasta } = await this.trozos(id);
      let enviados = 0;
      for (const t of trozos) {
        if (t.hasta <= enviados || t.desde > enviados) continue;
        const res = await this.client.send(new this.s3.GetObjectCommand({ Bucket: bucket, Key: t.clave }));
        const datos = Buffer.from(await res.Body!.transformToByteArray());
        yield datos.subarray(enviados - t.desde, Math.min(datos.length, hasta - t.desde));
        enviados = t.hasta;
      }
    };
    return Readable.from(leer.call(this));
  }

  override async remove(id: string): Promise<void> {
    const objetos = await this.objetos(id);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- tus answers with the {status_code, body} thrown
    if (objetos.length === 0) throw ERRORS.FILE_NOT_FOUND;
    for (const o of objetos) {
      await this.client.send(new this.s3.DeleteObjectCommand({ Bucket: this.opciones.bucket, Key: o.clave }));
    }
  }

  override getExpiration(): number {
    return this.opciones.expiranMs;
  }

  /** Removes the uploads created longer ago than the expiration and never finished. */
  override async deleteExpired(): Promise<number> {
    const ids = new Set<string>();
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.s3.ListObjectsV2Command({
          Bucket: this.opciones.bucket,
          Prefix: this.opciones.prefijo,
          ContinuationToken: token,
        }),
      );
      for (const o of page.Contents ?? []) {
        const id = o.Key?.slice(this.opciones.prefijo.length).split('/')[0];
        if (id && o.Key?.endsWith('/info')) ids.add(id);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const ahora = Date.now();
    let quitadas = 0;
    for (const id of ids) {
      const upload = await this.getUpload(id);
      const creada = Date.parse(upload.creation_date ?? '');
      if (upload.offset === upload.size || !(creada + this.opciones.expiranMs < ahora)) continue;
      await this.remove(id);
      quitadas += 1;
    }
    return quitadas;
  }
}

function faltante(err: unknown): boolean {
  const name = typeof err === 'object' && err !== null && 'name' in err ? String(err.name) : '';
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}
