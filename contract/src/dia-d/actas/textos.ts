import { msg } from '../../messages.js';

// What the delegate's phone page needs from the contract about actas, without zod (its
// bundle stays small); actas.ts builds the schemas from these constants.

export const MAX_PARTIDOS = 30;
/** Largest photo of an acta. */
export const MAX_FOTO_ACTA = 10 * 1024 * 1024;
export const TIPOS_FOTO_ACTA = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Above this share of habilitados the acta is accepted with a warning. */
export const PARTICIPACION_ALERTA = 0.95;
/** An acta handed to someone to transcribe is theirs alone for this long. */
export const RESERVA_TRANSCRIPCION_MS = 10 * 60 * 1000;

export const ESTADOS_ACTA = ['recibida', 'verificada', 'disputa'] as const;
export type EstadoActa = (typeof ESTADOS_ACTA)[number];
export const ETIQUETA_ESTADO_ACTA: Record<EstadoActa, string> = {
  recibida: 'Recibida',
  verificada: 'Verificada',
  disputa: 'En disputa',
};

export const MENSAJES_ACTAS = {
  siglaRequerida: msg('La sigla es requerida'),
  siglaInvalida: msg('La sigla tiene de 1 a 12 caracteres: letras mayúsculas, dígitos, guion o punto'),
  siglaRepetida: (sigla: string) => msg(`La sigla ${sigla} está repetida`),
  nombreRequerido: msg('El nombre del partido es requerido'),
  nombreLargo: msg('El nombre del partido no puede superar los 120 caracteres'),
  colorInvalido: msg('El color debe tener el formato #RRGGBB'),
  demasiados: msg(`La papeleta admite hasta ${MAX_PARTIDOS} partidos`),
  partidosRequeridos: msg('Cargue al menos un partido'),
  nuestroInvalido: msg('Indique con verdadero o falso si el partido es el nuestro'),
  unSoloNuestro: msg('Solo un partido de la papeleta puede ser el nuestro'),
  partidosConActas: msg('Ya llegaron actas: los partidos no se pueden cambiar'),
  sinPartidos: msg('Todavía no se cargaron los partidos de la elección'),
  cifraInvalida: msg('Cada cifra debe ser un número entero de 0 o más'),
  votosRequeridos: msg('Los votos por partido son requeridos'),
  votosIlegibles: msg('Los votos deben ser un objeto JSON {"SIGLA": número}'),
  partidoDesconocido: (sigla: string) => msg(`El partido ${sigla} no está en la papeleta`),
  faltaPartido: (sigla: string) => msg(`Falta la cifra de ${sigla}`),
  superaHabilitados: (total: number, habilitados: number) =>
    msg(
      `La suma de votos válidos, blancos y nulos (${total}) supera los habilitados de la mesa (${habilitados})`,
    ),
  fotoRequerida: msg('La foto del acta es requerida'),
  fotoGrande: msg('La foto no puede superar los 10 MB'),
  fotoTipo: msg('La foto debe ser una imagen JPEG, PNG o WebP'),
  idRequerido: msg('Falta el identificador del envío'),
  idRepetido: msg('El identificador del envío ya pertenece a otra acta'),
  actaNoEncontrada: msg('Acta no encontrada'),
  noPendiente: msg('El acta ya no espera transcripción'),
  noReservada: msg('El acta está reservada para otra persona'),
  propia: msg('No puede transcribir un acta que usted mismo resolvió'),
  noEnDisputa: msg('El acta no está en disputa'),
  filtroInvalido: msg('Filtro no válido'),
  tamanoInvalido: msg('El tamaño de la muestra debe ser un número entero de 1 o más'),
  semillaRequerida: msg('La semilla es requerida (hasta 100 caracteres)'),
} as const;

/** The figures of an acta: votes per party (by sigla), blank and null votes. */
export interface FigurasActa {
  votos: Record<string, number>;
  blancos: number;
  nulos: number;
}

const M = MENSAJES_ACTAS;

/**
 * The rules of an acta's figures against the ballot and its mesa (issue 20): one figure per
 * party of the ballot and none else; válidos + blancos + nulos ≤ habilitados. Returns the
 * first Spanish message that applies, or null. Shared by the server and the phone page.
 */
export function errorDeFiguras(
  f: FigurasActa,
  siglas: readonly string[],
  habilitados: number,
): string | null {
  for (const s of Object.keys(f.votos)) if (!siglas.includes(s)) return M.partidoDesconocido(s);
  for (const s of siglas) if (f.votos[s] === undefined) return M.faltaPartido(s);
  const total = totalDeFiguras(f);
  if (total > habilitados) return M.superaHabilitados(total, habilitados);
  return null;
}

export const totalDeFiguras = (f: FigurasActa) =>
  Object.values(f.votos).reduce((a, b) => a + b, 0) + f.blancos + f.nulos;

/** Same figures, party by party. */
export function mismasFiguras(a: FigurasActa, b: FigurasActa): boolean {
  const siglas = new Set([...Object.keys(a.votos), ...Object.keys(b.votos)]);
  for (const s of siglas) if ((a.votos[s] ?? -1) !== (b.votos[s] ?? -1)) return false;
  return a.blancos === b.blancos && a.nulos === b.nulos;
}

/** Texts of the acta on the phone page and of the HQ screens (transcription, count). */
export const TEXTOS_ACTAS = {
  // Phone page
  actaTitulo: 'Acta de la mesa',
  actaAyuda: 'Después del conteo, copie las cifras del acta de papel y tome una foto de toda el acta.',
  sinPapeleta: 'La papeleta todavía no está cargada. Vuelva a intentar en unos minutos.',
  blancos: 'Votos en blanco',
  nulos: 'Votos nulos',
  fotoActa: 'Foto del acta',
  enviarActa: 'Enviar acta',
  actaGuardada: 'Acta guardada en el teléfono: se enviará en cuanto haya señal.',
  actaEnviada: (version: number, estado: string) => `Acta enviada (versión ${version}): ${estado}.`,
  alertaParticipacion: 'La participación supera el 95 % de los habilitados: revise las cifras.',
  corregir: 'Si hubo un error, corrija las cifras y envíe de nuevo: se guarda como una versión nueva.',
  // Transcription (HQ)
  verificarTitulo: 'Transcribir actas',
  verificarAyuda:
    'Escriba las cifras que ve en la foto. No se muestran las del delegado: las dos cargas deben ser independientes.',
  cargandoActa: 'Buscando la siguiente acta…',
  soloEscritura: 'Solo el personal con permiso de edición transcribe actas.',
  ningunaPendiente: 'No hay actas esperando transcripción.',
  buscarOtra: 'Buscar de nuevo',
  fotoAlt: (mesa: string) => `Foto del acta de la mesa ${mesa}`,
  mesaDe: (numero: number, codigo: string) => `Mesa ${numero} · ${codigo}`,
  habilitados: (n: string) => `${n} habilitados`,
  guardarTranscripcion: 'Guardar y seguir',
  guardando: 'Guardando...',
  resultado: {
    verificada: 'Coincide con el delegado: acta verificada.',
    disputa: 'No coincide: el acta queda en disputa.',
  },
  errorTranscribir: 'Error al guardar la transcripción',
  // Disputes (HQ, supervisor)
  disputasTitulo: 'Actas en disputa',
  sinDisputas: 'No hay actas en disputa.',
  delegado: 'Delegado',
  transcripcion: (usuario: string) => `Transcripción de ${usuario}`,
  resolver: 'Resolver',
  resolverTitulo: (mesa: string) => `Resolver el acta de la mesa ${mesa}`,
  resolverAyuda:
    'Escriba las cifras correctas leídas en la foto. Quedan como una versión nueva, a su nombre.',
  errorResolver: 'Error al resolver el acta',
  // Count (HQ)
  conteoTitulo: 'Conteo',
  conteoAyuda:
    'Votos de las actas verificadas dos veces; las cifras de todas las recibidas se muestran aparte.',
  cargandoConteo: 'Cargando conteo...',
  actasRecibidas: 'Actas recibidas',
  actasVerificadas: 'Actas verificadas',
  actasEnDisputa: 'En disputa',
  participacion: 'Participación',
  deMesas: (parte: string, total: string) => `${parte} de ${total} mesas`,
  partido: 'Partido',
  votos: 'Votos',
  porcentaje: '%',
  verificadas: 'Actas verificadas',
  recibidas: 'Todas las recibidas (sin verificar)',
  departamento: 'Departamento',
  porDepartamento: 'Por departamento',
  sinDatos: 'Todavía no llegó ninguna acta.',
  // Ballot (admin)
  papeleta: 'Papeleta',
  papeletaAyuda:
    'Los partidos de la elección, en el orden de la papeleta. No se pueden cambiar cuando llegan actas.',
  editarPapeleta: 'Editar papeleta',
  sigla: 'Sigla',
  nombre: 'Nombre',
  color: 'Color',
  agregarPartido: 'Agregar partido',
  nuestro: 'Nuestro',
  nuestroAyuda:
    'Marque el partido de la campaña: las reglas y la comparación con el cómputo oficial lo usan.',
  quitarPartido: (sigla: string) => `Quitar ${sigla || 'partido'}`,
  errorPapeleta: 'Error al guardar la papeleta',
  // Quick count (admin draws the sample)
  rapidoTitulo: 'Conteo rápido',
  rapidoAyuda:
    'Estimación con una muestra aleatoria de mesas estratificada por departamento: porcentaje de votos válidos con su intervalo de confianza del 95 %.',
  sinMuestra: 'Todavía no se sorteó la muestra.',
  muestraDe: (recibidas: string, muestra: string, semilla: string) =>
    `${recibidas} de ${muestra} actas de la muestra (semilla «${semilla}»)`,
  intervalo: (bajo: string, alto: string) => `IC 95 %: ${bajo} – ${alto}`,
  sortear: 'Sortear muestra',
  sorteando: 'Sorteando...',
  tamano: 'Tamaño de la muestra (mesas)',
  semilla: 'Semilla',
  semillaAyuda: 'Cualquier texto; queda registrado y con la misma semilla se obtiene la misma muestra.',
  sortearAyuda: 'Un nuevo sorteo reemplaza la muestra anterior.',
  errorSortear: 'Error al sortear la muestra',
  exportarCsv: 'Exportar actas (CSV)',
  mesasTitulo: 'Mesas y sus actas',
  mesasAyuda: 'Cada cifra hasta sus mesas: elija departamento y estado; cada acta lleva a su foto.',
  todos: 'Todos',
  estado: 'Estado',
  sinActa: 'Sin acta',
  verFoto: (mesa: string) => `Ver la foto del acta de ${mesa}`,
  cargarMas: 'Cargar más',
  ningunaMesa: 'Ninguna mesa con estos filtros.',
  listaMesas: 'Mesas',
} as const;

/** Texts of the photo viewer (acta and incident photos on the HQ screens). */
export const TEXTOS_VISOR_FOTO = {
  visor: (foto: string) => `Visor: ${foto}`,
  controles: 'Controles de la foto',
  ayuda:
    'Arrastre la foto o use las flechas para moverla; la rueda, el pellizco o las teclas + y − cambian el tamaño.',
  acercar: 'Acercar',
  alejar: 'Alejar',
  zoom: 'Tamaño',
  girarIzquierda: 'Girar a la izquierda',
  girarDerecha: 'Girar a la derecha',
  ajustarAncho: 'Ajustar al ancho',
  restablecer: 'Restablecer la vista',
  abrirOriginal: 'Abrir la original',
  fotoIncidente: (mesa: string) => `Foto del incidente de la mesa ${mesa}`,
  /** The running sum of the typed figures beside the mesa's habilitados. */
  suma: (suma: string, habilitados: string) => `Suma: ${suma} de ${habilitados} habilitados`,
  sumaExcede: 'supera los habilitados',
} as const;
