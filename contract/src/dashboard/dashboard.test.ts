import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escuchaCambios, imagenPerfilUrl, perfilCambios } from './esquemas.js';
import { MENSAJES_DASHBOARD } from './textos.js';
import { formatConteo, metricaSaludable, segmentosOperacion } from './dashboard.js';

describe('segmentosOperacion', () => {
  it('los tres segmentos suman 100 y el restante nunca es negativo', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.double({ noNaN: false }), (p, d) => {
        const s = segmentosOperacion(p, d);
        expect(s.remainder).toBeGreaterThanOrEqual(0);
        expect(s.progress + s.delay + s.remainder).toBeCloseTo(100, 6);
      }),
    );
    expect(segmentosOperacion(60, 25)).toEqual({ progress: 60, delay: 25, remainder: 15 });
  });
});

describe('métricas', () => {
  it('formatea actual/meta en es-ES y guion cuando falta', () => {
    expect(formatConteo({ current: 12000, target: 30000 })).toBe('12.000/30.000');
    expect(formatConteo(null)).toBe('—');
    expect(formatConteo({ current: '5', target: 10 })).toBe('—');
    expect(formatConteo({ current: Number.NaN, target: 10 })).toBe('—');
  });
  it('avance saludable por encima de 20, aviso en 20 o menos', () => {
    expect(metricaSaludable(20.01)).toBe(true);
    expect(metricaSaludable(20)).toBe(false);
    expect(metricaSaludable(3)).toBe(false);
  });
});

describe('cuerpos de las ediciones', () => {
  it('imageUrl admite http(s), una ruta propia o vacío; rechaza otros esquemas', () => {
    for (const ok of ['https://ejemplo.bo/a.png', 'http://x.org/y', '/assets/perfil.svg', '']) {
      expect(imagenPerfilUrl.safeParse(ok).success).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '//evil.example/a.png',
      'ftp://x/y',
    ]) {
      const r = imagenPerfilUrl.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MENSAJES_DASHBOARD.imagenUrl);
    }
  });
  it('un cuerpo vacío se rechaza', () => {
    expect(perfilCambios.safeParse({}).error?.issues[0]?.message).toBe(MENSAJES_DASHBOARD.sinCambios);
  });
  it('las notas van de 0 a 30 y los testigos son al menos uno', () => {
    expect(escuchaCambios.safeParse({ notes: 31 }).error?.issues[0]?.message).toBe(
      MENSAJES_DASHBOARD.notasRango,
    );
    expect(escuchaCambios.safeParse({ witnesses: [] }).error?.issues[0]?.message).toBe(
      MENSAJES_DASHBOARD.testigosMinimo,
    );
  });
});
