import { randomBytes } from 'node:crypto';
import {
  MENSAJES_GENERALES,
  MENSAJES_JURIDICO,
  TIPOS_CARPETA,
  type Carpeta,
  crearCarpeta,
  agregarArchivosCarpeta,
  listarCarpetas,
  eliminarArchivoCarpeta,
  archivoCarpeta,
  eliminarCarpeta,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfMuestra, pngMuestra } from '../../src/areas/juridico/muestras.js';
import { createTestApp, readBlob, storageMatrix, type TestApp } from '../helpers.js';
import { multipart, type MultipartPart } from '../multipart.js';
import { pedir } from '../api.js';

type Parte = MultipartPart;

const PDF = pdfMuestra('Contrato de prueba', ['Línea de prueba (con paréntesis)']);
const PNG = pngMuestra(8, 8);

const campos = (name: string, type: string, description = 'Descripción de prueba'): Parte[] => [
  { name: 'name', value: name },
  { name: 'description', value: description },
  { name: 'type', value: type },
];
const archivo = (filename: string, content: Buffer, name = 'files'): Parte => ({ name, filename, content });

describe.each(storageMatrix)('juridico ($dialect, archivos en $files)', ({ dialect, files }) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { files });
    cookie = await t.login('editor');
  });
  afterAll(() => t.close());

  const listar = async (query = ''): Promise<Carpeta[]> => {
    const res = await pedir(t, listarCarpetas, { query, cookie });
    expect(res.statusCode).toBe(200);
    return res.json<Carpeta[]>();
  };
  const crear = (partes: Parte[]) => pedir(t, crearCarpeta, { cookie, ...multipart(partes) });
  const agregar = (id: string, partes: Parte[]) =>
    pedir(t, agregarArchivosCarpeta, { params: { id }, cookie, ...multipart(partes) });
  const contar = async () => ({
    carpetas: (await listar()).length,
    archivos: Number(
      (
        await t.deps.db
          .selectFrom('archivos')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const archivoDe = (c: Carpeta, i = 0) => ({ id: c.id, archivoId: c.files[i]?.id ?? 'x' });

  it('siembra tres carpetas, una por tipo, cada una con un archivo real', async () => {
    const carpetas = await listar();
    expect(carpetas.map((c) => c.type).sort()).toEqual([...TIPOS_CARPETA].sort());
    for (const c of carpetas) {
      expect(c.files.length).toBeGreaterThan(0);
      const res = await pedir(t, archivoCarpeta, { params: archivoDe(c), cookie });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(c.files[0]?.tamano);
    }
    const contrato = carpetas.find((c) => c.type === 'contratos');
    expect(contrato?.files).toHaveLength(1);
    const pdf = (await pedir(t, archivoCarpeta, { params: archivoDe(contrato as Carpeta), cookie }))
      .rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('?type= filtra por tipo; un tipo desconocido responde 400', async () => {
    const defensa = await listar('type=expedientes-defensa');
    expect(defensa.length).toBe(1);
    expect(defensa.every((c) => c.type === 'expedientes-defensa')).toBe(true);
    const res = await pedir(t, listarCarpetas, { query: { type: 'otros' }, cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MENSAJES_JURIDICO.tipoInvalido });
  });

  it('crea un contrato con un PDF y lo sirve en línea y como descarga con los mismos bytes', async () => {
    const res = await crear([...campos('Contrato imprenta', 'contratos'), archivo('contrato.pdf', PDF)]);
    expect(res.statusCode).toBe(201);
    const c = res.json<Carpeta>();
    expect(c).toMatchObject({
      name: 'Contrato imprenta',
      description: 'Descripción de prueba',
      type: 'contratos',
    });
    expect(c.files).toEqual([
      expect.objectContaining({ nombre: 'contrato.pdf', tipo: 'application/pdf', tamano: PDF.length }),
    ]);
    expect((await listar())[0]?.id).toBe(c.id);

    const inline = await pedir(t, archivoCarpeta, { params: archivoDe(c), cookie });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="contrato\.pdf"/);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.rawPayload.equals(PDF)).toBe(true);

    const descarga = await pedir(t, archivoCarpeta, {
      params: archivoDe(c),
      query: { descargar: '1' },
      cookie,
    });
    expect(descarga.headers['content-disposition']).toMatch(/^attachment; filename="contrato\.pdf"/);
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
  });

  it('un contrato con dos archivos responde 400 y no guarda nada', async () => {
    const antes = await contar();
    const res = await crear([
      ...campos('Dos archivos', 'contratos'),
      archivo('a.pdf', PDF),
      archivo('b.png', PNG),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MENSAJES_JURIDICO.contratoUnArchivo });
    expect(await contar()).toEqual(antes);
  });

  it('sin archivo, sin nombre, sin descripción o con tipo inválido: 400 en español y nada guardado', async () => {
    const antes = await contar();
    const casos: [Parte[], string][] = [
      [campos('Sin archivo', 'expedientes-defensa'), MENSAJES_JURIDICO.archivoRequerido],
      [
        [...campos('Vacío', 'expedientes-defensa'), archivo('vacio.pdf', Buffer.alloc(0))],
        MENSAJES_JURIDICO.archivoRequerido,
      ],
      [[...campos('  ', 'contratos'), archivo('a.pdf', PDF)], MENSAJES_JURIDICO.nombreRequerido],
      [[...campos('Nombre', 'contratos', ''), archivo('a.pdf', PDF)], MENSAJES_JURIDICO.descripcionRequerida],
      [[...campos('Nombre', 'otros'), archivo('a.pdf', PDF)], MENSAJES_JURIDICO.tipoInvalido],
    ];
    for (const [partes, mensaje] of casos) {
      const res = await crear(partes);
      expect(res.statusCode, mensaje).toBe(400);
      expect(res.json()).toEqual({ error: mensaje });
    }
    expect(await contar()).toEqual(antes);
  });

  it('un expediente admite varios archivos y recibe más después; un contrato no', async () => {
    const res = await crear([
      ...campos('Expediente A', 'expedientes-ofensiva'),
      archivo('denuncia.pdf', PDF),
      archivo('foto.png', PNG),
    ]);
    expect(res.statusCode).toBe(201);
    const c = res.json<Carpeta>();
    expect(c.files.map((f) => f.tipo).sort()).toEqual(['application/pdf', 'image/png']);

    const mas = await agregar(c.id, [
      archivo('nota.txt', Buffer.from('Nota del abogado: audiencia el lunes.\n')),
    ]);
    expect(mas.statusCode).toBe(200);
    expect(mas.json<Carpeta>().files).toHaveLength(3);
    expect(mas.json<Carpeta>().files.map((f) => f.nombre)).toContain('nota.txt');

    const contrato = (await listar('type=contratos'))[0] as Carpeta;
    const antes = await contar();
    const rechazo = await agregar(contrato.id, [archivo('otro.pdf', PDF)]);
    expect(rechazo.statusCode).toBe(400);
    expect(rechazo.json()).toEqual({ error: MENSAJES_JURIDICO.contratoSinAgregar });
    expect(await contar()).toEqual(antes);

    const noExiste = await agregar('no-existe', [archivo('otro.pdf', PDF)]);
    expect(noExiste.statusCode).toBe(404);
  });

  it('rechaza por contenido (415) un ejecutable llamado .pdf y no guarda nada', async () => {
    const antes = await contar();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(64)]);
    const res = await crear([...campos('Malicioso', 'expedientes-defensa'), archivo('factura.pdf', exe)]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.tipoArchivoNoPermitido });
    expect(await contar()).toEqual(antes);
  });

  it('un nombre hostil se guarda inofensivo y la cabecera de descarga es segura', async () => {
    const res = await crear([
      ...campos('Nombres', 'expedientes-defensa'),
      archivo('../../etc/<script>pass|wd:*?.pdf', PDF),
    ]);
    expect(res.statusCode).toBe(201);
    const c = res.json<Carpeta>();
    const nombre = c.files[0]?.nombre ?? '';
    expect(nombre).not.toMatch(/[/\\<>"]/);
    expect(nombre.startsWith('.')).toBe(false);
    expect(nombre).toBe('scriptpasswd.pdf');
    const d = await pedir(t, archivoCarpeta, { params: archivoDe(c), query: { descargar: '1' }, cookie });
    expect(d.headers['content-disposition']).toBe(
      `attachment; filename="scriptpasswd.pdf"; filename*=UTF-8''scriptpasswd.pdf`,
    );
  });

  it('un archivo solo se sirve desde su carpeta; otro id responde 404', async () => {
    const [a, b] = await listar('type=expedientes-defensa');
    expect(a && b).toBeTruthy();
    const cruzado = { id: (a as Carpeta).id, archivoId: String((b as Carpeta).files[0]?.id) };
    const res = await pedir(t, archivoCarpeta, { params: cruzado, cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MENSAJES_GENERALES.noEncontrado });
  });

  it('elimina un archivo de un expediente y libera su contenido; el del contrato no se quita', async () => {
    const png = pngMuestra(5, 7, [1, 2, 3], [4, 5, 6]);
    const c = (
      await crear([
        ...campos('Para borrar', 'expedientes-defensa'),
        archivo('x.pdf', PDF),
        archivo('unico.png', png),
      ])
    ).json<Carpeta>();
    const unico = c.files.find((f) => f.nombre === 'unico.png');
    const fila = await t.deps.db
      .selectFrom('archivos')
      .select('hash')
      .where('id', '=', unico?.id ?? '')
      .executeTakeFirstOrThrow();
    expect((await readBlob(t.deps.files, fila.hash)).equals(png)).toBe(true);

    const res = await pedir(t, eliminarArchivoCarpeta, {
      params: { id: c.id, archivoId: unico!.id },
      cookie,
    });
    expect(res.statusCode).toBe(204);
    const despues = (await listar()).find((x) => x.id === c.id);
    expect(despues?.files.map((f) => f.nombre)).toEqual(['x.pdf']);
    expect(await t.deps.files.has(fila.hash)).toBe(false);
    expect(
      (await pedir(t, archivoCarpeta, { params: { id: c.id, archivoId: unico!.id }, cookie })).statusCode,
    ).toBe(404);

    const contrato = (await listar('type=contratos'))[0] as Carpeta;
    const rechazo = await pedir(t, eliminarArchivoCarpeta, { params: archivoDe(contrato), cookie });
    expect(rechazo.statusCode).toBe(400);
    expect(rechazo.json()).toEqual({ error: MENSAJES_JURIDICO.contratoSinQuitar });
  });

  it('elimina una carpeta con sus archivos; otra vez responde 404', async () => {
    const c = (
      await crear([...campos('Carpeta efímera', 'expedientes-ofensiva'), archivo('e.png', pngMuestra(3, 3))])
    ).json<Carpeta>();
    const antes = await contar();
    const res = await pedir(t, eliminarCarpeta, { params: { id: c.id }, cookie });
    expect(res.statusCode).toBe(204);
    expect(await contar()).toEqual({ carpetas: antes.carpetas - 1, archivos: antes.archivos - 1 });
    const otra = await pedir(t, eliminarCarpeta, { params: { id: c.id }, cookie });
    expect(otra.statusCode).toBe(404);
  });

  it('carpetas y archivos sobreviven a un reinicio', async () => {
    const antes = await listar();
    t = await t.restart();
    expect(await listar()).toEqual(antes);
    const c = antes[0] as Carpeta;
    expect((await pedir(t, archivoCarpeta, { params: archivoDe(c), cookie })).statusCode).toBe(200);
  });

  it('sin sesión responde 401 al listar, subir y descargar', async () => {
    const c = (await listar())[0] as Carpeta;
    const antes = await contar();
    const peticiones = [
      pedir(t, listarCarpetas),
      pedir(t, archivoCarpeta, { params: archivoDe(c) }),
      pedir(t, crearCarpeta, { ...multipart([...campos('x', 'contratos'), archivo('a.pdf', PDF)]) }),
      pedir(t, eliminarCarpeta, { params: { id: c.id } }),
    ];
    for (const res of await Promise.all(peticiones)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
    }
    // Neither the upload nor the delete touched anything.
    expect(await contar()).toEqual(antes);
  });
});

describe('archivos de muestra', () => {
  it('el PDF generado tiene una tabla xref que apunta a cada objeto', () => {
    const texto = PDF.toString('latin1');
    const inicio = Number(/startxref\n(\d+)\n%%EOF/.exec(texto)?.[1]);
    expect(texto.slice(inicio, inicio + 4)).toBe('xref');
    const offsets = [...texto.slice(inicio).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((off, i) => expect(texto.slice(off, off + 7)).toBe(`${i + 1} 0 obj`));
  });

  it('el PNG generado lleva firma, IHDR con sus medidas e IEND', () => {
    const png = pngMuestra(10, 6);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString()).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([10, 6]);
    expect(png.subarray(-8, -4).toString()).toBe('IEND');
  });
});

describe.each(storageMatrix)(
  'juridico con límite de subida ($dialect, archivos en $files)',
  ({ dialect, files }) => {
    let t: TestApp;
    let cookie: string;
    beforeAll(async () => {
      t = await createTestApp(dialect, { maxUploadBytes: 1024, files });
      cookie = await t.login('editor');
    });
    afterAll(() => t.close());

    it('un archivo mayor que el límite responde 413 y no guarda nada', async () => {
      const antes = (await pedir(t, listarCarpetas, { cookie })).json<Carpeta[]>();
      const grande = Buffer.concat([PDF, Buffer.alloc(2048, 0x20)]);
      const { payload, headers } = multipart([
        ...campos('Grande', 'expedientes-defensa'),
        archivo('grande.pdf', grande),
      ]);
      const res = await pedir(t, crearCarpeta, { cookie, payload, headers });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.archivoDemasiadoGrande });
      expect((await pedir(t, listarCarpetas, { cookie })).json<Carpeta[]>()).toEqual(antes);
    });
  },
);
