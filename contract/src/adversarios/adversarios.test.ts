import { describe, expect, it } from 'vitest';
import {
  actualizacionNueva,
  actualizacionNuevaDesde,
  adversarioNuevo,
  ETIQUETAS_TIPO,
  MENSAJES_ACTUALIZACIONES,
  MENSAJES_ADVERSARIOS,
  tipoVisible,
} from './adversarios.js';
import '../index.js';

const primerError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('adversarioNuevo', () => {
  const valido = { nombre: 'Ñu', partido: 'ÁÉÍ', descripcion: 'ñ'.repeat(10) };

  it('acepta los mínimos exactos contados en caracteres multibyte', () => {
    expect(adversarioNuevo.safeParse(valido).success).toBe(true);
  });

  it('rechaza por debajo del mínimo y por encima del máximo con su mensaje', () => {
    const casos: [Partial<typeof valido>, string][] = [
      [{ nombre: 'Ñ' }, MENSAJES_ADVERSARIOS.nombreMin],
      [{ nombre: 'ñ'.repeat(101) }, MENSAJES_ADVERSARIOS.nombreMax],
      [{ nombre: '' }, MENSAJES_ADVERSARIOS.nombreRequerido],
      [{ partido: 'ÁÉ' }, MENSAJES_ADVERSARIOS.partidoMin],
      [{ partido: 'á'.repeat(151) }, MENSAJES_ADVERSARIOS.partidoMax],
      [{ partido: ' ' }, MENSAJES_ADVERSARIOS.partidoRequerido],
      [{ descripcion: 'ñ'.repeat(9) }, MENSAJES_ADVERSARIOS.descripcionMin],
      [{ descripcion: 'é'.repeat(501) }, MENSAJES_ADVERSARIOS.descripcionMax],
      [{ descripcion: '' }, MENSAJES_ADVERSARIOS.descripcionRequerida],
    ];
    for (const [cambio, mensaje] of casos) {
      expect(primerError(adversarioNuevo.safeParse({ ...valido, ...cambio }))).toBe(mensaje);
    }
    expect(adversarioNuevo.safeParse({ ...valido, nombre: 'ñ'.repeat(100) }).success).toBe(true);
    expect(adversarioNuevo.safeParse({ ...valido, descripcion: 'é'.repeat(500) }).success).toBe(true);
  });
});

describe('actualizacionNueva', () => {
  const valida = {
    adversarioId: 'a1',
    mensaje: 'ñáé'.repeat(4),
    tipo: 'neutral',
    fecha: '2026-11-23',
    hora: '10:00',
  };

  it('exige adversario, tipo conocido y mensaje de 10 a 1000 caracteres', () => {
    expect(primerError(actualizacionNueva.safeParse({ ...valida, adversarioId: '' }))).toBe(
      MENSAJES_ACTUALIZACIONES.adversarioRequerido,
    );
    expect(primerError(actualizacionNueva.safeParse({ ...valida, tipo: 'otro' }))).toBe(
      MENSAJES_ACTUALIZACIONES.tipoInvalido,
    );
    expect(primerError(actualizacionNueva.safeParse({ ...valida, mensaje: 'ñ'.repeat(9) }))).toBe(
      MENSAJES_ACTUALIZACIONES.mensajeMin,
    );
    expect(actualizacionNueva.safeParse({ ...valida, mensaje: 'ñ'.repeat(1000) }).success).toBe(true);
    expect(primerError(actualizacionNueva.safeParse({ ...valida, mensaje: 'ñ'.repeat(1001) }))).toBe(
      MENSAJES_ACTUALIZACIONES.mensajeMax,
    );
  });

  it('admite adversarioNombre (se ignora en el servidor) pero no otros campos', () => {
    expect(actualizacionNueva.safeParse({ ...valida, adversarioNombre: 'X' }).success).toBe(true);
    expect(actualizacionNueva.safeParse({ ...valida, otro: 1 }).success).toBe(false);
  });

  it('con hoy rechaza ayer y acepta hoy', () => {
    const schema = actualizacionNuevaDesde('2026-11-23');
    expect(primerError(schema.safeParse({ ...valida, fecha: '2026-11-22' }))).toBe(
      MENSAJES_ACTUALIZACIONES.fechaPasada,
    );
    expect(schema.safeParse(valida).success).toBe(true);
  });
});

describe('tipoVisible', () => {
  it('muestra valores desconocidos como neutral', () => {
    expect(tipoVisible('positiva')).toBe('positiva');
    expect(tipoVisible('negativa')).toBe('negativa');
    expect(tipoVisible('rara')).toBe('neutral');
    expect(tipoVisible(undefined)).toBe('neutral');
    expect(ETIQUETAS_TIPO[tipoVisible('x')]).toBe('Neutral');
  });
});
