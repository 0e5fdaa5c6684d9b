import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isContractMessage } from './messages.js';
import { MENSAJE_URL, numero, texto, urlHttp } from './schemas.js';
import './index.js';

describe('texto', () => {
  const schema = texto({ requerido: 'Requerido', min: 3, minMsg: 'Mínimo 3', max: 5 });

  it('recorta espacios y cuenta caracteres, no bytes', () => {
    expect(schema.parse('  ñáé  ')).toBe('ñáé');
    expect(schema.safeParse('ñáéíóú').success).toBe(false);
  });

  it('da el mensaje de requerido para vacío, blanco o ausente', () => {
    for (const v of ['', '   ', undefined]) {
      const r = schema.safeParse(v);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Requerido');
    }
  });

  it('registra sus mensajes como textos del contrato', () => {
    expect(isContractMessage('Mínimo 3')).toBe(true);
    expect(isContractMessage('No puede superar los 5 caracteres')).toBe(true);
  });
});

describe('numero', () => {
  const pct = numero({ requerido: 'Requerido', min: 0, max: 100, rangoMsg: 'Entre 0 y 100' });

  it('acepta números y cadenas numéricas de formularios', () => {
    expect(pct.parse(12.5)).toBe(12.5);
    expect(pct.parse('12.5')).toBe(12.5);
  });

  it('rechaza fuera de rango, NaN e infinitos', () => {
    expect(pct.safeParse(100.01).error?.issues[0]?.message).toBe('Entre 0 y 100');
    expect(pct.safeParse(Number.NaN).success).toBe(false);
    expect(pct.safeParse(Infinity).success).toBe(false);
    expect(pct.safeParse('abc').success).toBe(false);
  });

  it('con entero: rechaza decimales', () => {
    const n = numero({ requerido: 'R', min: 1, entero: true, enteroMsg: 'Entero' });
    expect(n.safeParse(1.5).error?.issues[0]?.message).toBe('Entero');
  });
});

describe('urlHttp', () => {
  const url = urlHttp('La URL es requerida');

  it('acepta http y https', () => {
    expect(url.parse('https://www.lostiempos.com/nota')).toBe('https://www.lostiempos.com/nota');
  });

  it('rechaza javascript:, data: y textos que no son URL', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,hola', 'ftp://x.org', 'no es url']) {
      expect(url.safeParse(bad).error?.issues[0]?.message).toBe(MENSAJE_URL);
    }
  });
});

describe('mensajes de zod', () => {
  it('los mensajes genéricos de zod salen en español', () => {
    const r = z.strictObject({ a: z.string() }).safeParse({ a: 1, b: 2 });
    expect(r.error?.issues.map((i) => i.message).join(' ')).toMatch(/esperado|inválid|no reconocid/i);
  });
});
