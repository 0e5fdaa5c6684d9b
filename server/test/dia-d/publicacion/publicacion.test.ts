import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  COLUMNAS_REEMPLAZADAS,
  devolverMesaPublicada,
  listarAuditoria,
  listarMesasRetiradas,
  listarPublicaciones,
  MENSAJES_DOS_PASOS,
  MENSAJES_GENERALES,
  MENSAJES_PUBLICACION as M,
  publicar,
  retirarMesaPublicada,
  TEXTOS_SITIO as T,
  verAjustesPublicacion,
} from '@comando/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, type Api } from '../../api.js';
import { readBlob } from '../../helpers.js';
import {
  archivosDe,
  dosPasosDelAdmin,
  esperarFin,
  FIGURAS,
  fotoConExif,
  importarOficial,
  mandarActa,
  prepararNoche,
  PUBLICACION,
  verificarTodas,
  type Noche,
} from './noche.js';

// Issue 46: publishing the campaign's actas as a static site written to a folder, incremental,
// with the second factor confirmed again for every run.
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const ejecutar = promisify(execFile);

describeApi('publicación: sin destino configurado', (api) => {
  it('la pantalla sabe que no hay destino y publicar responde en español sin guardar nada', async () => {
    const ajustes = await api.ok(verAjustesPublicacion, undefined, 'admin');
    expect(ajustes.destino).toBeNull();
    await api.rechaza(publicar, { ...PUBLICACION, codigo: '123456' }, M.sinDestino, {
      quien: 'admin',
      status: 409,
    });
    expect(await api.ok(listarPublicaciones, undefined, 'admin')).toEqual([]);
  });
});

const carpeta = await mkdtemp(path.join(tmpdir(), 'comando-sitio-'));
afterAll(() => rm(carpeta, { recursive: true, force: true }));
/** One folder: the dialects run one after the other, each from an empty folder. */
const sitio = path.join(carpeta, 'sitio');

describeApi(
  'publicación en una carpeta',
  (api: Api) => {
    let noche: Noche;
    let codigo: () => string;

    beforeAll(async () => {
      await rm(sitio, { recursive: true, force: true });
      noche = await prepararNoche(api);
    }, 60_000);

    async function publicarY(alcance: 'verificadas' | 'diferentes' = 'verificadas') {
      const corrida = await api.call(publicar, { ...PUBLICACION, alcance, codigo: codigo() }, 'admin');
      expect(corrida.status, corrida.res.body).toBe(202);
      expect(corrida.body.estado).toBe('en-curso');
      const fin = await esperarFin(api, corrida.body.id);
      expect(fin.error).toBeNull();
      expect(fin.estado).toBe('hecha');
      return { fin, archivos: await archivosDe(sitio) };
    }

    it('un administrador sin verificación en dos pasos recibe una negativa que le dice que la active', async () => {
      await api.rechaza(publicar, { ...PUBLICACION, codigo: '123456' }, M.sinDosPasos, {
        quien: 'admin',
        status: 403,
      });
      expect(await api.ok(listarPublicaciones, undefined, 'admin')).toEqual([]);
    });

    it('solo un administrador publica, con datos válidos y un código bueno; si no, nada se guarda', async () => {
      codigo = await dosPasosDelAdmin(api);
      const bueno = { ...PUBLICACION, codigo: '123456' };
      await api.rechaza(publicar, bueno, MENSAJES_GENERALES.prohibido, {
        quien: 'editor',
        status: 403,
      });
      await api.rechaza(publicar, { ...bueno, alcance: 'todas' }, M.alcanceInvalido, { quien: 'admin' });
      await api.rechaza(publicar, { ...bueno, titulo: '  ' }, M.tituloRequerido, { quien: 'admin' });
      await api.rechaza(publicar, { ...bueno, declaracion: 'x'.repeat(3001) }, M.declaracionLarga, {
        quien: 'admin',
      });
      await api.rechaza(publicar, { ...bueno, codigo: '000000' }, MENSAJES_DOS_PASOS.codigoInvalido, {
        quien: 'admin',
      });
      // «Only the differing mesas» needs an official count to differ from.
      await api.rechaza(publicar, { ...bueno, alcance: 'diferentes', codigo: codigo() }, M.sinOficial, {
        quien: 'admin',
        status: 409,
      });
      expect(await api.ok(listarPublicaciones, undefined, 'admin')).toEqual([]);
    });

    it('publica cada acta verificada: páginas, fotos sin metadatos, actas.csv y hashes.txt que sha256sum comprueba', async () => {
      await importarOficial(api);
      const { fin, archivos } = await publicarY();
      expect(fin).toMatchObject({ mesas: 3, sinCambios: 0, retirados: 0, alcance: 'verificadas' });
      expect(fin.escritos).toBe(archivos.size);
      expect(fin.bytes).toBe([...archivos.values()].reduce((a, b) => a + b.length, 0));
      for (const ruta of [
        'index.html',
        'sitio.css',
        'sitio.js',
        'actas.csv',
        'hashes.txt',
        'reemplazadas.csv',
      ])
        expect(archivos.has(ruta), ruta).toBe(true);
      for (const mesa of ['M1', 'M2', 'M3']) expect(archivos.has(`mesas/${mesa}.html`), mesa).toBe(true);
      expect(archivos.has('datos/dep/la-paz.json')).toBe(true);
      expect(archivos.has('datos/dep/oruro.json')).toBe(true);

      // Every photo is listed with its SHA-256, and so is the CSV: `sha256sum -c` says OK to each.
      const fotos = [...archivos.keys()].filter((r) => r.startsWith('fotos/'));
      expect(fotos).toHaveLength(3);
      const { stdout } = await ejecutar('sha256sum', ['-c', 'hashes.txt'], { cwd: sitio });
      expect(stdout.trim().split('\n').sort()).toEqual(
        [...fotos, 'actas.csv', 'reemplazadas.csv'].map((r) => `${r}: OK`).sort(),
      );
      // The photo published is the stored one (its hash is the acta's), without its EXIF.
      const guardadas = await api.t.deps.db.selectFrom('archivos').select('hash').execute();
      for (const ruta of fotos) {
        const foto = archivos.get(ruta)!;
        expect(ruta).toBe(`fotos/${sha256(foto)}.jpg`);
        expect(guardadas.map((g) => g.hash)).toContain(sha256(foto));
        expect(foto.includes('Exif')).toBe(false);
        expect(foto.includes('Camara de prueba')).toBe(false);
        expect((await readBlob(api.t.deps.files, sha256(foto))).equals(foto)).toBe(true);
      }

      // M1's page: its photo, SHA-256, arrival, figures, and the official figures with the difference.
      const m1 = archivos.get('mesas/M1.html')!.toString();
      const fotoM1 = /src="\.\.\/(fotos\/([0-9a-f]{64})\.jpg)"/.exec(m1);
      expect(fotoM1).not.toBeNull();
      expect(m1).toContain(fotoM1![2]);
      expect(m1).toContain(T.difiereOficial);
      expect(m1).toMatch(
        /MAS\s*<span[^>]*>Movimiento al Socialismo<\/span>\s*<\/th>\s*<td class="n">95<\/td>\s*<td class="n">100<\/td>\s*<td class="n dif">\+5<\/td>/,
      );
      expect(m1).toContain('loading="lazy"');
      expect(m1).toMatch(/width="64"\s+height="48"/);
      expect(m1).not.toContain('<script');
      expect(archivos.get('mesas/M2.html')!.toString()).toContain(T.igualOficial);
      // The index: the statement, the totals by department, the search; actas.csv by mesa.
      const inicio = archivos.get('index.html')!.toString();
      expect(inicio).toContain('<p>Compárela con la de su recinto.</p>');
      expect(inicio).toMatch(/La Paz<\/th>\s*<td class="n">2<\/td>\s*<td class="n">1<\/td>/);
      expect(inicio).toMatch(/<input\s+id="codigo"/);
      const csv = archivos.get('actas.csv')!.toString().split('\r\n');
      expect(csv[1]).toMatch(
        /^M1;La Paz;El Alto;Colegio Bolivia;1;200;[^;]+;[0-9a-f]{64};fotos\/[0-9a-f]{64}\.jpg;10;95;45;5;5;10;10;100;40;5;5;10;/,
      );
    });

    it('publicar otra vez sin cambios no escribe nada', async () => {
      const { fin } = await publicarY();
      expect(fin).toMatchObject({ escritos: 0, retirados: 0, bytes: 0, mesas: 3 });
      expect(fin.sinCambios).toBeGreaterThan(10);
    });

    it('un acta corregida reemplaza su página y deja su hash anterior como reemplazado, con la hora', async () => {
      const antes = await archivosDe(sitio);
      const viejaM3 = /fotos\/([0-9a-f]{64})\.jpg/.exec(antes.get('mesas/M3.html')!.toString())![1]!;
      const corregidas = { ...FIGURAS.M3!, blancos: 9 };
      const res = await mandarActa(api, noche.delegados.M3!, corregidas, await fotoConExif(90));
      expect(res.statusCode, res.body).toBe(201);
      await verificarTodas(api, () => corregidas);
      const { fin, archivos } = await publicarY();
      const m3 = archivos.get('mesas/M3.html')!.toString();
      const nueva = /fotos\/([0-9a-f]{64})\.jpg/.exec(m3)![1]!;
      expect(nueva).not.toBe(viejaM3);
      expect(m3).toContain(T.anteriores);
      expect(m3).toContain(viejaM3);
      // Written: the new photo, M3's page, its municipio's shard (M3 now differs from the official
      // count), both CSVs, hashes.txt, the totals and the index.
      expect(fin.escritos).toBe(8);
      expect(fin.retirados).toBe(1);
      expect(archivos.has(`fotos/${viejaM3}.jpg`)).toBe(false);
      expect(archivos.get('hashes.txt')!.toString()).not.toContain(viejaM3);
      expect(archivos.get('mesas/M1.html')!.equals(antes.get('mesas/M1.html')!)).toBe(true);
      const reemplazadas = archivos.get('reemplazadas.csv')!.toString().split('\r\n');
      expect(reemplazadas[0]).toBe(`\uFEFF${COLUMNAS_REEMPLAZADAS.join(';')}`);
      const primera = (await api.ok(listarPublicaciones, undefined, 'admin')).at(-1)!;
      expect(reemplazadas[1]).toBe(`M3;${viejaM3};${primera.fecha};${fin.fecha};${nueva}`);
    });

    it('retirar una mesa la quita en la publicación siguiente; devolverla la publica de nuevo', async () => {
      await api.rechaza(retirarMesaPublicada, { codigo: 'M9', motivo: 'x' }, M.mesaDesconocida, {
        quien: 'admin',
      });
      await api.rechaza(retirarMesaPublicada, { codigo: 'M2', motivo: ' ' }, M.motivoRequerido, {
        quien: 'admin',
      });
      const retirada = await api.call(
        retirarMesaPublicada,
        { codigo: 'M2', motivo: 'La foto muestra a un votante' },
        'admin',
      );
      expect(retirada.status).toBe(201);
      expect(retirada.body).toMatchObject({
        codigo: 'M2',
        motivo: 'La foto muestra a un votante',
        recinto: 'Colegio Bolivia',
      });
      await api.rechaza(retirarMesaPublicada, { codigo: 'M2', motivo: 'otra vez' }, M.yaRetirada, {
        quien: 'admin',
        status: 409,
      });
      expect((await api.ok(listarMesasRetiradas, undefined, 'admin')).map((r) => r.codigo)).toEqual(['M2']);
      const { fin, archivos } = await publicarY();
      expect(fin.mesas).toBe(2);
      // Its page and its photo.
      expect(fin.retirados).toBe(2);
      expect(archivos.has('mesas/M2.html')).toBe(false);
      expect(archivos.get('actas.csv')!.toString()).not.toContain('\r\nM2;');
      const elAlto = [...archivos].find(([r]) => r.startsWith('datos/mun/la-paz/'))![1].toString();
      expect(JSON.parse(elAlto)).toMatchObject({
        municipio: 'El Alto',
        recintos: [{ mesas: [{ codigo: 'M1' }] }],
      });
      expect(elAlto).not.toContain('"M2"');

      await api.ok(devolverMesaPublicada, undefined, 'admin', { params: { codigo: 'M2' } });
      await api.rechaza(devolverMesaPublicada, undefined, MENSAJES_GENERALES.noEncontrado, {
        quien: 'admin',
        status: 404,
        params: { codigo: 'M2' },
      });
      const otra = await publicarY();
      expect(otra.fin.mesas).toBe(3);
      expect(otra.archivos.has('mesas/M2.html')).toBe(true);
    });

    it('«solo las diferentes» publica las mesas cuyo cómputo oficial difiere del nuestro', async () => {
      const { fin, archivos } = await publicarY('diferentes');
      // M1 differs from the start; M3 since its correction (9 blank votes, 2 in the official count).
      expect(fin.mesas).toBe(2);
      expect([...archivos.keys()].filter((r) => r.startsWith('mesas/')).sort()).toEqual([
        'mesas/M1.html',
        'mesas/M3.html',
      ]);
      expect(archivos.get('index.html')!.toString()).toContain(T.alcance.diferentes);
    });

    it('cada publicación queda en la lista y en la auditoría con lo que escribió', async () => {
      const lista = await api.ok(listarPublicaciones, undefined, 'admin');
      expect(lista.length).toBe(6);
      expect(lista[0]).toMatchObject({ alcance: 'diferentes', estado: 'hecha', automatica: false, mesas: 2 });
      expect(lista.every((p) => p.destino === `carpeta ${sitio}`)).toBe(true);
      await api.rechaza(listarPublicaciones, undefined, MENSAJES_GENERALES.prohibido, {
        quien: 'editor',
        status: 403,
      });
      const auditoria = await api.ok(listarAuditoria, undefined, 'admin', { query: { accion: 'publicar' } });
      const primera = auditoria.registros.find((r) => r.entidadId === lista.at(-1)!.id);
      expect(primera?.detalle?.despues).toMatchObject({
        estado: 'hecha',
        escritos: lista.at(-1)!.escritos,
        mesasPublicadas: ['M1', 'M2', 'M3'],
      });
    });
  },
  { publicacion: { carpeta: sitio } },
);
