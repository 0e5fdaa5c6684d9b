import { afterEach, describe, expect, it } from 'vitest';
import { conEleccion, elegirEleccion } from './eleccion-elegida.js';

describe('la elección que lee una pestaña en el Día D', () => {
  afterEach(() => {
    elegirEleccion(null);
    history.pushState(null, '', '/');
  });

  it('en una pantalla del Día D, cada dirección de su API nombra la elección terminada elegida', () => {
    history.pushState(null, '', '/dia-d/conteo');
    expect(conEleccion('/api/dia-d/conteo')).toBe('/api/dia-d/conteo');
    elegirEleccion(3);
    expect(sessionStorage.getItem('comando-eleccion')).toBe('3');
    expect(conEleccion('/api/dia-d/conteo')).toBe('/api/dia-d/conteo?eleccion=3');
    expect(conEleccion('/api/dia-d/actas.csv?departamento=oruro')).toBe(
      '/api/dia-d/actas.csv?departamento=oruro&eleccion=3',
    );
    // One that already names its election (the comparison's photos) is left alone; other areas too.
    expect(conEleccion('/api/dia-d/actas/x/foto?eleccion=1')).toBe('/api/dia-d/actas/x/foto?eleccion=1');
    expect(conEleccion('/api/avisos')).toBe('/api/avisos');
    elegirEleccion(null);
    expect(sessionStorage.getItem('comando-eleccion')).toBeNull();
    expect(conEleccion('/api/dia-d/conteo')).toBe('/api/dia-d/conteo');
  });

  it('fuera del Día D la elección elegida no se aplica', () => {
    elegirEleccion(3);
    history.pushState(null, '', '/estrategia');
    expect(conEleccion('/api/dia-d/conteo')).toBe('/api/dia-d/conteo');
  });
});
