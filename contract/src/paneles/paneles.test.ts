import { describe, expect, it } from 'vitest';
import {
  avanceInversion,
  ESQUEMAS_PANELES,
  esIdPanel,
  ETIQUETAS_CAMPOS_PANELES,
  IDS_PANELES,
  MENSAJES_PANELES,
  participacion,
  TITULOS_PANELES,
} from './paneles.js';

describe('paneles', () => {
  it('cada panel tiene título y esquema; los ids desconocidos se rechazan', () => {
    expect(IDS_PANELES).toHaveLength(8);
    for (const id of IDS_PANELES) expect(TITULOS_PANELES[id]).toBeTruthy();
    expect(esIdPanel('digital')).toBe(true);
    expect(esIdPanel('toString')).toBe(false);
  });
  it('el esquema DIGITAL toma solo números JSON y rechaza negativos', () => {
    const ok = ESQUEMAS_PANELES.digital.parse({
      contenidosEstrategicos: 241,
      contenidosRealizados: 332,
      metaInversion: 375000,
      inversionEjecutada: 235180,
    });
    expect(ok.contenidosEstrategicos).toBe(241);
    expect(ESQUEMAS_PANELES.digital.safeParse({ ...ok, metaInversion: '375000' }).success).toBe(false);
    const r = ESQUEMAS_PANELES.digital.safeParse({ ...ok, metaInversion: -1 });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([MENSAJES_PANELES.noNegativo]);
  });
  it('avance y participación en porcentaje; total 0 da NaN (se muestra —)', () => {
    expect(avanceInversion({ metaInversion: 375000, inversionEjecutada: 235180 })).toBeCloseTo(62.7147, 3);
    expect(participacion(210710, 752530)).toBeCloseTo(28, 2);
    expect(participacion(1, 0)).toBeNaN();
  });
  it('las etiquetas cubren cada campo editable', () => {
    for (const clave of [
      'contenidosEstrategicos',
      'publicaciones',
      'inversionTotal',
      'titulo',
      'porcentaje',
    ]) {
      expect(ETIQUETAS_CAMPOS_PANELES[clave]).toBeTruthy();
    }
  });
});
