/**
 * The Día D map of the nine departments (issue 28): what Conteo and Mesas say around it and
 * the accessible name of each department. The colour scale is said in words, in five steps.
 */
export const TEXTOS_MAPA = {
  titulo: 'Mapa por departamento',
  descripcion: 'Mapa de Bolivia por departamento',
  ayuda: 'Cada departamento lleva a sus cifras; la tabla dice lo mismo en texto.',
  colorear: 'Colorear por',
  leyenda: 'Leyenda',
  // Conteo
  porVerificadas: 'Actas verificadas',
  porPartido: 'Partido que lidera',
  // Mesas
  porCobertura: 'Mesas con delegado',
  porPresencia: 'Delegados presentes',
  /** The five steps of the scale, from the lowest share to the highest. */
  tramos: ['Menos de 20%', 'De 20% a 40%', 'De 40% a 60%', 'De 60% a 80%', '80% o más'],
  sinDatos: 'Sin cifras',
  fuera: 'Fuera de su ámbito',
  /** Legend line of a party that leads in some department. */
  lidera: (sigla: string, nombre: string) => `${sigla} (${nombre}) lidera`,
  nombreVerificadas: (dep: string, pct: string) => `${dep}: ${pct} de actas verificadas`,
  nombrePartido: (dep: string, sigla: string, pct: string) =>
    `${dep}: lidera ${sigla} con ${pct} de los votos verificados`,
  nombreSinVerificadas: (dep: string) => `${dep}: sin actas verificadas`,
  nombreCobertura: (dep: string, pct: string) => `${dep}: ${pct} de mesas con delegado`,
  nombrePresencia: (dep: string, pct: string) => `${dep}: ${pct} de mesas con delegado presente`,
  nombreSinMesas: (dep: string) => `${dep}: sin mesas en el registro`,
  nombreFuera: (dep: string) => `${dep}: fuera de su ámbito`,
} as const;

/**
 * Optional last two columns of the registry CSV (issue 28): a recinto's place in decimal
 * degrees (WGS 84), for its point on the map. Both or neither; any of its mesas' lines may
 * carry them.
 */
export const COLUMNAS_COORDENADAS = ['lat', 'lon'] as const;

/** Bolivia's bounding box with a small margin (Natural Earth: lat −22,9…−9,7, lon −69,6…−57,5). */
export const LIMITES_BOLIVIA = { latMin: -23, latMax: -9.5, lonMin: -69.8, lonMax: -57.3 } as const;

export const MENSAJES_COORDENADAS = {
  incompletas: 'Escriba lat y lon juntas, o deje las dos vacías',
  invalidas: 'lat y lon deben ser números en grados decimales, p. ej. -16.4955 y -68.1336',
  fueraDeBolivia: 'Las coordenadas quedan fuera de Bolivia (lat entre -23 y -9,5; lon entre -69,8 y -57,3)',
  distintas: (linea: number) => `El recinto tiene otras coordenadas en la línea ${linea}`,
} as const;

/** The recintos' points on Conteo's map, by the state of their actas. */
export const TEXTOS_PUNTOS = {
  estados: {
    'sin-actas': 'Recinto sin actas',
    'con-actas': 'Recinto con actas por verificar',
    verificado: 'Recinto con todas sus actas verificadas',
  },
  grupo: 'Varios recintos juntos: el número dice cuántos, el color el estado de la mayoría',
  mostrar: 'Mostrar los recintos',
  resumen: (total: string, sin: string, con: string, verificados: string) =>
    `Recintos en el mapa: ${total} (${sin} sin actas, ${con} con actas por verificar, ${verificados} con todo verificado)`,
} as const;
