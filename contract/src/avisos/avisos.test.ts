import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  avisoNuevo,
  avisoNuevoDesde,
  contarAvisos,
  fechaNoAnterior,
  MENSAJES_AVISOS,
  ordenarPorCreacion,
} from './avisos.js';
import '../index.js';

const primerError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('contarAvisos', () => {
  it('usa singular para uno y plural para el resto, con separador es-ES', () => {
    expect(contarAvisos(0)).toBe('0 avisos');
    expect(contarAvisos(1)).toBe('1 aviso');
    expect(contarAvisos(2)).toBe('2 avisos');
    expect(contarAvisos(10000)).toBe('10.000 avisos');
  });
});

describe('avisoNuevo', () => {
  const valido = { mensaje: 'ñáé'.repeat(4), fecha: '2026-11-23', hora: '09:30' };

  it('cuenta caracteres multibyte: 9 no, 10 sí, 500 sí, 501 no', () => {
    expect(primerError(avisoNuevo.safeParse({ ...valido, mensaje: 'ñ'.repeat(9) }))).toBe(
      MENSAJES_AVISOS.mensajeMin,
    );
    expect(avisoNuevo.safeParse({ ...valido, mensaje: 'ñ'.repeat(10) }).success).toBe(true);
    expect(avisoNuevo.safeParse({ ...valido, mensaje: 'é'.repeat(500) }).success).toBe(true);
    expect(primerError(avisoNuevo.safeParse({ ...valido, mensaje: 'é'.repeat(501) }))).toBe(
      MENSAJES_AVISOS.mensajeMax,
    );
  });

  it('recorta antes de contar y rechaza un mensaje en blanco como requerido', () => {
    expect(avisoNuevo.parse({ ...valido, mensaje: `  ${'a'.repeat(10)}  ` }).mensaje).toBe('a'.repeat(10));
    expect(primerError(avisoNuevo.safeParse({ ...valido, mensaje: '    ' }))).toBe(
      MENSAJES_AVISOS.mensajeRequerido,
    );
  });

  it('exige fecha real y hora HH:MM entre 00:00 y 23:59', () => {
    expect(primerError(avisoNuevo.safeParse({ ...valido, fecha: '' }))).toBe(MENSAJES_AVISOS.fechaRequerida);
    expect(primerError(avisoNuevo.safeParse({ ...valido, fecha: '2026-02-30' }))).toBe(
      MENSAJES_AVISOS.fechaInvalida,
    );
    expect(primerError(avisoNuevo.safeParse({ ...valido, hora: '' }))).toBe(MENSAJES_AVISOS.horaRequerida);
    expect(primerError(avisoNuevo.safeParse({ ...valido, hora: '24:00' }))).toBe(
      MENSAJES_AVISOS.horaInvalida,
    );
    expect(avisoNuevo.safeParse({ ...valido, hora: '00:00' }).success).toBe(true);
    expect(avisoNuevo.safeParse({ ...valido, hora: '23:59' }).success).toBe(true);
  });

  it('rechaza campos desconocidos', () => {
    expect(avisoNuevo.safeParse({ ...valido, id: 'x' }).success).toBe(false);
  });

  it('avisoNuevoDesde(hoy) rechaza ayer y acepta hoy y mañana', () => {
    const schema = avisoNuevoDesde('2026-11-23');
    expect(primerError(schema.safeParse({ ...valido, fecha: '2026-11-22' }))).toBe(
      MENSAJES_AVISOS.fechaPasada,
    );
    expect(schema.safeParse({ ...valido, fecha: '2026-11-23' }).success).toBe(true);
    expect(schema.safeParse({ ...valido, fecha: '2026-11-24' }).success).toBe(true);
  });
});

describe('fechaNoAnterior', () => {
  const dia = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

  it('coincide con comparar los días como fechas', () => {
    fc.assert(
      fc.property(dia, dia, (a, b) => {
        expect(fechaNoAnterior(a, b)).toBe(Date.parse(a) >= Date.parse(b));
      }),
    );
  });
});

describe('ordenarPorCreacion', () => {
  const item = fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    fechaCreacion: fc
      .date({
        min: new Date('2025-01-01T00:00:00Z'),
        max: new Date('2027-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString()),
  });

  it('deja lo más nuevo primero, sin perder elementos y sin depender del orden de entrada', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        const ordenados = ordenarPorCreacion(items);
        expect(ordenados).toHaveLength(items.length);
        for (let i = 1; i < ordenados.length; i++) {
          expect(ordenados[i - 1]!.fechaCreacion >= ordenados[i]!.fechaCreacion).toBe(true);
        }
        expect(ordenarPorCreacion([...items].reverse()).map((x) => `${x.fechaCreacion}${x.id}`)).toEqual(
          ordenados.map((x) => `${x.fechaCreacion}${x.id}`),
        );
      }),
    );
  });
});
