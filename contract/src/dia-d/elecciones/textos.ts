/**
 * Issue 45, elections: what the Día D screens say about them (the selector, the admin's screen,
 * the round-to-round comparison and the «prioridad» view on Mesas). No zod here.
 */

/** The kinds of election, as staff read them (also their wire value). */
export const TIPOS_ELECCION = ['primera vuelta', 'segunda vuelta', 'referendo', 'subnacional'] as const;
export type TipoEleccion = (typeof TIPOS_ELECCION)[number];

/** What a new election may carry over from the one it starts from. */
export const LLEVAR_ELECCION = ['registro', 'delegados', 'ajustes'] as const;
export type LlevarEleccion = (typeof LLEVAR_ELECCION)[number];

/** The query-string key that reads a past election on a Día D screen's GET routes. */
export const PARAMETRO_ELECCION = 'eleccion';

/** The name the data already on a deployment gets as its first election (its date as dd/mm/aaaa). */
export const NOMBRE_PRIMERA_ELECCION = (fecha: string): string => {
  const [a, m, d] = fecha.slice(0, 10).split('-');
  return `Elección ${d}/${m}/${a}`;
};

/** A mesa counts as «our share fell» in the prioridad view from this many points down. */
export const CAIDA_MINIMA_PUNTOS = 5;

/** Mesas per page of the prioridad view; changed mesas listed by the comparison. */
export const PAGINA_PRIORIDAD = 50;
export const MESAS_QUE_MAS_CAMBIARON = 50;

export const ETIQUETA_TIPO_ELECCION: Record<TipoEleccion, string> = {
  'primera vuelta': 'Primera vuelta',
  'segunda vuelta': 'Segunda vuelta',
  referendo: 'Referendo',
  subnacional: 'Subnacional',
};

export const ETIQUETA_LLEVAR: Record<LlevarEleccion, string> = {
  registro: 'El registro de mesas y recintos (con sus habilitados)',
  delegados: 'Los delegados y los jefes de recinto asignados',
  ajustes: 'Las horas del radar de pendientes',
};

export const MOTIVOS_PRIORIDAD = [
  'sin-delegado',
  'sin-acta',
  'con-alerta',
  'en-disputa',
  'oficial-distinta',
  'caida',
] as const;
export type MotivoPrioridad = (typeof MOTIVOS_PRIORIDAD)[number];

export const ETIQUETA_MOTIVO: Record<MotivoPrioridad, string> = {
  'sin-delegado': 'Sin delegado entonces',
  'sin-acta': 'Acta que no llegó',
  'con-alerta': 'Acta con alerta',
  'en-disputa': 'Acta en disputa',
  'oficial-distinta': 'Cómputo oficial distinto del nuestro',
  caida: `Nuestro voto cayó ${CAIDA_MINIMA_PUNTOS} puntos o más`,
};

export const ORDENES_PRIORIDAD = ['puntaje', 'caida', 'codigo', 'habilitados'] as const;
export type OrdenPrioridad = (typeof ORDENES_PRIORIDAD)[number];

export const ETIQUETA_ORDEN: Record<OrdenPrioridad, string> = {
  puntaje: 'Más motivos primero',
  caida: 'Mayor caída primero',
  codigo: 'Código de mesa',
  habilitados: 'Más habilitados primero',
};

/** Columns of the comparison's CSV, one line per mesa both elections list. */
export const COLUMNAS_CSV_COMPARACION = [
  'Mesa',
  'Recinto',
  'Municipio',
  'Departamento',
  'Habilitados',
  'Nuestro % (A)',
  'Nuestro % (B)',
  'Cambio (puntos)',
  'Participación % (A)',
  'Participación % (B)',
  'Acta (A)',
  'Acta (B)',
] as const;

export const TEXTOS_ELECCIONES = {
  // The selector
  selector: 'Elección',
  actual: 'actual',
  terminada: 'terminada',
  opcion: (nombre: string, actual: boolean) => (actual ? `${nombre} (actual)` : nombre),
  soloLectura: (nombre: string) =>
    `Está viendo «${nombre}», una elección que terminó: todo se puede consultar y nada se puede cambiar.`,
  volverActual: 'Volver a la elección actual',
  sinPermiso: (nombre: string) => `La elección «${nombre}» terminó: solo se puede consultar.`,
  // The admin's screen
  titulo: 'Elecciones',
  /** What a user who is not an admin reads instead of the screen's buttons. */
  soloAdmin: 'Solo los administradores crean una elección nueva y la hacen actual.',
  ayuda:
    'Cada noche electoral es una elección. La actual recibe las actas; las terminadas quedan guardadas para consultarlas y compararlas.',
  enlace: 'Elecciones',
  lista: 'Elecciones',
  ninguna: 'Todavía no hay elecciones.',
  nombre: 'Nombre',
  fecha: 'Fecha',
  tipo: 'Tipo',
  estado: 'Estado',
  estadoActual: 'Actual',
  estadoTerminada: 'Terminada (solo consulta)',
  estadoPreparada: 'Preparada',
  nueva: 'Nueva elección',
  nuevaDesde: (nombre: string) => `Nueva elección a partir de «${nombre}»`,
  nuevaAyuda:
    'Elija qué se lleva de la elección de partida. Las actas, muestras, alertas, mensajes, incidentes, resultados oficiales y códigos de acceso nunca se llevan: cada elección tiene los suyos. La papeleta parte de la actual y se puede editar hasta la primera acta.',
  llevar: 'Llevar',
  crear: 'Crear elección',
  creando: 'Creando…',
  creada: (nombre: string) => `Se creó «${nombre}». Todavía no es la actual.`,
  errorCrear: 'No se pudo crear la elección.',
  hacerActual: 'Hacer actual',
  hacerActualDe: (nombre: string) => `Hacer actual «${nombre}»`,
  confirmarTitulo: (nombre: string) => `¿Hacer actual «${nombre}»?`,
  confirmarTexto: (actual: string) =>
    `«${actual}» terminará: sus datos se archivan y quedan solo para consulta. Los delegados y jefes de recinto necesitarán códigos nuevos. Con decenas de miles de actas puede tardar un minuto.`,
  confirmar: 'Sí, hacer actual',
  archivando: 'Archivando la elección actual… no cierre esta página.',
  hecha: (nombre: string) => `«${nombre}» es ahora la elección actual.`,
  errorActual: 'No se pudo cambiar la elección actual.',
  // The comparison
  compararTitulo: 'Comparar elecciones',
  compararEnlace: 'Comparar elecciones',
  compararAyuda:
    'Dos elecciones lado a lado con las actas de cada una (la versión vigente de cada acta): nuestro porcentaje de los votos válidos, el cambio en puntos y la participación.',
  eleccionA: 'Elección A',
  eleccionB: 'Elección B',
  lugar: 'Lugar',
  todoElPais: 'Todo el país',
  totalLugar: 'Total',
  volverA: (nombre: string) => `Volver a ${nombre}`,
  nuestroA: 'Nuestro % A',
  nuestroB: 'Nuestro % B',
  cambio: 'Cambio',
  participacionA: 'Participación A',
  participacionB: 'Participación B',
  mesasAmbas: 'Mesas en ambas',
  puntos: (valor: string) => `${valor} pts`,
  sinNuestro: (nombre: string) =>
    `La papeleta de «${nombre}» no marca nuestro partido: su porcentaje no se puede calcular.`,
  masCambiaron: 'Mesas que más cambiaron',
  masCambiaronAyuda:
    'Entre las mesas con acta en las dos elecciones, las de mayor cambio de nuestro porcentaje.',
  ningunaMesa: 'Ninguna mesa tiene acta en las dos elecciones en este lugar.',
  fotoA: (mesa: string) => `Foto del acta A de la mesa ${mesa}`,
  fotoB: (mesa: string) => `Foto del acta B de la mesa ${mesa}`,
  exportar: 'Exportar (CSV)',
  mismaEleccion: 'Elija dos elecciones distintas para compararlas.',
  transferencia: '¿Adónde fueron los votos de los partidos que no siguieron?',
  transferenciaAyuda: (mesas: string) =>
    `Estimación por regresión sobre ${mesas} mesas con acta en las dos vueltas: cuánto creció el voto de cada partido de la segunda vuelta donde el partido eliminado había sacado más votos. Es una estimación ecológica (por mesa, no por votante): léala como tendencia.`,
  transferenciaPocas: 'Hay muy pocas mesas con acta en las dos vueltas para estimar adónde fueron los votos.',
  origen: 'Partido eliminado (votos en A)',
  restoDestino: 'Blanco, nulo o no votó',
  // Prioridad on Mesas
  prioridad: 'Prioridad',
  prioridadTitulo: 'Prioridad para asignar delegados',
  prioridadAyuda: (desde: string) =>
    `Mesas del registro actual con lo que pasó en «${desde}»: dónde no teníamos delegado, dónde el acta faltó, tuvo alertas o quedó en disputa, dónde el cómputo oficial difirió del nuestro y dónde nuestro voto cayó.`,
  prioridadSinAnterior: 'Todavía no hay una elección terminada de la cual partir.',
  prioridadSinCaida: (desde: string) =>
    `La caída de nuestro voto se mide contra la elección anterior a «${desde}»: no hay ninguna.`,
  desde: 'A partir de',
  motivo: 'Motivo',
  todosLosMotivos: 'Todos los motivos',
  orden: 'Orden',
  soloSinDelegado: 'Solo mesas sin delegado ahora',
  motivos: 'Motivos',
  caidaDe: (puntos: string) => `cayó ${puntos} pts`,
  delegadoAhora: 'Delegado ahora',
  sinDelegadoAhora: 'Sin delegado',
  ningunaPrioridad: 'Ninguna mesa con estos filtros.',
  cargarMas: 'Cargar más',
  total: (n: string) => `${n} mesas`,
} as const;
