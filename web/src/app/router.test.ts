import { RUTAS_PANTALLA } from '@comando/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { router } from './router.js';

/** Every path the router serves, joined from its nested route objects. */
function caminos(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    const aqui = r.index
      ? base || '/'
      : r.path
        ? `${base.replace(/\/$/, '')}/${r.path.replace(/^\//, '')}`
        : base;
    const propios = r.index || r.path ? [aqui] : [];
    return [...propios, ...caminos(r.children ?? [], r.path ? aqui : base)];
  });
}

describe('tabla de rutas', () => {
  it('el router sirve exactamente las pantallas de RUTAS_PANTALLA (las suites e2e recorren esa lista)', () => {
    const servidas = [...new Set(caminos(router.routes))];
    expect(servidas.sort()).toEqual([...RUTAS_PANTALLA].sort());
  });
});
