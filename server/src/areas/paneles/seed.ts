import type { PanelesDashboard } from '@comando/contract';
import type { Kysely } from 'kysely';
import type { SeedDeps } from '../area.js';
import type { DB } from '../../db/schema.js';

const meses = ['Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto'];

/**
 * Figures the spec hard-codes in the browser. Where it gives a value it is used
 * as is; the rest are plausible values listed in docs/decisions.md.
 */
export const PANELES_SEMILLA: PanelesDashboard = {
  digital: {
    contenidosEstrategicos: 241,
    contenidosRealizados: 332,
    metaInversion: 375000,
    inversionEjecutada: 235180,
  },
  mapas: {
    mapas: [
      { id: 20, titulo: 'Circunscripción 20 — Cercado' },
      { id: 21, titulo: 'Circunscripción 21 — Quillacollo' },
      { id: 22, titulo: 'Circunscripción 22 — Sacaba' },
      { id: 23, titulo: 'Circunscripción 23 — Trópico' },
    ],
  },
  'intencion-mensual': {
    filas: [
      { mes: 'Marzo', candidatoPropio: 24.5, opositor1: 21.3, opositor2: 15.8, noSabe: 30.2 },
      { mes: 'Abril', candidatoPropio: 27.4, opositor1: 20.1, opositor2: 16.3, noSabe: 28.6 },
      { mes: 'Mayo', candidatoPropio: 28.9, opositor1: 19.6, opositor2: 16.8, noSabe: 26.1 },
      { mes: 'Junio', candidatoPropio: 30.2, opositor1: 19.1, opositor2: 17.2, noSabe: 24.3 },
    ],
  },
  facebook: {
    vistasPublicaciones: 1284500,
    vistasPerfil: 86320,
    meGusta: 214870,
    comentarios: 18940,
    genero: [
      { etiqueta: 'Mujeres', porcentaje: 48.6 },
      { etiqueta: 'Hombres', porcentaje: 51.4 },
    ],
    edades: [
      { etiqueta: '18-24', porcentaje: 21.5 },
      { etiqueta: '25-34', porcentaje: 32.8 },
      { etiqueta: '35-44', porcentaje: 22.4 },
      { etiqueta: '45-54', porcentaje: 13.9 },
      { etiqueta: '55+', porcentaje: 9.4 },
    ],
    alcanceMensual: meses.map((periodo, i) => ({ periodo, valor: 142000 + i * 31500 + (i % 2) * 12400 })),
  },
  instagram: {
    impresiones: 965300,
    alcance: 412800,
    meGusta: 98450,
    comentarios: 7320,
    visitasPerfil: 45210,
    tiposContenido: [
      { etiqueta: 'Reels', porcentaje: 46.2 },
      { etiqueta: 'Carruseles', porcentaje: 24.7 },
      { etiqueta: 'Imágenes', porcentaje: 17.5 },
      { etiqueta: 'Historias', porcentaje: 11.6 },
    ],
    seguidoresMensuales: meses.map((periodo, i) => ({ periodo, valor: 38500 + i * 4200 })),
  },
  'analisis-cuantitativo': {
    interaccionesTotales: 339580,
    tasaInteraccion: 4.85,
    audiencias: [
      { etiqueta: 'Seguidores', porcentaje: 38.4 },
      { etiqueta: 'No seguidores', porcentaje: 61.6 },
    ],
    interaccionesSemanales: [
      { periodo: 'S1', valor: 9800 },
      { periodo: 'S2', valor: 11250 },
      { periodo: 'S3', valor: 10420 },
      { periodo: 'S4', valor: 13680 },
      { periodo: 'S5', valor: 15120 },
      { periodo: 'S6', valor: 14390 },
    ],
  },
  contenidos: { publicaciones: 1136, estudios: 97 },
  inversion: {
    periodo: 'Febrero a Agosto 2025',
    inversionTotal: 752530,
    impresionesTotales: 486639245,
    microsegmentos: [
      { nombre: 'Jóvenes urbanos 18-29', inversion: 210710 },
      { nombre: 'Mujeres jefas de hogar', inversion: 165560 },
      { nombre: 'Productores rurales', inversion: 142980 },
      { nombre: 'Trabajadores independientes', inversion: 127930 },
      { nombre: 'Adultos mayores', inversion: 105350 },
    ],
    geolocalizaciones: [
      { nombre: 'Cercado', inversion: 263390 },
      { nombre: 'Quillacollo', inversion: 150510 },
      { nombre: 'Sacaba', inversion: 135450 },
      { nombre: 'Trópico de Cochabamba', inversion: 112880 },
      { nombre: 'Valle Alto', inversion: 90300 },
    ],
  },
};

export async function seedPaneles(db: Kysely<DB>, deps: SeedDeps): Promise<void> {
  const en = deps.clock.now().toISOString();
  await db
    .insertInto('paneles_dashboard')
    .values(
      Object.entries(PANELES_SEMILLA).map(([panel, datos]) => ({
        panel,
        datos: JSON.stringify(datos),
        actualizado_en: en,
        actualizado_por: null,
      })),
    )
    .execute();
}
