import {
  AREA_ESTRATEGIA,
  MENSAJES_ESTRATEGIA,
  type Route,
  MENSAJES_GENERALES,
  type ArchivoMeta,
  type DiaD,
  type Eje,
  type Estrategia,
  type Evento,
  type Requisito,
  guardarDiaD,
  subirArchivosDiaD,
  archivoEstrategia,
  eliminarArchivoEstrategia,
  subirDocumentosClave,
  crearEstrategia,
  crearEstrategiaConArchivo,
  eliminarEstrategia,
  crearRequisito,
  marcarRequisito,
  adjuntarARequisito,
  eliminarRequisito,
  crearEvento,
  marcarEvento,
  eliminarEvento,
  crearEje,
  actualizarEje,
  eliminarEje,
  listarDocumentosClave,
  obtenerDiaD,
  listarArchivosDiaD,
  listarEstrategias,
  listarRequisitos,
  listarEventos,
  listarEjes,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../src/files/store.js';
import { createTestApp, storageMatrix, storedBlobs, type TestApp } from '../helpers.js';
import { multipart as multipartBody } from '../multipart.js';
import { pedir, PREFIJOS } from '../api.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const PNG_FALSO = Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe, 0x00, 0x10]);

interface Parte {
  campo: string;
  nombre?: string;
  contenido: Buffer | string;
  tipo?: string;
}

/** A hand-built multipart/form-data body (files default to PDF). */
function multipart(partes: Parte[]) {
  return multipartBody(
    partes.map((p) =>
      p.nombre
        ? {
            name: p.campo,
            filename: p.nombre,
            content: Buffer.from(p.contenido),
            type: p.tipo ?? 'application/pdf',
          }
        : { name: p.campo, value: String(p.contenido) },
    ),
  );
}

/** Blobs on disk that were not there when the app started (other areas seed files too). */
async function blobsNuevos(store: FileStore, inicial: Set<string>): Promise<string[]> {
  return (await storedBlobs(store)).filter((f) => !inicial.has(f));
}

const requisitoBase = {
  titulo: 'Inscripción de candidatura',
  descripcion: 'Presentar la documentación ante el órgano electoral',
  fecha_limite: '2026-12-15',
  responsable: 'Ana Pérez',
  prioridad: 'medium',
  categoria: 'administrative',
};

describe.each(storageMatrix)('estrategia ($dialect, archivos en $files)', ({ dialect, files }) => {
  let t: TestApp;
  let cookie: string;
  let inicial: Set<string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { files });
    cookie = await t.login('editor');
    inicial = new Set(await storedBlobs(t.deps.files));
  });
  afterAll(() => t.close());

  const get = <T>(ruta: Route) =>
    pedir(t, ruta, { cookie }).then((r) => {
      expect(r.statusCode, ruta.path).toBe(200);
      return r.json<T>();
    });

  describe('Día D', () => {
    it('parte de la semilla 1000 / 750 y la fecha 2025-05-01', async () => {
      expect(await get<DiaD>(obtenerDiaD)).toEqual({
        total_casillas: 1000,
        casillas_cubiertas: 750,
        fecha_eleccion: '2025-05-01',
        registro: null,
      });
    });

    it('recibe totalPollingStations / coveredPollingStations y responde total_casillas / casillas_cubiertas', async () => {
      const res = await pedir(t, guardarDiaD, {
        cookie,
        payload: { totalPollingStations: 1200, coveredPollingStations: 900, electionDate: '2027-03-07' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        total_casillas: 1200,
        casillas_cubiertas: 900,
        fecha_eleccion: '2027-03-07',
        registro: null,
      });
      // Without a date the stored one is kept (the spec's client sends only the two numbers).
      await pedir(t, guardarDiaD, {
        cookie,
        payload: { totalPollingStations: 1300, coveredPollingStations: 1300 },
      });
      expect(await get<DiaD>(obtenerDiaD)).toEqual({
        total_casillas: 1300,
        casillas_cubiertas: 1300,
        fecha_eleccion: '2027-03-07',
        registro: null,
      });
    });

    it.each([
      [{ totalPollingStations: 0, coveredPollingStations: 0 }, MENSAJES_ESTRATEGIA.totalMinimo],
      [{ totalPollingStations: 10, coveredPollingStations: 11 }, MENSAJES_ESTRATEGIA.cubiertasRango],
      [{ totalPollingStations: 10, coveredPollingStations: -1 }, MENSAJES_ESTRATEGIA.cubiertasRango],
      [{ totalPollingStations: 10.5, coveredPollingStations: 1 }, MENSAJES_ESTRATEGIA.entero],
      [{ coveredPollingStations: 1 }, MENSAJES_ESTRATEGIA.totalRequerido],
      [{ totalPollingStations: 10 }, MENSAJES_ESTRATEGIA.cubiertasRequeridas],
      [
        { totalPollingStations: 10, coveredPollingStations: 1, electionDate: '2026-02-30' },
        'La fecha no es válida',
      ],
    ])('rechaza %j con 400 y no guarda nada', async (payload, mensaje) => {
      const antes = await get<DiaD>(obtenerDiaD);
      const res = await pedir(t, guardarDiaD, { cookie, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: mensaje });
      expect(await get<DiaD>(obtenerDiaD)).toEqual(antes);
    });

    it('sube, lista, descarga y elimina archivos de Día D', async () => {
      const body = multipart([{ campo: 'archivos', nombre: 'acta.pdf', contenido: PDF }]);
      const res = await pedir(t, subirArchivosDiaD, { cookie, ...body });
      expect(res.statusCode).toBe(201);
      const [meta] = res.json<ArchivoMeta[]>();
      expect(meta).toMatchObject({ nombre: 'acta.pdf', tipo: 'application/pdf', tamano: PDF.length });
      expect((await get<ArchivoMeta[]>(listarArchivosDiaD)).map((a) => a.id)).toEqual([meta!.id]);

      const bajada = await pedir(t, archivoEstrategia, {
        params: { id: meta!.id },
        query: { descargar: '1' },
        cookie,
      });
      expect(bajada.statusCode).toBe(200);
      expect(bajada.rawPayload.equals(PDF)).toBe(true);
      expect(bajada.headers['content-type']).toBe('application/pdf');
      expect(bajada.headers['x-content-type-options']).toBe('nosniff');
      expect(bajada.headers['content-disposition']).toContain('attachment; filename="acta.pdf"');
      const inline = await pedir(t, archivoEstrategia, { params: { id: meta!.id }, cookie });
      expect(inline.headers['content-disposition']).toContain('inline');

      const del = await pedir(t, eliminarArchivoEstrategia, { params: { id: meta!.id }, cookie });
      expect(del.statusCode).toBe(204);
      expect(await get<ArchivoMeta[]>(listarArchivosDiaD)).toEqual([]);
      const gone = await pedir(t, archivoEstrategia, { params: { id: meta!.id }, cookie });
      expect(gone.statusCode).toBe(404);
      // The blob itself is removed when nothing references it.
      expect(await blobsNuevos(t.deps.files, inicial)).toEqual([]);
    });
  });

  describe('subidas', () => {
    it('un nombre .pdf con contenido que no es PDF ni otro tipo permitido responde 415 y no guarda nada', async () => {
      const body = multipart([{ campo: 'archivos', nombre: 'informe.pdf', contenido: PNG_FALSO }]);
      const res = await pedir(t, subirDocumentosClave, { cookie, ...body });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.tipoArchivoNoPermitido });
      expect(await get<ArchivoMeta[]>(listarDocumentosClave)).toEqual([]);
    });

    it('un nombre hostil como ../../x.pdf no llega al sistema de archivos', async () => {
      const body = multipart([
        { campo: 'archivos', nombre: '../../x.pdf', contenido: PDF },
        { campo: 'archivos', nombre: '..\\..\\evil.txt', contenido: 'hola', tipo: 'text/plain' },
      ]);
      const res = await pedir(t, subirDocumentosClave, { cookie, ...body });
      expect(res.statusCode).toBe(201);
      const metas = res.json<ArchivoMeta[]>();
      expect(metas.map((m) => m.nombre)).toEqual(['x.pdf', 'evil.txt']);
      const enDisco = await blobsNuevos(t.deps.files, inicial);
      expect(enDisco.sort()).toHaveLength(2);
      for (const f of enDisco) expect(f).toMatch(/^[a-f0-9]{64}$/);
      const bajada = await pedir(t, archivoEstrategia, {
        params: { id: metas[0]!.id },
        query: { descargar: '1' },
        cookie,
      });
      expect(bajada.headers['content-disposition']).toBe(
        `attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`,
      );
      expect(bajada.rawPayload.equals(PDF)).toBe(true);
      expect((await get<ArchivoMeta[]>(listarDocumentosClave)).map((m) => m.id).sort()).toEqual(
        metas.map((m) => m.id).sort(),
      );
      for (const m of metas) {
        expect((await pedir(t, eliminarArchivoEstrategia, { params: { id: m.id }, cookie })).statusCode).toBe(
          204,
        );
      }
      expect(await blobsNuevos(t.deps.files, inicial)).toEqual([]);
    });

    it('no sirve por sus rutas archivos que no son del área', async () => {
      const res = await pedir(t, archivoEstrategia, { params: { id: 'no-existe' }, cookie });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('Planeación', () => {
    it('crea con date / description y responde id, fecha, descripcion, la más reciente primero', async () => {
      const a = await pedir(t, crearEstrategia, {
        cookie,
        payload: { date: '2026-11-01', description: 'Primera' },
      });
      expect(a.statusCode).toBe(201);
      expect(a.json()).toMatchObject({ fecha: '2026-11-01', descripcion: 'Primera', archivo: null });
      // Without a date the server uses today in La Paz.
      const b = await pedir(t, crearEstrategia, { cookie, payload: { description: '  Segunda  ' } });
      expect(b.json()).toMatchObject({ fecha: '2026-11-23', descripcion: 'Segunda' });
      const lista = await get<Estrategia[]>(listarEstrategias);
      expect(lista.map((e) => e.descripcion)).toEqual(['Segunda', 'Primera']);
    });

    it('rechaza una descripción vacía o de más de 2000 caracteres', async () => {
      const antes = await get<Estrategia[]>(listarEstrategias);
      for (const description of ['   ', 'x'.repeat(2001)]) {
        const res = await pedir(t, crearEstrategia, { cookie, payload: { date: '2026-11-01', description } });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ error: string }>().error).toMatch(/descripción es requerida|2000/);
      }
      expect(await get<Estrategia[]>(listarEstrategias)).toEqual(antes);
    });

    it('una estrategia lleva un archivo; al eliminarla se libera el archivo y la eliminación persiste', async () => {
      const body = multipart([
        { campo: 'description', contenido: 'Con anexo' },
        { campo: 'date', contenido: '2026-11-20' },
        { campo: 'archivo', nombre: 'plan.pdf', contenido: PDF },
      ]);
      const res = await pedir(t, crearEstrategiaConArchivo, { cookie, ...body });
      expect(res.statusCode).toBe(201);
      const creada = res.json<Estrategia>();
      expect(creada.archivo).toMatchObject({ nombre: 'plan.pdf', tipo: 'application/pdf' });
      const bajada = await pedir(t, archivoEstrategia, { params: { id: creada.archivo!.id }, cookie });
      expect(bajada.rawPayload.equals(PDF)).toBe(true);

      const del = await pedir(t, eliminarEstrategia, { params: { id: creada.id }, cookie });
      expect(del.statusCode).toBe(204);
      t = await t.restart();
      const lista = await get<Estrategia[]>(listarEstrategias);
      expect(lista.find((e) => e.id === creada.id)).toBeUndefined();
      expect(
        (await pedir(t, archivoEstrategia, { params: { id: creada.archivo!.id }, cookie })).statusCode,
      ).toBe(404);
      expect((await pedir(t, eliminarEstrategia, { params: { id: creada.id }, cookie })).statusCode).toBe(
        404,
      );
    });

    it('con archivo: sin descripción responde 400 y no guarda ni la estrategia ni el archivo', async () => {
      const antes = await get<Estrategia[]>(listarEstrategias);
      const body = multipart([{ campo: 'archivo', nombre: 'plan.pdf', contenido: PDF }]);
      const res = await pedir(t, crearEstrategiaConArchivo, { cookie, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MENSAJES_ESTRATEGIA.descripcionRequerida });
      expect(await get<Estrategia[]>(listarEstrategias)).toEqual(antes);
      expect(await blobsNuevos(t.deps.files, inicial)).toEqual([]);
    });
  });

  describe('Precampaña', () => {
    it('crea con los nombres del spec y responde los mismos más id y completado', async () => {
      const res = await pedir(t, crearRequisito, { cookie, payload: requisitoBase });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        ...requisitoBase,
        id: expect.any(String) as unknown,
        completado: false,
        adjuntos: [],
      });
    });

    it('lista por prioridad alta, media, baja y luego fecha límite ascendente', async () => {
      const crear = (titulo: string, prioridad: string, fecha_limite: string) =>
        pedir(t, crearRequisito, { cookie, payload: { ...requisitoBase, titulo, prioridad, fecha_limite } });
      await crear('baja', 'low', '2026-01-01');
      await crear('alta tarde', 'high', '2027-01-01');
      await crear('alta pronto', 'high', '2026-12-01');
      const lista = await get<Requisito[]>(listarRequisitos);
      expect(lista.map((r) => r.titulo)).toEqual(['alta pronto', 'alta tarde', requisitoBase.titulo, 'baja']);
    });

    it.each([
      ['titulo', '', MENSAJES_ESTRATEGIA.tituloRequerido],
      ['descripcion', ' ', MENSAJES_ESTRATEGIA.descripcionRequerida],
      ['fecha_limite', '', MENSAJES_ESTRATEGIA.fechaLimiteRequerida],
      ['responsable', '', MENSAJES_ESTRATEGIA.responsableRequerido],
      ['prioridad', 'urgente', MENSAJES_ESTRATEGIA.prioridadInvalida],
      ['categoria', 'otra', MENSAJES_ESTRATEGIA.categoriaInvalida],
    ])('rechaza %s=%j con 400 y no guarda nada', async (campo, valor, mensaje) => {
      const antes = await get<Requisito[]>(listarRequisitos);
      const res = await pedir(t, crearRequisito, { cookie, payload: { ...requisitoBase, [campo]: valor } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: mensaje });
      expect(await get<Requisito[]>(listarRequisitos)).toEqual(antes);
    });

    it('rechaza campos desconocidos', async () => {
      const res = await pedir(t, crearRequisito, { cookie, payload: { ...requisitoBase, extra: 1 } });
      expect(res.statusCode).toBe(400);
    });

    it('PATCH marca completado, persiste tras reiniciar; adjuntos y DELETE liberan archivos', async () => {
      const [r] = await get<Requisito[]>(listarRequisitos);
      const patch = await pedir(t, marcarRequisito, {
        params: { id: r!.id },
        cookie,
        payload: { completado: true },
      });
      expect(patch.statusCode).toBe(200);
      expect(patch.json()).toMatchObject({ id: r!.id, completado: true });

      const body = multipart([{ campo: 'archivos', nombre: 'poder.pdf', contenido: PDF }]);
      const up = await pedir(t, adjuntarARequisito, { params: { id: r!.id }, cookie, ...body });
      expect(up.statusCode).toBe(201);
      const [adj] = up.json<ArchivoMeta[]>();

      t = await t.restart();
      const tras = (await get<Requisito[]>(listarRequisitos)).find((x) => x.id === r!.id);
      expect(tras?.completado).toBe(true);
      expect(tras?.adjuntos.map((a) => a.id)).toEqual([adj!.id]);

      const del = await pedir(t, eliminarRequisito, { params: { id: r!.id }, cookie });
      expect(del.statusCode).toBe(204);
      expect((await get<Requisito[]>(listarRequisitos)).find((x) => x.id === r!.id)).toBeUndefined();
      expect((await pedir(t, archivoEstrategia, { params: { id: adj!.id }, cookie })).statusCode).toBe(404);
      expect(
        (await pedir(t, marcarRequisito, { params: { id: r!.id }, cookie, payload: { completado: false } }))
          .statusCode,
      ).toBe(404);
    });

    it('adjuntar a un requisito inexistente responde 404', async () => {
      const body = multipart([{ campo: 'archivos', nombre: 'a.pdf', contenido: PDF }]);
      const res = await pedir(t, adjuntarARequisito, { params: { id: 'nada' }, cookie, ...body });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('Calendario', () => {
    it('crea con title / date y responde id, titulo, fecha, completado; PATCH y DELETE persisten', async () => {
      const res = await pedir(t, crearEvento, {
        cookie,
        payload: { title: 'Cierre de campaña', date: '2026-12-20' },
      });
      expect(res.statusCode).toBe(201);
      const ev = res.json<Evento>();
      expect(ev).toEqual({
        id: expect.any(String) as unknown,
        titulo: 'Cierre de campaña',
        fecha: '2026-12-20',
        completado: false,
      });
      await pedir(t, crearEvento, { cookie, payload: { title: 'Mitin', date: '2026-12-01' } });
      expect((await get<Evento[]>(listarEventos)).map((e) => e.fecha)).toEqual(['2026-12-20', '2026-12-01']);

      const patch = await pedir(t, marcarEvento, {
        params: { id: ev.id },
        cookie,
        payload: { completado: true },
      });
      expect(patch.json()).toMatchObject({ completado: true });
      t = await t.restart();
      expect((await get<Evento[]>(listarEventos)).find((e) => e.id === ev.id)?.completado).toBe(true);
      expect((await pedir(t, eliminarEvento, { params: { id: ev.id }, cookie })).statusCode).toBe(204);
      expect((await get<Evento[]>(listarEventos)).map((e) => e.titulo)).toEqual(['Mitin']);
    });

    it.each([
      [{ title: '', date: '2026-12-01' }, MENSAJES_ESTRATEGIA.tituloRequerido],
      [{ title: 'X', date: '' }, MENSAJES_ESTRATEGIA.fechaRequerida],
      [{ title: 'X', date: '01/12/2026' }, 'La fecha no es válida'],
    ])('rechaza %j con 400 y no guarda nada', async (payload, mensaje) => {
      const antes = await get<Evento[]>(listarEventos);
      const res = await pedir(t, crearEvento, { cookie, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: mensaje });
      expect(await get<Evento[]>(listarEventos)).toEqual(antes);
    });

    it('PATCH sin completado booleano responde 400', async () => {
      const [ev] = await get<Evento[]>(listarEventos);
      const res = await pedir(t, marcarEvento, {
        params: { id: ev!.id },
        cookie,
        payload: { completado: 'sí' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MENSAJES_ESTRATEGIA.completadoRequerido });
    });
  });

  describe('Debate', () => {
    it('crea con id del cliente (ignorado), title, strategy; responde id, titulo, estrategia; PUT y DELETE', async () => {
      const res = await pedir(t, crearEje, {
        cookie,
        payload: { id: 1732400000000, title: 'Seguridad', strategy: 'Más patrullaje' },
      });
      expect(res.statusCode).toBe(201);
      const eje = res.json<Eje>();
      expect(eje).toEqual({
        id: expect.any(String) as unknown,
        titulo: 'Seguridad',
        estrategia: 'Más patrullaje',
      });
      expect(eje.id).not.toBe('1732400000000');

      const put = await pedir(t, actualizarEje, {
        params: { id: eje.id },
        cookie,
        payload: { title: 'Seguridad ciudadana', strategy: 'Policía de barrio' },
      });
      expect(put.json()).toEqual({
        id: eje.id,
        titulo: 'Seguridad ciudadana',
        estrategia: 'Policía de barrio',
      });
      t = await t.restart();
      expect(await get<Eje[]>(listarEjes)).toEqual([put.json()]);
      expect((await pedir(t, eliminarEje, { params: { id: eje.id }, cookie })).statusCode).toBe(204);
      expect(await get<Eje[]>(listarEjes)).toEqual([]);
    });

    it.each([
      [{ title: '', strategy: 'x' }, MENSAJES_ESTRATEGIA.tituloRequerido],
      [{ title: 'x', strategy: '' }, MENSAJES_ESTRATEGIA.estrategiaRequerida],
    ])('rechaza %j con 400 y no guarda nada', async (payload, mensaje) => {
      const res = await pedir(t, crearEje, { cookie, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: mensaje });
      expect(await get<Eje[]>(listarEjes)).toEqual([]);
    });
  });

  it('sin sesión cada ruta del área responde 401', async () => {
    const rutas = t.app.registeredRoutes.filter((r) => r.url.startsWith(PREFIJOS.api + AREA_ESTRATEGIA));
    expect(rutas.length).toBeGreaterThanOrEqual(20);
    for (const r of rutas) {
      const res = await t.request({
        method: r.method,
        url: r.url.replace(/:[A-Za-z_]+/g, 'x'),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });
});

// Its own app with a small upload limit.
describe.each(storageMatrix)(
  'estrategia: límite de subida ($dialect, archivos en $files)',
  ({ dialect, files }) => {
    let chico: TestApp;
    let inicial: Set<string>;
    beforeAll(async () => {
      chico = await createTestApp(dialect, { maxUploadBytes: 1024, files });
      inicial = new Set(await storedBlobs(chico.deps.files));
    });
    afterAll(() => chico.close());

    it('un archivo mayor que el límite responde 413 y no guarda nada', async () => {
      const c = await chico.login('editor');
      const grande = Buffer.concat([PDF, Buffer.alloc(4096, 0x20)]);
      const body = multipart([{ campo: 'archivos', nombre: 'grande.pdf', contenido: grande }]);
      const res = await pedir(chico, subirDocumentosClave, { cookie: c, ...body });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.archivoDemasiadoGrande });
      const lista = await pedir(chico, listarDocumentosClave, { cookie: c });
      expect(lista.json()).toEqual([]);
      expect(await blobsNuevos(chico.deps.files, inicial)).toEqual([]);
    });
  },
);
