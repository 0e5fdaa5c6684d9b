import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abreArchivoDirecto,
  carpetaCampos,
  errorCantidadArchivos,
  MAX_ARCHIVOS_CARPETA,
  MENSAJES_JURIDICO,
  tipoDesdeQuery,
  TIPOS_CARPETA,
} from '../index.js';

describe('juridico', () => {
  it('la pestaña sale de ?tab= y cae en contratos si no se reconoce', () => {
    expect(tipoDesdeQuery('expedientes-defensa')).toBe('expedientes-defensa');
    expect(tipoDesdeQuery('expedientes-ofensiva')).toBe('expedientes-ofensiva');
    expect(tipoDesdeQuery(null)).toBe('contratos');
    expect(tipoDesdeQuery('otra')).toBe('contratos');
  });

  it('un contrato lleva exactamente un archivo y no admite más después', () => {
    expect(errorCantidadArchivos('contratos', 0)).toBe(MENSAJES_JURIDICO.archivoRequerido);
    expect(errorCantidadArchivos('contratos', 1)).toBeNull();
    expect(errorCantidadArchivos('contratos', 2)).toBe(MENSAJES_JURIDICO.contratoUnArchivo);
    expect(errorCantidadArchivos('contratos', 1, 1)).toBe(MENSAJES_JURIDICO.contratoSinAgregar);
  });

  it('los expedientes admiten de 1 al máximo de archivos en total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('expedientes-defensa', 'expedientes-ofensiva' as const),
        fc.nat(MAX_ARCHIVOS_CARPETA + 5),
        fc.nat(MAX_ARCHIVOS_CARPETA),
        (tipo, nuevos, existentes) => {
          const error = errorCantidadArchivos(tipo, nuevos, existentes);
          if (nuevos === 0) expect(error).toBe(MENSAJES_JURIDICO.archivoRequerido);
          else if (nuevos + existentes > MAX_ARCHIVOS_CARPETA)
            expect(error).toBe(MENSAJES_JURIDICO.demasiadosArchivos);
          else expect(error).toBeNull();
        },
      ),
    );
  });

  it('solo los contratos abren su archivo directamente', () => {
    expect(TIPOS_CARPETA.filter(abreArchivoDirecto)).toEqual(['contratos']);
  });

  it('nombre y descripción requeridos; tipo de la lista', () => {
    const m = (v: unknown) => carpetaCampos.safeParse(v).error?.issues[0]?.message;
    expect(m({ name: ' ', description: 'd', type: 'contratos' })).toBe(MENSAJES_JURIDICO.nombreRequerido);
    expect(m({ name: 'n', description: '', type: 'contratos' })).toBe(MENSAJES_JURIDICO.descripcionRequerida);
    expect(m({ name: 'n', description: 'd', type: 'otros' })).toBe(MENSAJES_JURIDICO.tipoInvalido);
    expect(m({ name: 'n', description: 'd', type: 'expedientes-defensa' })).toBeUndefined();
  });
});
