import { perfilDashboard } from '@comando/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_STORAGE_KEY } from '../../../api/session.js';
import { conCache, desdeCache, guardarEnCache } from './cache.js';
import { esValido } from './query-helpers.js';

const perfil = { name: 'Ana', compliance: 27.36, imageUrl: '' };

describe('dashboard-storage', () => {
  afterEach(() => localStorage.clear());

  it('guarda cada parte bajo la clave dashboard-storage sin borrar las demás', async () => {
    guardarEnCache('finanzas', { exercisedBudget: 1, accruedBudget: 2, scheduleDelay: 3 });
    await expect(conCache('perfil', () => Promise.resolve(perfil))).resolves.toEqual(perfil);
    const guardado = JSON.parse(localStorage.getItem(DASHBOARD_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(guardado.perfil).toEqual(perfil);
    expect(guardado.finanzas).toEqual({ exercisedBudget: 1, accruedBudget: 2, scheduleDelay: 3 });
    expect(desdeCache('perfil', esValido(perfilDashboard))).toEqual(perfil);
  });

  it('ignora datos ausentes, mal formados o de otra forma', () => {
    expect(desdeCache('perfil', esValido(perfilDashboard))).toBeUndefined();
    localStorage.setItem(DASHBOARD_STORAGE_KEY, '{no es json');
    expect(desdeCache('perfil', esValido(perfilDashboard))).toBeUndefined();
    localStorage.setItem(DASHBOARD_STORAGE_KEY, JSON.stringify({ perfil: { name: 'Ana' } }));
    expect(desdeCache('perfil', esValido(perfilDashboard))).toBeUndefined();
  });

  it('una lectura fallida no toca lo guardado', async () => {
    guardarEnCache('perfil', perfil);
    await expect(conCache('perfil', () => Promise.reject(new Error('sin red')))).rejects.toThrow('sin red');
    expect(desdeCache('perfil', esValido(perfilDashboard))).toEqual(perfil);
  });
});
