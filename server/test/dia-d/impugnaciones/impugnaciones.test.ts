import { createHash, randomUUID, webcrypto } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import {
  COLUMNAS_EVIDENCIAS,
  MENSAJES_EVIDENCIA as M,
  TEXTOS_IMPUGNACION as T,
  type ActaPorTranscribir,
  type Carpeta,
  type EvidenciaMesa,
  type Impugnacion,
  type VerificacionEvidencias,
  enviarActa as rutaEnviarActa,
  siguienteActa,
  transcribirActa,
  resolverActa,
  leerEvidenciaMesa,
  exportarEvidenciasCsv,
  verificarEvidencias,
  prepararImpugnacion,
  importarResultadosOficiales,
  listarCarpetas,
  archivoCarpeta,
} from '@comando/contract';
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dialect } from '../../../src/db/connect.js';
import { crearCopia } from '../../../src/copias/crear.js';
import { DiskFileStore } from '../../../src/files/store.js';
import { huellaDatos, loginConAmbito } from '../../ambito-comun.js';
import { destruir, origen, restaurarEn } from '../../copias-comun.js';
import { delegadosTresMesas, eleccionConPapeleta, REGISTRO_TRES_MESAS } from '../../dia-d-comun.js';
import { createTestApp, dialects, readBlob, type TestApp } from '../../helpers.js';
import { multipart } from '../../multipart.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pedir } from '../../api.js';

// Issue 29: the photo's SHA-256 from the phone to the notary, and the legal file of a mesa
// whose official figures differ from our verified acta.
const PAPELETA = [
  { sigla: 'CREEMOS', nombre: 'Creemos', color: '#d9138a', nuestro: false },
  { sigla: 'MAS', nombre: 'Movimiento al Socialismo', color: '#1e40af', nuestro: false },
  { sigla: 'CC', nombre: 'Comunidad Ciudadana', color: '#f97316', nuestro: true },
  { sigla: 'FPV', nombre: 'Frente Para la Victoria', color: '#16a34a', nuestro: false },
];
const MAPEO = { CREEMOS: 'CREEMOS', 'MAS - IPSP': 'MAS', CC: 'CC', FPV: 'FPV' };
/** The official file says M1: CREEMOS 10, MAS 100, CC 40, FPV 5, blancos 5, nulos 10. Ours differs on CC. */
const FIGURAS: Record<string, { votos: Record<string, number>; blancos: number; nulos: number }> = {
  M1: { votos: { CREEMOS: 10, MAS: 95, CC: 45, FPV: 5 }, blancos: 5, nulos: 10 },
  M2: { votos: { CREEMOS: 20, MAS: 90, CC: 30, FPV: 10 }, blancos: 4, nulos: 6 },
  M3: { votos: { CREEMOS: 5, MAS: 80, CC: 20, FPV: 5 }, blancos: 2, nulos: 3 },
};
const OFICIAL = readFileSync(path.join(import.meta.dirname, '..', '..', 'fixtures', 'oficial-2020-utf8.csv'));
const sha256 = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

async function montar(dialect: Dialect) {
  const t = await createTestApp(dialect);
  const admin = await t.login('admin');
  const editor = await t.login('editor');
  await eleccionConPapeleta(t, { admin, editor }, REGISTRO_TRES_MESAS, '2026-11-23', PAPELETA);
  const delegados = await delegadosTresMesas(t, editor, 71000000);
  // A photo with GPS metadata: the stored file (stripped) differs from the one sent.
  const foto = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#f0f0f0' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '16/1 30/1 0/1' } })
    .toBuffer();
  return { t, admin, editor, delegados, foto };
}

type Montaje = Awaited<ReturnType<typeof montar>>;

function enviarActa(m: Montaje, mesa: string, opciones: { sha256?: string; foto?: Buffer } = {}) {
  const f = FIGURAS[mesa]!;
  const cuerpo = multipart([
    { name: 'id', value: randomUUID() },
    { name: 'votos', value: JSON.stringify(f.votos) },
    { name: 'blancos', value: String(f.blancos) },
    { name: 'nulos', value: String(f.nulos) },
    ...(opciones.sha256 === undefined ? [] : [{ name: 'sha256', value: opciones.sha256 }]),
    { name: 'foto', filename: 'acta.jpg', type: 'image/jpeg', content: opciones.foto ?? m.foto },
  ]);
  return pedir(m.t, rutaEnviarActa, { ...cuerpo, cookie: m.delegados[mesa] });
}

/**
 * HQ transcribes every waiting acta: the delegate's figures (→ Verificada), except M2's, typed
 * wrong (→ En disputa) and then settled by the admin with the figures on its photo.
 */
async function verificarTodas(m: Montaje) {
  for (;;) {
    const res = await pedir(m.t, siguienteActa, { cookie: m.editor });
    if (res.statusCode === 204) break;
    const a = res.json<ActaPorTranscribir>();
    const f = FIGURAS[a.mesa.codigo]!;
    const r = await pedir(m.t, transcribirActa, {
      params: { id: a.id },
      payload: a.mesa.codigo === 'M2' ? { ...f, blancos: f.blancos + 1 } : f,
      cookie: m.editor,
    });
    if (r.statusCode !== 200) throw new Error(r.body);
    if (a.mesa.codigo !== 'M2') continue;
    const resuelta = await pedir(m.t, resolverActa, { params: { id: a.id }, payload: f, cookie: m.admin });
    if (resuelta.statusCode !== 200) throw new Error(resuelta.body);
  }
}

/** The text a PDF's pages draw (pdf-lib writes standard-font text as hex strings). */
function textoDePdf(doc: PDFDocument): string {
  const partes: string[] = [];
  for (const page of doc.getPages()) {
    const contenido = page.node.Contents();
    const streams = contenido ? ('asArray' in contenido ? contenido.asArray() : [contenido]) : [];
    for (const ref of streams) {
      const s = doc.context.lookup(ref);
      if (!(s instanceof PDFRawStream)) continue;
      const texto = Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
      for (const [, hex] of texto.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
        partes.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return partes.join('\n');
}

/** The raw bytes of every image the PDF embeds. */
function imagenesDePdf(doc: PDFDocument): Buffer[] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, o]) => o)
    .filter(
      (o): o is PDFRawStream =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
    .map((o) => Buffer.from(o.contents));
}

describe.each(dialects)('Día D: evidencia de la foto e impugnaciones (%s)', (dialect) => {
  let m: Montaje;
  let t: TestApp;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    m = await montar(dialect);
    ({ t, admin, editor } = m);
  }, 60_000);
  afterAll(() => t.close());

  it('una foto que no coincide con su huella SHA-256 se rechaza en español y no se guarda nada', async () => {
    const antes = await huellaDatos(t);
    const otra = sha256(Buffer.from('otra foto'));
    const res = await enviarActa(m, 'M1', { sha256: otra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: M.huellaNoCoincide });
    const malformada = await enviarActa(m, 'M1', { sha256: 'no-es-un-hash' });
    expect(malformada.statusCode).toBe(400);
    expect(malformada.json()).toEqual({ error: M.huellaInvalida });
    expect(await huellaDatos(t)).toBe(antes);
    const blobs: string[] = [];
    for await (const h of t.deps.files.list()) blobs.push(h);
    expect(blobs).not.toContain(sha256(m.foto));
  });

  it('con la huella correcta (o sin huella, teléfono antiguo) el acta se acepta y se guardan ambas huellas', async () => {
    expect((await enviarActa(m, 'M1', { sha256: sha256(m.foto).toUpperCase() })).statusCode).toBe(201);
    expect((await enviarActa(m, 'M2')).statusCode).toBe(201);
    expect((await enviarActa(m, 'M3', { sha256: sha256(m.foto) })).statusCode).toBe(201);
    const filas = await t.deps.db
      .selectFrom('dia_d_actas as a')
      .innerJoin('archivos as f', 'f.id', 'a.foto_id')
      .select(['a.mesa_codigo', 'a.sha256_enviada', 'a.sha256_guardada', 'f.hash'])
      .orderBy('a.mesa_codigo')
      .execute();
    expect(filas.map((f) => [f.mesa_codigo, f.sha256_enviada])).toEqual([
      ['M1', sha256(m.foto)],
      ['M2', null],
      ['M3', sha256(m.foto)],
    ]);
    // The stored file lost its GPS: its own hash, recorded, and the bytes in the store match it.
    for (const f of filas) {
      expect(f.sha256_guardada).toBe(f.hash);
      expect(f.sha256_guardada).not.toBe(sha256(m.foto));
      expect(sha256(await readBlob(t.deps.files, f.hash))).toBe(f.sha256_guardada);
    }
    const ev = (
      await pedir(t, leerEvidenciaMesa, { params: { codigo: 'M1' }, cookie: editor })
    ).json<EvidenciaMesa>();
    expect(ev).toMatchObject({
      mesa: 'M1',
      acta: { version: 1, sha256Enviada: sha256(m.foto), sha256Guardada: filas[0]!.hash, verificada: false },
      oficial: false,
      expediente: null,
    });
  });

  it('la lista de evidencias (CSV, solo admin) tiene una fila por versión con sus dos huellas', async () => {
    expect((await pedir(t, exportarEvidenciasCsv, { cookie: editor })).statusCode).toBe(403);
    const res = await pedir(t, exportarEvidenciasCsv, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lineas = res.body.trimEnd().split('\r\n');
    expect(lineas[0]).toBe(COLUMNAS_EVIDENCIAS.join(','));
    expect(lineas[0]).toBe('mesa,version,sha256_enviada,sha256_guardada,recibida');
    const guardada = (
      await t.deps.db
        .selectFrom('archivos')
        .select('hash')
        .where('nombre', 'like', 'acta-M1-%')
        .executeTakeFirstOrThrow()
    ).hash;
    expect(lineas.slice(1)).toEqual([
      `M1,1,${sha256(m.foto)},${guardada},2026-11-23T15:00:00.000Z`,
      `M2,1,,${guardada},2026-11-23T15:00:00.000Z`,
      `M3,1,${sha256(m.foto)},${guardada},2026-11-23T15:00:00.000Z`,
    ]);
  });

  it('una foto cambiada en el almacenamiento se detecta: la verificación la señala por mesa y versión', async () => {
    const ok = (await pedir(t, verificarEvidencias, { cookie: admin })).json<VerificacionEvidencias>();
    expect(ok).toEqual({ revisadas: 3, alteradas: [] });
    // M3 gets its own photo, then its blob is changed on disk behind the app's back.
    const propia = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#102030' } })
      .jpeg()
      .toBuffer();
    expect((await enviarActa(m, 'M3', { sha256: sha256(propia), foto: propia })).statusCode).toBe(201);
    const hash = (
      await t.deps.db
        .selectFrom('dia_d_actas')
        .select('sha256_guardada')
        .where('mesa_codigo', '=', 'M3')
        .where('version', '=', 2)
        .executeTakeFirstOrThrow()
    ).sha256_guardada!;
    const store = t.deps.files as DiskFileStore;
    const original = await readBlob(store, hash);
    const cambiada = Buffer.from(original);
    cambiada.writeUInt8(cambiada.readUInt8(cambiada.length - 10) ^ 0xff, cambiada.length - 10);
    await writeFile(store.pathOf(hash), cambiada);
    const res = (await pedir(t, verificarEvidencias, { cookie: admin })).json<VerificacionEvidencias>();
    expect(res).toEqual({
      revisadas: 4,
      alteradas: [{ mesa: 'M3', version: 2, sha256Guardada: hash, sha256Actual: sha256(cambiada) }],
    });
    await writeFile(store.pathOf(hash), original);
    expect((await pedir(t, verificarEvidencias, { cookie: admin })).json()).toEqual({
      revisadas: 4,
      alteradas: [],
    });
  });

  it('impugnar exige cifras oficiales y un acta verificada: cada rechazo en español, sin crear nada', async () => {
    const antes = await huellaDatos(t);
    const sinOficial = await pedir(t, prepararImpugnacion, { payload: { mesas: ['M1'] }, cookie: editor });
    expect(sinOficial.statusCode).toBe(400);
    expect(sinOficial.json()).toEqual({ error: M.sinCifraOficial('M1') });
    const importada = await pedir(t, importarResultadosOficiales, {
      query: { aplicar: 'true' },
      ...multipart([
        { name: 'archivo', filename: 'exportacion_EG2020.csv', content: OFICIAL },
        { name: 'candidatura', value: 'PRESIDENTE' },
        { name: 'partidos', value: JSON.stringify(MAPEO) },
      ]),
      cookie: admin,
    });
    expect(importada.statusCode, importada.body).toBe(200);
    const despuesDeImportar = await huellaDatos(t);
    const sinVerificar = await pedir(t, prepararImpugnacion, { payload: { mesas: ['M1'] }, cookie: editor });
    expect(sinVerificar.statusCode).toBe(400);
    expect(sinVerificar.json()).toEqual({ error: M.sinActaVerificada('M1') });
    const mezcla = await pedir(t, prepararImpugnacion, { payload: { mesas: ['M1', 'M3'] }, cookie: editor });
    expect(mezcla.json()).toEqual({ error: M.otroDepartamento });
    const vacia = await pedir(t, prepararImpugnacion, { payload: { mesas: [] }, cookie: editor });
    expect(vacia.json()).toEqual({ error: M.mesasRequeridas });
    const noExiste = await pedir(t, prepararImpugnacion, {
      payload: { mesas: ['M1', 'X9'] },
      cookie: editor,
    });
    expect(noExiste.statusCode).toBe(404);
    expect(await huellaDatos(t)).toBe(despuesDeImportar);
    expect(despuesDeImportar).not.toBe(antes);
  });

  it('prepara el expediente: una carpeta de Defensa por departamento con un PDF por mesa que se abre y dice lo que debe', async () => {
    await verificarTodas(m);
    t.clock.set('2026-11-23T16:00:00Z');
    const res = await pedir(t, prepararImpugnacion, { payload: { mesas: ['M1', 'M2'] }, cookie: editor });
    expect(res.statusCode, res.body).toBe(200);
    const imp = res.json<Impugnacion>();
    expect(imp.archivos.map((a) => a.mesa)).toEqual(['M1', 'M2']);

    // In Jurídico like any folder: the defence tab lists it with both PDFs, its description names the mesas.
    const carpetas = (
      await pedir(t, listarCarpetas, { query: { type: 'expedientes-defensa' }, cookie: editor })
    ).json<Carpeta[]>();
    const carpeta = carpetas.find((c) => c.id === imp.carpetaId)!;
    expect(carpeta.name).toBe(T.carpetaNombre('La Paz', '2026-11-23'));
    expect(carpeta.description).toBe(T.carpetaDescripcion(['M1', 'M2']));
    expect(carpeta.files.map((f) => [f.id, f.nombre, f.tipo])).toEqual(
      imp.archivos.map((a) => [a.id, T.archivoNombre(a.mesa), 'application/pdf']),
    );

    const pdf = await pedir(t, archivoCarpeta, {
      params: { id: imp.carpetaId, archivoId: imp.archivos[0]!.id },
      cookie: editor,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    const texto = textoDePdf(doc);
    const guardada = (
      await t.deps.db
        .selectFrom('dia_d_actas')
        .select('sha256_guardada')
        .where('mesa_codigo', '=', 'M1')
        .executeTakeFirstOrThrow()
    ).sha256_guardada!;
    for (const esperado of [
      T.pdf.titulo('M1'),
      'Mesa: M1 (N.º 1)',
      'Recinto: Colegio Bolivia',
      'Municipio: El Alto',
      'Departamento: La Paz',
      // Ours, official, difference: MAS 95 vs 100, CC 45 vs 40.
      'MAS\n95\n100\n+5',
      'CC\n45\n40\n-5',
      'CREEMOS\n10\n10\n0',
      guardada,
      sha256(m.foto),
      'Delegado que la envió: Ana Quispe',
      // The delegate's figures and one matching transcription at HQ make the double entry.
      `${T.pdf.transcriptores}: Editor (2026-11-23 11:00:00 (hora de Bolivia))`,
    ])
      expect(texto).toContain(esperado);
    expect(texto).toContain('Recibida: 2026-11-23 11:00:00 (hora de Bolivia)');
    // The photo inside the PDF is the stored file itself, byte for byte.
    expect(imagenesDePdf(doc).map((b) => sha256(b))).toEqual([guardada]);

    // M2: settled by a supervisor, sent by an older phone (no hash from it).
    const m2 = await pedir(t, archivoCarpeta, {
      params: { id: imp.carpetaId, archivoId: imp.archivos[1]!.id },
      cookie: editor,
    });
    const texto2 = textoDePdf(await PDFDocument.load(m2.rawPayload));
    expect(texto2).toContain('Delegado que la envió: Beto Choque');
    expect(texto2).toContain(`${T.pdf.resueltaPor}: Administrador`);
    expect(texto2).toContain(`${T.pdf.huellaEnviada}:\n${T.pdf.sinDato}`);

    // The Día D side knows the mesa has its file; asking again adds no duplicate.
    const ev = (
      await pedir(t, leerEvidenciaMesa, { params: { codigo: 'M1' }, cookie: editor })
    ).json<EvidenciaMesa>();
    expect(ev).toMatchObject({
      oficial: true,
      acta: { verificada: true },
      expediente: { carpetaId: imp.carpetaId, archivoId: imp.archivos[0]!.id },
    });
    const otra = (
      await pedir(t, prepararImpugnacion, { payload: { mesas: ['M1'] }, cookie: editor })
    ).json<Impugnacion>();
    expect(otra).toEqual({ carpetaId: imp.carpetaId, archivos: [imp.archivos[0]] });

    // Both sides audited: Día D's request and Jurídico's folder.
    const registros = await t.deps.db
      .selectFrom('auditoria')
      .select(['area', 'accion', 'entidad_id'])
      .where('ruta', '=', 'POST /api/dia-d/impugnaciones')
      .execute();
    expect(registros).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ area: 'dia-d', accion: 'crear' }),
        expect.objectContaining({ area: 'juridico', accion: 'crear', entidad_id: imp.carpetaId }),
      ]),
    );
  });

  it('un editor de Oruro no alcanza una mesa de La Paz: 404 como si no existiera', async () => {
    const oruro = await loginConAmbito(t, admin, 'editor', { nivel: 'departamento', departamento: 'oruro' });
    const antes = await huellaDatos(t);
    const ajena = await pedir(t, prepararImpugnacion, { payload: { mesas: ['M2'] }, cookie: oruro });
    expect(ajena.statusCode).toBe(404);
    expect((await pedir(t, leerEvidenciaMesa, { params: { codigo: 'M1' }, cookie: oruro })).statusCode).toBe(
      404,
    );
    expect(await huellaDatos(t)).toBe(antes);
    const propia = await pedir(t, prepararImpugnacion, { payload: { mesas: ['M3'] }, cookie: oruro });
    expect(propia.statusCode, propia.body).toBe(200);
    const carpeta = (
      await pedir(t, listarCarpetas, { query: { type: 'expedientes-defensa' }, cookie: admin })
    )
      .json<Carpeta[]>()
      .find((c) => c.id === propia.json<Impugnacion>().carpetaId);
    expect(carpeta?.name).toBe(T.carpetaNombre('Oruro', '2026-11-23'));
  });

  it('una copia de seguridad restaurada conserva las huellas y la verificación sigue en limpio', async () => {
    const antes = (await pedir(t, exportarEvidenciasCsv, { cookie: admin })).body;
    expect(antes.trimEnd().split('\r\n')).toHaveLength(6);
    const carpeta = await crearCopia(origen(t), path.join(t.dataDir, 'backups'), t.clock.now());
    t = await t.restart(async () => {
      await destruir(t);
      await restaurarEn(t, carpeta);
    });
    expect((await pedir(t, exportarEvidenciasCsv, { cookie: admin })).body).toBe(antes);
    expect((await pedir(t, verificarEvidencias, { cookie: admin })).json()).toEqual({
      revisadas: 5,
      alteradas: [],
    });
  }, 60_000);

  it('una foto sin nada que quitar, con su huella, se resume una sola vez y se guarda con esa huella', async () => {
    // No EXIF, no XMP: the photo stored is every byte the phone sent.
    const foto = await sharp({ create: { width: 52, height: 36, channels: 3, background: '#dfe6ee' } })
      .jpeg()
      .toBuffer();
    const huella = sha256(foto);
    const digest = vi.spyOn(webcrypto.subtle, 'digest');
    try {
      const f = FIGURAS.M3!;
      const cuerpo = multipart([
        { name: 'id', value: randomUUID() },
        { name: 'votos', value: JSON.stringify(f.votos) },
        { name: 'blancos', value: String(f.blancos) },
        { name: 'nulos', value: String(f.nulos) },
        { name: 'sha256', value: huella },
        { name: 'foto', filename: 'acta.jpg', type: 'image/jpeg', content: foto },
      ]);
      const res = await pedir(t, rutaEnviarActa, { ...cuerpo, cookie: m.delegados.M3 });
      expect(res.statusCode, res.body).toBe(201);
      const deLaFoto = digest.mock.calls.filter(
        ([, datos]) => (datos as ArrayBufferView).byteLength === foto.length,
      );
      expect(deLaFoto).toHaveLength(1);
    } finally {
      digest.mockRestore();
    }
    const fila = await t.deps.db
      .selectFrom('dia_d_actas as a')
      .innerJoin('archivos as f', 'f.id', 'a.foto_id')
      .select(['a.sha256_enviada', 'a.sha256_guardada', 'f.hash'])
      .where('a.mesa_codigo', '=', 'M3')
      .orderBy('a.version', 'desc')
      .executeTakeFirstOrThrow();
    expect(fila).toEqual({ sha256_enviada: huella, sha256_guardada: huella, hash: huella });
    expect(sha256(await readBlob(t.deps.files, huella))).toBe(huella);
  });
});
