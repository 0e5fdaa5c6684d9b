import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  crearEleccion,
  guardarAutomaticaPublicacion,
  hacerEleccionActual,
  listarElecciones,
  listarMesasRetiradas,
  listarPublicaciones,
  MENSAJES_ELECCIONES as E,
  PARAMETRO_ELECCION,
  publicar,
  retirarMesaPublicada,
  verAjustesPublicacion,
} from '@comando/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { abrirDestino } from '../../../src/areas/dia-d/publicacion/destino.js';
import { trabajosPublicacion } from '../../../src/areas/dia-d/publicacion/trabajos.js';
import { describeApi } from '../../api.js';
import {
  archivosDe,
  dosPasosDelAdmin,
  esperarFin,
  importarOficial,
  prepararNoche,
  PUBLICACION,
} from '../publicacion/noche.js';

// Issues 45 and 46: the public site when an election ends. Its runs, the mesas kept off, what each
// mesa's page published and the automatic runs are the election's: archived with it, and the new
// election starts with none (automatic runs off). The site's folder is the deployment's: it keeps
// the first round until the runoff is published, and the runoff's first run replaces it (what it
// no longer holds is removed). A run still going holds the switch back.
const carpeta = await mkdtemp(path.join(tmpdir(), 'comando-elecciones-publicacion-'));
afterAll(() => rm(carpeta, { recursive: true, force: true }));
const sitio = path.join(carpeta, 'sitio');
const MINUTO = 60_000;

describeApi(
  'la publicación cuando termina una elección',
  (api) => {
    let codigo: () => string;
    let primeraId: number;
    let segundaId: number;
    let antes: {
      corridas: unknown;
      retiradas: unknown;
      archivos: Map<string, Buffer>;
    };

    beforeAll(async () => {
      await rm(sitio, { recursive: true, force: true });
      await prepararNoche(api);
      await importarOficial(api);
      codigo = await dosPasosDelAdmin(api);
      primeraId = (await api.ok(listarElecciones, undefined, 'admin'))[0]!.id;
    }, 60_000);

    it('primera vuelta: publicada, con una mesa retirada y la publicación automática activa', async () => {
      await api.ok(retirarMesaPublicada, { codigo: 'M3', motivo: 'Acta impugnada' }, 'admin');
      const corrida = await api.ok(publicar, { ...PUBLICACION, codigo: codigo() }, 'admin');
      expect(await esperarFin(api, corrida.id)).toMatchObject({ estado: 'hecha', mesas: 2 });
      const ajustes = await api.ok(
        guardarAutomaticaPublicacion,
        { activa: true, cadaMinutos: 10, codigo: codigo() },
        'admin',
      );
      expect(ajustes.automatica.activa).toBe(true);
      antes = {
        corridas: await api.ok(listarPublicaciones, undefined, 'admin'),
        retiradas: await api.ok(listarMesasRetiradas, undefined, 'admin'),
        archivos: await archivosDe(sitio),
      };
      expect([...antes.archivos.keys()].filter((r) => r.includes('M1')).length).toBeGreaterThan(0);
    });

    it('una publicación en curso detiene el cambio de elección: 409, nada cambia', async () => {
      const res = await api.call(
        crearEleccion,
        {
          nombre: 'Segunda vuelta',
          fecha: '2026-12-21',
          tipo: 'segunda vuelta',
          llevar: ['registro', 'delegados', 'ajustes'],
        },
        'admin',
      );
      expect(res.status, res.res.body).toBe(201);
      segundaId = res.body.id;
      // Another instance took the turn for a run (it stops there: as if its instance died).
      const otra = trabajosPublicacion(api.t.deps, abrirDestino({ carpeta: sitio })!);
      const corrida = await otra.crear({
        usuarioId: 'x',
        usuarioNombre: 'Administrador',
        ip: '127.0.0.1',
        automatica: false,
        ...PUBLICACION,
      });
      expect(corrida).not.toBeNull();
      await api.rechaza(hacerEleccionActual, undefined, E.publicacionEnCurso, {
        quien: 'admin',
        status: 409,
        params: { id: String(segundaId) },
      });
      const elecciones = await api.ok(listarElecciones, undefined, 'admin');
      expect(elecciones.find((e) => e.actual)?.id).toBe(primeraId);
      expect((await api.ok(verAjustesPublicacion, undefined, 'admin')).automatica.activa).toBe(true);
      // Its turn lapses two minutes after it stopped renewing it.
      api.t.clock.set(new Date(api.t.clock.now().getTime() + 3 * MINUTO));
      antes.corridas = await api.ok(listarPublicaciones, undefined, 'admin');
    });

    it('la nueva elección empieza sin publicaciones, sin mesas retiradas y sin publicación automática', async () => {
      await api.ok(hacerEleccionActual, undefined, 'admin', { params: { id: String(segundaId) } });
      expect(await api.ok(listarPublicaciones, undefined, 'admin')).toEqual([]);
      expect(await api.ok(listarMesasRetiradas, undefined, 'admin')).toEqual([]);
      const ajustes = await api.ok(verAjustesPublicacion, undefined, 'admin');
      expect(ajustes).toMatchObject({
        destino: { tipo: 'carpeta' },
        automatica: { activa: false, proxima: null },
        enCurso: null,
        mesasPublicadas: 0,
        ultima: null,
        anterior: null,
      });
      // The site's folder is untouched until the runoff is published.
      expect(await archivosDe(sitio)).toEqual(antes.archivos);
    });

    it('la primera vuelta guarda sus publicaciones y sus mesas retiradas, solo para consultar', async () => {
      const query = { [PARAMETRO_ELECCION]: String(primeraId) };
      expect(await api.ok(listarPublicaciones, undefined, 'admin', { query })).toEqual(antes.corridas);
      expect(await api.ok(listarMesasRetiradas, undefined, 'admin', { query })).toEqual(antes.retiradas);
      const nombre = (await api.ok(listarElecciones, undefined, 'admin')).find(
        (e) => e.id === primeraId,
      )!.nombre;
      await api.rechaza(publicar, { ...PUBLICACION, codigo: codigo() }, E.terminada(nombre), {
        quien: 'admin',
        status: 409,
        query,
      });
      await api.rechaza(retirarMesaPublicada, { codigo: 'M1', motivo: 'x' }, E.terminada(nombre), {
        quien: 'admin',
        status: 409,
        query,
      });
    });

    it('la primera publicación de la segunda vuelta reemplaza el sitio: lo de la primera se quita', async () => {
      await importarOficial(api);
      const corrida = await api.ok(publicar, { ...PUBLICACION, codigo: codigo() }, 'admin');
      const hecha = await esperarFin(api, corrida.id);
      expect(hecha).toMatchObject({ estado: 'hecha', mesas: 0 });
      expect(hecha.retirados).toBeGreaterThan(0);
      const despues = await archivosDe(sitio);
      // No page nor photo of the first round's mesas is left.
      const deMesas = (m: Map<string, Buffer>) => [...m.keys()].filter((r) => /M[123]/.test(r));
      expect(deMesas(antes.archivos).length).toBeGreaterThan(0);
      expect(deMesas(despues)).toEqual([]);
      for (const [ruta, contenido] of antes.archivos) {
        if (/\.(jpe?g|png|webp)$/.test(ruta)) expect(despues.has(ruta), ruta).toBe(false);
        else if (despues.has(ruta) && ruta.endsWith('index.html'))
          expect(despues.get(ruta)!.equals(contenido), ruta).toBe(false);
      }
    });
  },
  { publicacion: { carpeta: sitio, revisarCadaMs: 60 * MINUTO } },
);
