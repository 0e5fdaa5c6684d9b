import { formatPorcentaje } from '../format.js';

// Día D's pure logic, apart from its capabilities' schemas and routes: coverage in percent and the
// window of dates in which the delegates' access works.

/** Coverage in percent (0 without mesas). */
export function porcentajeCobertura(parte: number, total: number): number {
  return total > 0 ? (parte / total) * 100 : 0;
}
export const formatCobertura = (parte: number, total: number) =>
  formatPorcentaje(porcentajeCobertura(parte, total), 1);

/**
 * Día D's dates (decision): the delegate access works from 00:00 of the day before
 * the election to 23:59 of the day after, in La Paz time (UTC−4, no daylight saving).
 */
export function ventanaDiaD(fechaEleccion: string): { desde: Date; hasta: Date } {
  const dia = Date.parse(`${fechaEleccion}T00:00:00-04:00`);
  const DIA = 24 * 60 * 60 * 1000;
  return { desde: new Date(dia - DIA), hasta: new Date(dia + 2 * DIA) };
}

export function dentroDeVentana(fechaEleccion: string, ahora: Date): boolean {
  const { desde, hasta } = ventanaDiaD(fechaEleccion);
  return ahora >= desde && ahora < hasta;
}
