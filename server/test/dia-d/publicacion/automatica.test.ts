import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  guardarAutomaticaPublicacion,
  listarAuditoria,
  listarPublicaciones,
  MENSAJES_DOS_PASOS,
  MENSAJES_PUBLICACION as M,
  publicar,
  verAjustesPublicacion,
  verPublicacion,
} from '@comando/contract';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { abrirDestino } from '../../../src/areas/dia-d/publicacion/destino.js';
import { programador } from '../../../src/areas/dia-d/publicacion/programador.js';
import { trabajosPublicacion } from '../../../src/areas/dia-d/publicacion/trabajos.js';
import { describeApi } from '../../api.js';
import { dosPasosDelAdmin, esperarFin, prepararNoche, PUBLICACION } from './noche.js';

// Issue 46: publishing on its own every N minutes while an admin allows it — a setting that
// survives a restart — on one instance only (a turn in the database), and a run whose instance
// died frees the destination for the next.
const carpeta = await mkdtemp(path.join(tmpdir(), 'comando-automatica-'));
afterAll(() => rm(carpeta, { recursive: true, force: true }));
const sitio = path.join(carpeta, 'sitio');
const MINUTO = 60_000;

describeApi(
  'publicación automática',
  (api) => {
    let codigo: () => string;
    const avanzar = (ms: number) => api.t.clock.set(new Date(api.t.clock.now().getTime() + ms));
    const automaticas = async () =>
      (await api.ok(listarPublicaciones, undefined, 'admin')).filter((p) => p.automatica);

    beforeAll(async () => {
      await rm(sitio, { recursive: true, force: true });
      await prepararNoche(api);
    }, 60_000);

    it('se activa con un código, después de una primera publicación, y repite esa publicación', async () => {
      await api.rechaza(
        guardarAutomaticaPublicacion,
        { activa: true, cadaMinutos: 10 },
        M.automaticaSinPublicacion,
        {
          quien: 'admin',
          status: 409,
        },
      );
      codigo = await dosPasosDelAdmin(api);
      const primera = await api.ok(publicar, { ...PUBLICACION, codigo: codigo() }, 'admin');
      await esperarFin(api, primera.id);
      await api.rechaza(
        guardarAutomaticaPublicacion,
        { activa: true, cadaMinutos: 3, codigo: codigo() },
        M.minutosInvalidos,
        {
          quien: 'admin',
        },
      );
      await api.rechaza(
        guardarAutomaticaPublicacion,
        { activa: true, cadaMinutos: 10 },
        MENSAJES_DOS_PASOS.codigoRequerido,
        { quien: 'admin' },
      );
      expect((await api.ok(verAjustesPublicacion, undefined, 'admin')).automatica.activa).toBe(false);
      const ajustes = await api.ok(
        guardarAutomaticaPublicacion,
        { activa: true, cadaMinutos: 10, codigo: codigo() },
        'admin',
      );
      expect(ajustes.automatica).toEqual({
        activa: true,
        cadaMinutos: 10,
        alcance: 'verificadas',
        titulo: PUBLICACION.titulo,
        activadaPor: 'Administrador',
        proxima: new Date(Date.parse(primera.fecha) + 10 * MINUTO).toISOString(),
      });
    });

    it('sobrevive a un reinicio y publica sola cuando toca, a nombre de quien la activó', async () => {
      await api.reiniciar({ codigoAdmin: codigo });
      expect((await api.ok(verAjustesPublicacion, undefined, 'admin')).automatica.activa).toBe(true);
      expect(await automaticas()).toEqual([]);
      avanzar(10 * MINUTO);
      // The server's own scheduler (every 20 ms here) finds it due and runs it.
      const [hecha] = await vi.waitFor(
        async () => {
          const lista = await automaticas();
          expect(lista.map((p) => p.estado)).toEqual(['hecha']);
          return lista;
        },
        { timeout: 20_000, interval: 25 },
      );
      expect(hecha).toMatchObject({
        usuario: 'Administrador',
        alcance: 'verificadas',
        escritos: 0,
        mesas: 3,
      });
      const auditoria = await api.ok(listarAuditoria, undefined, 'admin', {
        query: { accion: 'publicar_automatica' },
      });
      expect(auditoria.registros.map((r) => r.entidadId)).toEqual([hecha!.id]);
    });

    it('de varias instancias que miran a la vez, solo una publica', async () => {
      // Two more instances of the server on the same database and destination.
      const instancias = [0, 1].map(() => {
        const destino = abrirDestino({ carpeta: sitio })!;
        return programador(api.t.deps, trabajosPublicacion(api.t.deps, destino));
      });
      const antes = (await automaticas()).length;
      avanzar(10 * MINUTO);
      const corridas = await Promise.all(instancias.map((i) => i.vistazo()));
      expect(corridas.filter(Boolean).length).toBeLessThanOrEqual(1);
      // This server's own scheduler may have been the one: either way one run, once it ends.
      await vi.waitFor(
        async () => {
          const lista = await automaticas();
          expect(lista.length).toBe(antes + 1);
          expect(lista[0]!.estado).toBe('hecha');
        },
        { timeout: 20_000, interval: 25 },
      );
    });

    it('apagarla no pide código y detiene las publicaciones', async () => {
      const ajustes = await api.ok(guardarAutomaticaPublicacion, { activa: false, cadaMinutos: 15 }, 'admin');
      expect(ajustes.automatica).toMatchObject({ activa: false, cadaMinutos: 15, proxima: null });
      const antes = (await automaticas()).length;
      avanzar(60 * MINUTO);
      const otra = programador(
        api.t.deps,
        trabajosPublicacion(api.t.deps, abrirDestino({ carpeta: sitio })!),
      );
      expect(await otra.vistazo()).toBeNull();
      expect((await automaticas()).length).toBe(antes);
    });

    it('una publicación cuya instancia murió deja el destino libre a los dos minutos y se ve interrumpida', async () => {
      // An instance that took the turn and stopped before running it.
      const muerta = trabajosPublicacion(api.t.deps, abrirDestino({ carpeta: sitio })!);
      const corrida = await muerta.crear({
        usuarioId: 'x',
        usuarioNombre: 'Administrador',
        ip: '127.0.0.1',
        automatica: false,
        ...PUBLICACION,
      });
      expect(corrida).not.toBeNull();
      await api.rechaza(publicar, { ...PUBLICACION, codigo: codigo() }, M.enCurso, {
        quien: 'admin',
        status: 409,
      });
      expect((await api.ok(verAjustesPublicacion, undefined, 'admin')).enCurso).toBe(corrida!.id);
      avanzar(3 * MINUTO);
      expect(await api.ok(verPublicacion, undefined, 'admin', { params: { id: corrida!.id } })).toMatchObject(
        {
          estado: 'error',
          error: M.interrumpida,
        },
      );
      const nueva = await api.ok(publicar, { ...PUBLICACION, codigo: codigo() }, 'admin');
      expect((await esperarFin(api, nueva.id)).estado).toBe('hecha');
    });
  },
  { publicacion: { carpeta: sitio, revisarCadaMs: 20 } },
);
