import { describe, expect, it } from 'vitest';
import { areasAfectadas } from './live-updates.js';

describe('areasAfectadas', () => {
  it('una escritura solo refresca el área de su ruta', () => {
    expect(areasAfectadas('/api/avisos/123')).toEqual(['avisos']);
    expect(areasAfectadas('/api/adversarios/actualizaciones')).toEqual(['adversarios']);
    expect(areasAfectadas('/api/dashboard/paneles/digital')).toEqual(['dashboard']);
  });

  it('una encuesta también refresca el tracking del dashboard', () => {
    expect(areasAfectadas('/api/encuestas/tracking')).toEqual(['encuestas', 'dashboard']);
  });

  it('una ruta ajena a la API no refresca nada', () => {
    expect(areasAfectadas('/dashboard')).toEqual([]);
  });
});
