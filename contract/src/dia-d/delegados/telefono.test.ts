import { describe, expect, it } from 'vitest';
import { enlaceLlamada, enlaceWhatsapp, numeroInternacional } from './telefono.js';

describe('enlaces para llamar y escribir a un delegado', () => {
  it('un celular o fijo boliviano de 8 dígitos recibe el 591; uno internacional queda como está', () => {
    expect(numeroInternacional('71234567')).toBe('59171234567');
    expect(numeroInternacional('712 345 67')).toBe('59171234567');
    expect(numeroInternacional('22123456')).toBe('59122123456');
    expect(numeroInternacional('+591 71234567')).toBe('59171234567');
    expect(numeroInternacional('0059171234567')).toBe('59171234567');
    expect(numeroInternacional('+54 9 11 2345 6789')).toBe('5491123456789');
  });

  it('tel: lleva el número internacional y wa.me el texto codificado', () => {
    expect(enlaceLlamada('71234567')).toBe('tel:+59171234567');
    expect(enlaceWhatsapp('71234567', 'Hola, mesa 1 & 2?')).toBe(
      'https://wa.me/59171234567?text=Hola%2C%20mesa%201%20%26%202%3F',
    );
  });
});
