import { formatNumero } from '../../format.js';
import type { AlcancePublicacion } from './publicacion.js';

/**
 * The public site's texts (issue 46): what a citizen reads on the pages Comando generates. The
 * server writes them into the HTML, and into the small script the ones it shows.
 */
export const TEXTOS_SITIO = {
  idioma: 'es',
  alcance: {
    verificadas: 'Todas las actas verificadas por la campaña.',
    diferentes: 'Las mesas donde el cómputo oficial difiere de nuestras actas.',
  } satisfies Record<AlcancePublicacion, string>,
  actualizado: (fecha: string) => `Actualizado el ${fecha} (hora de Bolivia).`,
  actasPublicadas: (n: number) => `${formatNumero(n)} ${n === 1 ? 'acta publicada' : 'actas publicadas'}.`,
  buscarTitulo: 'Buscar su mesa',
  porCodigo: 'Por código de mesa',
  codigo: 'Código de la mesa',
  codigoAyuda: 'Es el código impreso en el acta y en la lista de su recinto.',
  buscar: 'Buscar',
  porLugar: 'Por lugar',
  departamento: 'Departamento',
  municipio: 'Municipio',
  recinto: 'Recinto',
  elija: 'Elija…',
  sinScript:
    'Para buscar su mesa aquí hace falta JavaScript. También puede abrir actas.csv, que tiene todas las mesas publicadas.',
  porDepartamento: 'Actas publicadas por departamento',
  actas: 'Actas',
  conDiferencia: 'Con diferencia oficial',
  total: 'Total',
  votosTitulo: 'Votos en las actas publicadas',
  partido: 'Partido',
  votos: 'Votos',
  porcentaje: '% de los válidos',
  verificarTitulo: 'Verifique una copia',
  verificarTexto:
    'hashes.txt lista el SHA-256 de cada foto publicada y de actas.csv. Cualquiera puede comprobar una copia con «sha256sum -c hashes.txt» en la carpeta del sitio descargado.',
  descargas: 'Descargas',
  csv: 'actas.csv: todas las actas publicadas',
  hashes: 'hashes.txt: SHA-256 de las fotos y de actas.csv',
  reemplazadasCsv: 'reemplazadas.csv: fotos de actas corregidas que dejaron de estar publicadas',
  inicio: 'Inicio',
  ubicacion: 'Ubicación',
  mesa: (codigo: string) => `Mesa ${codigo}`,
  mesaDatos: (numero: number, habilitados: number) =>
    `Mesa n.º ${formatNumero(numero)} · ${formatNumero(habilitados)} habilitados`,
  nuestraActa: 'Nuestra acta',
  fotoAlt: (codigo: string) => `Foto del acta de la mesa ${codigo}`,
  ampliar: 'Ampliar la foto',
  reducir: 'Reducir la foto',
  fotoCompleta: 'Abrir la foto en tamaño completo',
  recibida: 'Recibida',
  sha256: 'SHA-256 de la foto',
  cifras: 'Cifras del acta',
  nuestra: 'Nuestra acta',
  oficial: 'Cómputo oficial',
  diferencia: 'Diferencia (oficial − nuestra)',
  blancos: 'Blancos',
  nulos: 'Nulos',
  validos: 'Válidos',
  emitidos: 'Emitidos',
  sinOficial: 'El cómputo oficial de esta mesa todavía no fue importado.',
  igualOficial: 'El cómputo oficial coincide con nuestra acta.',
  difiereOficial: 'El cómputo oficial difiere de nuestra acta.',
  oficialSegun: (fecha: string) => `Cómputo oficial según la instantánea del ${fecha}.`,
  anteriores: 'Versiones anteriores de esta acta',
  anterioresAyuda:
    'El acta se corrigió después de publicada. Estas fotos anteriores ya no están publicadas; su SHA-256 queda como constancia.',
  reemplazada: (fecha: string) => `reemplazada el ${fecha}`,
  volver: 'Volver a la búsqueda',
  pie: 'Sitio estático publicado por la campaña. Ninguna página consulta otro servidor.',
  // The script's messages
  buscando: 'Buscando…',
  noEncontrada: (codigo: string) => `No hay ninguna acta publicada de la mesa «${codigo}».`,
  errorRed: 'No se pudo consultar el sitio. Revise su conexión e intente nuevamente.',
  mesasDe: (recinto: string) => `Mesas de ${recinto}`,
  mesaEnLista: (codigo: string, numero: number | string) => `Mesa ${codigo} (n.º ${numero})`,
  difiere: 'difiere del oficial',
} as const;

/** Columns of actas.csv before and after the parties' (one column per ballot sigla each side). */
export const COLUMNAS_ACTAS_PUBLICADAS = {
  antes: [
    'codigo_mesa',
    'departamento',
    'municipio',
    'recinto',
    'numero_mesa',
    'habilitados',
    'recibida_en',
    'sha256_foto',
    'foto',
  ],
  despues: ['blancos', 'nulos'],
  oficial: (sigla: string) => `oficial_${sigla}`,
  oficialDespues: ['oficial_blancos', 'oficial_nulos', 'oficial_instantanea'],
} as const;

export const COLUMNAS_REEMPLAZADAS = [
  'codigo_mesa',
  'sha256_foto',
  'publicada_en',
  'reemplazada_en',
  'sha256_nueva',
] as const;
