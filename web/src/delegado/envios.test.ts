import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { veredicto } from './envios.js';
import { yaPreparada } from './foto.js';
import { ESPERA_MAX_MS, ESPERA_MIN_MS, siguienteEspera } from './sincronia.js';

// Issue 44: what the phone's queue does with an answer, how long it waits before trying again,
// and which photo it keeps as it is.

const respuesta = (status: number, cuerpo = '', reintentarEn: number | null = null) => ({
  status,
  cuerpo,
  reintentarEn,
});

describe('veredicto de una respuesta', () => {
  it('2xx es hecho; 401 es la sesión perdida', () => {
    expect(veredicto(respuesta(201))).toBe('hecho');
    expect(veredicto(respuesta(200))).toBe('hecho');
    expect(veredicto(respuesta(401))).toBe('sin-sesion');
  });

  it('sin red, sin avance, 408, 429 y 5xx se intentan de nuevo (429 tras su Retry-After)', () => {
    expect(veredicto('red')).toEqual({ reintentar: null });
    expect(veredicto('tiempo')).toEqual({ reintentar: null });
    expect(veredicto(respuesta(408))).toEqual({ reintentar: null });
    expect(veredicto(respuesta(429, '', 30_000))).toEqual({ reintentar: 30_000 });
    expect(veredicto(respuesta(500))).toEqual({ reintentar: null });
    expect(veredicto(respuesta(503))).toEqual({ reintentar: null });
  });

  it('otro 4xx es un rechazo con el motivo en castellano del servidor', () => {
    expect(veredicto(respuesta(400, JSON.stringify({ error: 'Partido desconocido: GAMA' })))).toEqual({
      rechazo: 'Partido desconocido: GAMA',
    });
    expect(veredicto(respuesta(413, '<html>Too large</html>'))).toEqual({ rechazo: '413' });
  });
});

describe('la espera antes de otro intento', () => {
  it('crece de 2 s a 60 s, y cada demora está entre la mitad de la espera y la espera', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (a, z) => {
          const { espera, demora } = siguienteEspera(a, () => z);
          expect(espera).toBeGreaterThanOrEqual(ESPERA_MIN_MS);
          expect(espera).toBeLessThanOrEqual(ESPERA_MAX_MS);
          expect(demora).toBeGreaterThanOrEqual(espera / 2);
          expect(demora).toBeLessThanOrEqual(espera);
        },
      ),
    );
    const esperas: number[] = [];
    let e = ESPERA_MIN_MS / 2;
    for (let i = 0; i < 8; i++) esperas.push((e = siguienteEspera(e).espera));
    expect(esperas).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });
});

describe('una foto ya preparada', () => {
  const seg = (marcador: number, datos: number[]) => [0xff, marcador, 0, datos.length + 2, ...datos];
  const jpeg = (...segmentos: number[][]) =>
    new Uint8Array([0xff, 0xd8, ...segmentos.flat(), 0xff, 0xda, 0, 2]);
  const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

  it('se queda como está si solo tiene JFIF, perfil de color y datos de imagen', () => {
    expect(
      yaPreparada(jpeg(seg(0xe0, ascii('JFIF\0')), seg(0xe2, ascii('ICC_PROFILE\0')), seg(0xdb, [0]))),
    ).toBe(true);
  });

  it('se prepara de nuevo si trae EXIF, XMP o un comentario, o si no es un JPEG', () => {
    expect(yaPreparada(jpeg(seg(0xe1, ascii('Exif\0\0'))))).toBe(false);
    expect(yaPreparada(jpeg(seg(0xe1, ascii('http://ns.adobe.com/xap/1.0/\0'))))).toBe(false);
    expect(yaPreparada(jpeg(seg(0xfe, ascii('hola'))))).toBe(false);
    expect(yaPreparada(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});
