import { describe, expect, it } from 'vitest';
import { describirNavegador, TEXTOS_SESIONES } from './cuenta.js';

describe('describirNavegador', () => {
  it('nombra navegador y sistema en palabras', () => {
    const casos: [string, string][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0',
        'Edge en Windows',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
        'Safari en iOS',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox en Linux'],
      [
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
        'Chrome en Android',
      ],
      ['curl/8.5.0', TEXTOS_SESIONES.desconocido],
    ];
    for (const [ua, esperado] of casos) expect(describirNavegador(ua), ua).toBe(esperado);
    expect(describirNavegador(null)).toBe(TEXTOS_SESIONES.desconocido);
  });
});
