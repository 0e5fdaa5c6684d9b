import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// What the server's app and the web's form hook load: zod's own messages in Spanish.
import './zod-es.js';
import { isContractMessage } from './messages.js';
import {
  email,
  esEmailValido,
  MENSAJE_CARACTERES,
  MENSAJE_EMAIL,
  MENSAJE_URL,
  numero,
  texto,
  textoOpcional,
  urlHttp,
} from './schemas.js';
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

  const control = [
    ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
    '\u007f',
    '\u0085',
    '\u009f',
  ];
  const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

  it('rechaza caracteres de control y de dirección del texto, también en los bordes', () => {
    for (const c of [...control, ...bidi, '\ud800']) {
      for (const v of [`ab${c}c`, `abc${c}`, `${c}abc`]) {
        const r = schema.safeParse(v);
        expect(r.success, JSON.stringify(v)).toBe(false);
        expect(r.error?.issues[0]?.message).toBe(MENSAJE_CARACTERES);
      }
    }
    expect(schema.parse('Ana\u200dé')).toBe('Ana\u200dé');
  });

  it('un campo de varias líneas admite tabulador y saltos de línea, nada más', () => {
    const largo = texto({ requerido: 'R', max: 50, multilinea: true });
    expect(largo.parse('uno\n\tdos\r\ntres')).toBe('uno\n\tdos\r\ntres');
    for (const c of [...control.filter((c) => !'\t\n\r'.includes(c)), ...bidi]) {
      expect(largo.safeParse(`uno${c}dos`).success, JSON.stringify(c)).toBe(false);
    }
    expect(textoOpcional(50).safeParse('a\nb').success).toBe(false);
    expect(textoOpcional(50, undefined, { multilinea: true }).parse('a\nb')).toBe('a\nb');
  });

  it('registra sus mensajes como textos del contrato', () => {
    expect(isContractMessage('Mínimo 3')).toBe(true);
    expect(isContractMessage('No puede superar los 5 caracteres')).toBe(true);
  });
});

describe('numero', () => {
  const pct = numero({ requerido: 'Requerido', min: 0, max: 100, rangoMsg: 'Entre 0 y 100' });

  it('acepta solo números JSON: ninguna cadena se convierte', () => {
    expect(pct.parse(12.5)).toBe(12.5);
    for (const v of ['12.5', '0x10', '1e1', ' 61 ', '', '10', null, true, [10], { n: 1 }]) {
      const r = pct.safeParse(v);
      expect(r.success, JSON.stringify(v)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Requerido');
    }
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

describe('email', () => {
  const schema = email('Requerido');

  it('sigue la regla WHATWG de input type=email', () => {
    for (const ok of ['ana@comando.bo', 'a.b+c@sub.dominio.bo', "o'brien@x.io", 'x@localhost']) {
      expect(esEmailValido(ok), ok).toBe(true);
      expect(schema.parse(ok)).toBe(ok);
    }
  });

  it('rechaza puntos seguidos, caracteres de control y formas que WHATWG no admite', () => {
    const malos = [
      'a@example..com',
      'a..b@example.com',
      'a@example.com\u0000',
      'a@example.com\n',
      'a\t@example.com',
      'a@exa\u202emple.com',
      'a b@example.com',
      'a@-example.com',
      'a@example-.com',
      'a@.example.com',
      'a@example.com.',
      '@example.com',
      'a@',
      'ana@comando.bo@x',
      'añá@comando.bo',
      `${'a'.repeat(250)}@x.bo`,
    ];
    for (const v of malos) {
      const r = schema.safeParse(v);
      expect(r.success, JSON.stringify(v)).toBe(false);
      expect([MENSAJE_EMAIL, MENSAJE_CARACTERES]).toContain(r.error?.issues[0]?.message);
    }
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
