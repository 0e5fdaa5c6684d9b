import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DESCRIPCIONES_PRENSA,
  DOMINIO_DESCONOCIDO,
  dominioDeUrl,
  enriquecerNotaPrensa,
  IMAGENES_PRENSA,
  materialesProgreso,
  MENSAJES_COMUNICACION,
  notaPrensaNueva,
  porcentajeProgreso,
  publicidadProgreso,
  tipoNotaPrensa,
  voceroNuevo,
} from './comunicacion.js';

describe('enriquecimiento de prensa pagada', () => {
  it('elige imagen y descripción por palabra clave en la URL', () => {
    expect(enriquecerNotaPrensa('https://diario.bo/entrevista-al-candidato')).toEqual({
      imagen_url: IMAGENES_PRENSA.entrevista,
      descripcion: DESCRIPCIONES_PRENSA.entrevista,
    });
    expect(tipoNotaPrensa('https://diario.bo/analisis/propuestas')).toBe('analisis');
    expect(tipoNotaPrensa('https://diario.bo/cobertura-del-acto')).toBe('cobertura');
    expect(enriquecerNotaPrensa('https://diario.bo/nota/123')).toEqual({
      imagen_url: IMAGENES_PRENSA.general,
      descripcion: DESCRIPCIONES_PRENSA.general,
    });
  });

  it('ignora mayúsculas y acentos (análisis codificado en la URL)', () => {
    expect(tipoNotaPrensa('https://diario.bo/ENTREVISTA')).toBe('entrevista');
    expect(tipoNotaPrensa('https://diario.bo/an%C3%A1lisis-semanal')).toBe('analisis');
    expect(tipoNotaPrensa('https://diario.bo/análisis')).toBe('analisis');
  });

  it('la primera palabra del orden del spec gana cuando hay varias', () => {
    expect(tipoNotaPrensa('https://diario.bo/cobertura/entrevista')).toBe('entrevista');
    expect(tipoNotaPrensa('https://diario.bo/cobertura/analisis')).toBe('analisis');
  });

  it('una URL con escapes rotos no falla', () => {
    expect(tipoNotaPrensa('https://diario.bo/%E0%A4%A/entrevista')).toBe('entrevista');
  });

  it('siempre devuelve una de las imágenes incluidas', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(Object.values(IMAGENES_PRENSA)).toContain(enriquecerNotaPrensa(s).imagen_url);
      }),
    );
  });
});

describe('dominio de una URL', () => {
  it('quita www. del host', () => {
    expect(dominioDeUrl('https://www.la-razon.com/nota?x=1')).toBe('la-razon.com');
    expect(dominioDeUrl('http://WWW.Opinion.com.bo/')).toBe('opinion.com.bo');
  });

  it('deja el host sin www. tal cual', () => {
    expect(dominioDeUrl('https://noticias.bo:8080/a')).toBe('noticias.bo');
    expect(dominioDeUrl('https://wwwx.bo/a')).toBe('wwwx.bo');
  });

  it('una URL que no se puede leer da el marcador', () => {
    expect(dominioDeUrl('no es una url')).toBe(DOMINIO_DESCONOCIDO);
    expect(dominioDeUrl('')).toBe(DOMINIO_DESCONOCIDO);
    expect(dominioDeUrl('https://')).toBe(DOMINIO_DESCONOCIDO);
  });

  it('nunca empieza por www. ni queda vacío', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.boolean(), (url, www) => {
        const u = www ? url.replace('://', '://www.') : url;
        const d = dominioDeUrl(u);
        expect(d.startsWith('www.')).toBe(false);
        expect(d.length).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
    // fast-check's URL generator is slow on a loaded 2-core machine; the property is not.
  }, 30_000);
});

describe('porcentaje de progreso', () => {
  it('calcula entregada / meta', () => {
    expect(porcentajeProgreso(45, 100)).toBe(45);
    expect(porcentajeProgreso(1, 3)).toBeCloseTo(33.333, 2);
  });
  it('una meta no positiva da 0', () => {
    expect(porcentajeProgreso(5, 0)).toBe(0);
    expect(porcentajeProgreso(Number.NaN, 10)).toBe(0);
  });
  it('queda entre 0 y 100 cuando 0 ≤ actual ≤ meta', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.double({ min: 0, max: 1, noNaN: true }), (meta, f) => {
        const p = porcentajeProgreso(Math.floor(meta * f), meta);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('validación', () => {
  const nota = { title: 'Nota', url: 'https://diario.bo/a', media: 'Diario' };
  const primerMensaje = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues[0]?.message;

  it('acepta una nota mínima y convierte la descripción vacía en ausente', () => {
    const r = notaPrensaNueva.parse({ ...nota, description: '  ', imageUrl: '' });
    expect(r.description).toBeUndefined();
    expect(r.imageUrl).toBeUndefined();
  });

  it('rechaza javascript: y data: como URL', () => {
    expect(notaPrensaNueva.safeParse({ ...nota, url: 'javascript:alert(1)' }).success).toBe(false);
    expect(notaPrensaNueva.safeParse({ ...nota, url: 'data:text/html,hola' }).success).toBe(false);
  });

  it('rechaza una imagen que no es de las incluidas', () => {
    const r = notaPrensaNueva.safeParse({ ...nota, imageUrl: 'https://otro.com/x.png' });
    expect(primerMensaje(r)).toBe(MENSAJES_COMUNICACION.imagenInvalida);
  });

  it('limita el título a 200 caracteres contados como caracteres', () => {
    expect(notaPrensaNueva.safeParse({ ...nota, title: '😀'.repeat(200) }).success).toBe(true);
    expect(primerMensaje(notaPrensaNueva.safeParse({ ...nota, title: 'a'.repeat(201) }))).toBe(
      MENSAJES_COMUNICACION.tituloLargo,
    );
  });

  it('valida teléfono y email del vocero', () => {
    const v = { name: 'Ana', email: 'ana@x.bo', phone: '+591 (7) 123-4567' };
    expect(voceroNuevo.safeParse(v).success).toBe(true);
    expect(voceroNuevo.safeParse({ ...v, phone: '12345' }).success).toBe(false);
    expect(voceroNuevo.safeParse({ ...v, phone: '7123abc' }).success).toBe(false);
    expect(voceroNuevo.safeParse({ ...v, email: 'ana' }).success).toBe(false);
  });

  it('materiales: enteros, meta ≥ 1 y producidos entre 0 y la meta', () => {
    expect(materialesProgreso.safeParse({ target: 10, current: 10 }).success).toBe(true);
    // Numbers on the wire are JSON numbers: a numeric string is refused, never converted.
    expect(materialesProgreso.safeParse({ target: '10', current: '3' }).success).toBe(false);
    expect(primerMensaje(materialesProgreso.safeParse({ target: 0, current: 0 }))).toBe(
      MENSAJES_COMUNICACION.metaRango,
    );
    expect(primerMensaje(materialesProgreso.safeParse({ target: 10, current: 11 }))).toBe(
      MENSAJES_COMUNICACION.producidosRango,
    );
    expect(primerMensaje(materialesProgreso.safeParse({ target: 10.5, current: 1 }))).toBe(
      MENSAJES_COMUNICACION.metaEntera,
    );
  });

  it('publicidad: entregada entre 0 y la meta', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: -10, max: 2e6 }), (meta, entregada) => {
        const ok = publicidadProgreso.safeParse({ target: meta, current: entregada }).success;
        expect(ok).toBe(entregada >= 0 && entregada <= meta);
      }),
    );
  });
});
