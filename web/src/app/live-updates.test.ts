import {
  CAMBIAN_SOLO_CON,
  CONSULTA_CONTEO_RAPIDO,
  consultasIntactas,
  enviarActa,
  guardarPartidos,
  type Route,
} from '@comando/contract';
import { areaDeRuta, RUTAS_POR_AREA } from '@comando/contract/route-table';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actasKeys } from '../areas/dia-d/actas/index.js';
import { conteoKeys } from '../areas/dia-d/conteo/index.js';
import { aplicador, clavesAfectadas, type Mensaje } from './live-updates.js';

interface Consulta {
  queryKey: QueryKey;
  meta?: { ruta?: Route };
  queryFn?: unknown;
}

const esConsulta = (v: unknown): v is Consulta =>
  typeof v === 'object' && v !== null && 'queryKey' in v && Array.isArray(v.queryKey) && 'queryFn' in v;

/** Every query the screens read: the exported query options of every area's `api/` folder. */
function consultasDeLasPantallas(): { archivo: string; nombre: string; consulta: Consulta }[] {
  const modulos = import.meta.glob<Record<string, unknown>>('../areas/*/api/*.ts', { eager: true });
  return Object.entries(modulos).flatMap(([archivo, modulo]) =>
    Object.entries(modulo).flatMap(([nombre, valor]) => {
      // Options built per item (one region) are built for a sample id.
      const consulta: unknown =
        typeof valor === 'function' && nombre.endsWith('Query')
          ? (valor as (id: string) => unknown)('x')
          : valor;
      return esConsulta(consulta) ? [{ archivo, nombre, consulta }] : [];
    }),
  );
}

describe('eventos en vivo y claves de las pantallas', () => {
  const consultas = consultasDeLasPantallas();

  it('cada consulta de una pantalla nombra su ruta y su clave empieza por el área de esa ruta', () => {
    // Query options kept local to their file (knip) are read only through their hook, so not
    // every query is visible here; the exported ones must still all follow the rule.
    expect(consultas.length).toBeGreaterThan(20);
    for (const { archivo, nombre, consulta } of consultas) {
      const ruta = consulta.meta?.ruta;
      expect(ruta, `${archivo} ${nombre}: falta meta.ruta`).toBeDefined();
      expect(consulta.queryKey[0], `${archivo} ${nombre}`).toBe(
        areaDeRuta(ruta?.method ?? '', ruta?.path ?? ''),
      );
    }
  });

  it('el evento de cada ruta de escritura refresca toda pantalla que lee esa área', () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    for (const { consulta } of consultas)
      cache.build(client, { queryKey: consulta.queryKey, meta: consulta.meta });
    const escrituras = RUTAS_POR_AREA.filter((r) => r.route.method !== 'GET');
    expect(escrituras.length).toBeGreaterThan(40);
    for (const { area, nombre, route } of escrituras) {
      const claves = clavesAfectadas({ area, ruta: route.path, origen: 'otra-pestana' }, 'esta-pestana');
      const refrescadas = new Set(claves.flatMap((clave) => cache.findAll({ queryKey: [clave] })));
      // But the queries the contract says only other routes of the area change.
      const intactas = consultasIntactas(area, route.path);
      const quienLeeElArea = cache
        .getAll()
        .filter((q) => areaDeRuta(q.meta?.ruta?.method ?? '', q.meta?.ruta?.path ?? '') === area)
        .filter((q) => !intactas.includes(String(q.queryKey[1])));
      for (const q of quienLeeElArea)
        expect(refrescadas.has(q), `${nombre} → ${String(q.queryKey)}`).toBe(true);
    }
  });

  it('las consultas que solo cambian algunas rutas nombran rutas de escritura de su área', () => {
    for (const [area, porConsulta] of Object.entries(CAMBIAN_SOLO_CON))
      for (const [consulta, rutas] of Object.entries(porConsulta)) {
        expect(rutas.length, `${area} ${consulta}`).toBeGreaterThan(0);
        for (const ruta of rutas)
          expect(
            RUTAS_POR_AREA.some((r) => r.area === area && r.route.path === ruta && r.route.method !== 'GET'),
            `${area} ${consulta}: ${ruta}`,
          ).toBe(true);
      }
  });

  it('la escucha social y los paneles se leen bajo el área que el servidor nombra', () => {
    const clave = (path: string) =>
      consultas.find(({ consulta }) => consulta.meta?.ruta?.path === path)?.consulta.queryKey[0];
    expect(clave('/api/escucha')).toBe('dashboard');
    expect(clave('/api/dashboard/paneles')).toBe('paneles');
    expect(clave('/api/encuestas/tracking')).toBe('encuestas');
  });

  it('una pestaña ignora el evento de su propia escritura', () => {
    expect(clavesAfectadas({ area: 'avisos', ruta: '/api/avisos', origen: 'yo' }, 'yo')).toEqual([]);
    expect(clavesAfectadas({ area: 'avisos', ruta: '/api/avisos', origen: 'otra' }, 'yo')).toEqual([
      'avisos',
    ]);
    expect(clavesAfectadas({ area: 'avisos', ruta: '/api/avisos' }, 'yo')).toEqual(['avisos']);
    // Día D's assignments change territorial defenders and Estrategia's Día D figures.
    expect(clavesAfectadas({ area: 'dia-d', ruta: '/api/dia-d/mesas/:id' }, 'yo')).toEqual([
      'dia-d',
      'territorial',
      'estrategia',
    ]);
  });
});

describe('refresco durante una ráfaga de escrituras', () => {
  const cambio = (n: number): Mensaje => ({
    tipo: 'cambio',
    id: `x:${n}`,
    cambio: { area: 'avisos', ruta: '/api/avisos', origen: 'otra-pestana' },
  });

  /** Times (ms from the start) at which the screen's avisos were marked stale. */
  function refrescos(client: QueryClient): number[] {
    const veces: number[] = [];
    const inicio = Date.now();
    const invalidar = client.invalidateQueries.bind(client);
    vi.spyOn(client, 'invalidateQueries').mockImplementation((filtros, opciones) => {
      if (filtros?.queryKey?.[0] === 'avisos') veces.push(Date.now() - inicio);
      return invalidar(filtros, opciones);
    });
    return veces;
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('una escritura cada 100 ms no aplaza el refresco: cada una se vuelve a leer a lo sumo 750 ms después de llegar', () => {
    const client = new QueryClient();
    const veces = refrescos(client);
    const { aplicar, cerrar } = aplicador(client, 'esta-pestana');
    const escrituras: number[] = [];
    for (let n = 0; n < 30; n++) {
      escrituras.push(n * 100);
      aplicar(cambio(n));
      vi.advanceTimersByTime(100);
    }
    cerrar();
    // Three seconds of writes that never pause: every one that came 750 ms before the end was
    // read again (its area refetched) within 750 ms of its arrival.
    const medibles = escrituras.filter((w) => w + 750 <= 3_000);
    expect(medibles.length).toBeGreaterThan(20);
    for (const w of medibles) {
      const refresco = veces.find((r) => r > w);
      expect(refresco, `escritura a los ${w} ms`).toBeDefined();
      expect((refresco ?? Infinity) - w).toBeLessThanOrEqual(750);
    }
  });

  it('una ráfaga corta se refresca una sola vez, 250 ms después de su última escritura', () => {
    const client = new QueryClient();
    const veces = refrescos(client);
    const { aplicar } = aplicador(client, 'esta-pestana');
    for (let n = 0; n < 5; n++) {
      aplicar(cambio(n));
      vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(2_000);
    expect(veces).toEqual([80 + 250]);
  });

  it('un cambio llegado mientras la pantalla lee se vuelve a leer cuando esa lectura termina', async () => {
    const client = new QueryClient();
    let soltar = (_: number) => {};
    const lectura = client.fetchQuery({
      queryKey: ['avisos'],
      queryFn: () => new Promise<number>((r) => (soltar = r)),
    });
    const veces = refrescos(client);
    const { aplicar, cerrar } = aplicador(client, 'esta-pestana');
    aplicar(cambio(1));
    vi.advanceTimersByTime(300);
    // The read under way may have left before the change: it is not taken as holding it.
    expect(veces).toEqual([]);
    soltar(1);
    await lectura;
    vi.advanceTimersByTime(300);
    expect(veces).toHaveLength(1);
    cerrar();
  });

  /** What a Conteo screen shows: the count and the ballot, read once; which of them are stale now. */
  function pantallaDeConteo() {
    const client = new QueryClient();
    client.setQueryData(conteoKeys.conteo(), 1);
    client.setQueryData(actasKeys.partidos(), 1);
    const rancias = () =>
      client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.isInvalidated)
        .map((q) => String(q.queryKey[1]))
        .sort();
    return { client, rancias };
  }
  const deDiaD = (n: number, ruta: string): Mensaje => ({
    tipo: 'cambio',
    id: `x:${n}`,
    cambio: { area: 'dia-d', ruta, origen: 'otra-pestana' },
  });

  it('un acta que llega vuelve a leer el conteo pero no la papeleta, que solo cambia con su propia ruta', () => {
    const { client, rancias } = pantallaDeConteo();
    const { aplicar, cerrar } = aplicador(client, 'esta-pestana');
    for (let n = 0; n < 10; n++) {
      aplicar(deDiaD(n, enviarActa.path));
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(1_000);
    expect(rancias()).toEqual(['conteo']);
    aplicar(deDiaD(10, guardarPartidos.path));
    vi.advanceTimersByTime(1_000);
    expect(rancias()).toEqual(['conteo', 'partidos']);
    cerrar();
  });

  it('en una ráfaga de actas con un cambio de la papeleta, la papeleta también se vuelve a leer', () => {
    const { client, rancias } = pantallaDeConteo();
    const { aplicar, cerrar } = aplicador(client, 'esta-pestana');
    aplicar(deDiaD(1, enviarActa.path));
    aplicar(deDiaD(2, guardarPartidos.path));
    aplicar(deDiaD(3, enviarActa.path));
    vi.advanceTimersByTime(1_000);
    expect(rancias()).toEqual(['conteo', 'partidos']);
    cerrar();
  });

  /** An acta's change; one of a mesa outside the quick count's sample says it leaves the estimate alone. */
  const actaDeDiaD = (n: number, fueraDeLaMuestra: boolean): Mensaje => ({
    tipo: 'cambio',
    id: `x:${n}`,
    cambio: {
      area: 'dia-d',
      ruta: enviarActa.path,
      ...(fueraDeLaMuestra ? { intactas: [CONSULTA_CONTEO_RAPIDO] } : {}),
      origen: 'otra-pestana',
    },
  });

  it('las actas de mesas fuera de la muestra no vuelven a leer el conteo rápido; una de la muestra en la ráfaga, sí', () => {
    const { client, rancias } = pantallaDeConteo();
    client.setQueryData(conteoKeys.conteoRapido(), 1);
    const { aplicar, cerrar } = aplicador(client, 'esta-pestana');
    for (let n = 0; n < 10; n++) {
      aplicar(actaDeDiaD(n, true));
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(1_000);
    expect(rancias()).toEqual(['conteo']);
    // A change of another area that feeds Día D says nothing of Día D's queries.
    aplicar({
      tipo: 'cambio',
      id: 'x:10',
      cambio: {
        area: 'territorial',
        ruta: '/api/territorial/:region/defensores',
        intactas: [CONSULTA_CONTEO_RAPIDO],
        origen: 'otra-pestana',
      },
    });
    vi.advanceTimersByTime(1_000);
    expect(rancias()).toEqual(['conteo', 'conteo-rapido']);
    cerrar();
  });

  it('en una ráfaga, un acta de la muestra entre actas de fuera vuelve a leer el conteo rápido', () => {
    const { client, rancias } = pantallaDeConteo();
    client.setQueryData(conteoKeys.conteoRapido(), 1);
    const { aplicar, cerrar } = aplicador(client, 'esta-pestana');
    aplicar(actaDeDiaD(1, true));
    aplicar(actaDeDiaD(2, false));
    aplicar(actaDeDiaD(3, true));
    vi.advanceTimersByTime(1_000);
    expect(rancias()).toEqual(['conteo', 'conteo-rapido']);
    cerrar();
  });

  it('el aviso de reinicio (cambios que el servidor no pudo repetir) hace releer todo lo que hay en pantalla', () => {
    const client = new QueryClient();
    for (const clave of [['avisos'], ['dia-d', 'conteo'], ['encuestas']]) client.setQueryData(clave, 1);
    const { aplicar } = aplicador(client, 'esta-pestana');
    aplicar({ tipo: 'reinicio', id: '7' });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.state.isInvalidated),
    ).toEqual([true, true, true]);
  });
});
