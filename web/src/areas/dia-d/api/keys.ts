import {
  AREA_DIA_D,
  CONSULTA_CONTEO_RAPIDO,
  type ConsultaComparacion,
  type ConsultaMesas,
  type ConsultaMesasActas,
} from '@comando/contract';

/** Query keys of Día D, under the area name the server's change feed names. */
export const diaDKeys = {
  all: [AREA_DIA_D] as const,
  mesas: (f: ConsultaMesas) => [AREA_DIA_D, 'mesas', f] as const,
  cobertura: (departamento?: string, municipio?: string) =>
    [AREA_DIA_D, 'cobertura', departamento ?? '', municipio ?? ''] as const,
  defensores: (departamento: string) => [AREA_DIA_D, 'defensores', departamento] as const,
  incidentes: (f: Record<string, string>) => [AREA_DIA_D, 'incidentes', f] as const,
  municipios: () => [AREA_DIA_D, 'municipios'] as const,
  recintos: (departamento: string, municipio: string) =>
    [AREA_DIA_D, 'recintos', departamento, municipio] as const,
  usuarios: () => [AREA_DIA_D, 'usuarios'] as const,
  partidos: () => [AREA_DIA_D, 'partidos'] as const,
  conteo: () => [AREA_DIA_D, 'conteo'] as const,
  conteoRapido: () => [AREA_DIA_D, CONSULTA_CONTEO_RAPIDO] as const,
  disputas: () => [AREA_DIA_D, 'disputas'] as const,
  mesasActas: (f: ConsultaMesasActas) => [AREA_DIA_D, 'actas', f] as const,
  instantaneas: () => [AREA_DIA_D, 'instantaneas'] as const,
  comparacion: (f: ConsultaComparacion) => [AREA_DIA_D, 'comparacion', f] as const,
  evidencia: (mesa: string) => [AREA_DIA_D, 'evidencia', mesa] as const,
  recintosMapa: () => [AREA_DIA_D, 'mapa', 'recintos'] as const,
};

/**
 * The acta being transcribed: not under the area's name, so a live event (another person's
 * save) does not ask for the next acta while this one is being typed.
 */
export const claveTranscripcion = ['transcripcion'] as const;
