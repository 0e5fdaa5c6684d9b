import { LARGO_PIN, LECTURA_SMS as L, type FigurasActa } from '@comando/contract';

/**
 * Issue 44: reading a delegate's SMS in the short, forgiving format of their access sheet:
 *
 *   ACTA 30002 APB 120 LIBRE 45 UNIDAD 3 B 2 N 1 PIN 4821   (the acta; B blancos, N nulos)
 *   LLEGUE 30002 PIN 4821                                   (arrival at the mesa)
 *
 * Upper or lower case, accents, extra spaces, commas (and ; : =) between the parts, the letter O
 * for the digit 0 inside a number, a word stuck to its number (APB120, PIN4821), the parts after
 * the mesa in any order and an optional MESA before its code are all read. What cannot be read is
 * named in the answer, in Spanish, as the reply quotes it. The ballot's siglas come first: a
 * party whose sigla is B or N is read as the party (its sheet then says BLANCOS, NULOS).
 * A pure function: the rules (the ballot's parties all there, the habilitados) are the server's.
 */
export type Lectura =
  | { tipo: 'acta'; mesas: string[]; figuras: FigurasActa; pin: string }
  | { tipo: 'llegada'; mesas: string[]; pin: string }
  | { tipo: 'ilegible'; motivo: string };

const ACTA = new Set(['ACTA']);
const LLEGADA = new Set(['LLEGUE', 'LLEGADA', 'LLEGO']);
const BLANCOS = new Set(['B', 'BL', 'BLANCO', 'BLANCOS']);
const NULOS = new Set(['N', 'NU', 'NULO', 'NULOS']);
const PIN = 'PIN';
const MESA = 'MESA';
/** The largest figure written (the contract's rule, 1.000.000 at most, is checked after). */
const MAX_CIFRAS = 7;

/** The message as words: upper case, no accents; commas, semicolons, colons and = are spaces. */
function palabras(texto: string): string[] {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[,;:=]/g, ' ')
    .split(/\s+/)
    .filter((p) => p !== '');
}

const sinPunto = (p: string) => p.replace(/\.+$/, '');

/** A figure as written (digits, O for 0, a final dot), or null. */
function cifra(p: string | undefined): number | null {
  if (p === undefined) return null;
  const s = sinPunto(p);
  if (!new RegExp(`^[0-9O]{1,${MAX_CIFRAS}}$`).test(s)) return null;
  return Number(s.replace(/O/g, '0'));
}

function pinDe(p: string): string | null {
  const s = sinPunto(p);
  return new RegExp(`^[0-9O]{${LARGO_PIN}}$`).test(s) ? s.replace(/O/g, '0') : null;
}

/** What a word names in an acta: a party of the ballot, blank or null votes. */
type Clave = { sigla: string } | 'blancos' | 'nulos';

function claveDe(p: string, siglas: ReadonlySet<string>): Clave | null {
  for (const w of new Set([p, sinPunto(p)])) {
    if (siglas.has(w)) return { sigla: w };
    if (BLANCOS.has(w)) return 'blancos';
    if (NULOS.has(w)) return 'nulos';
  }
  return null;
}

/** A word stuck to its number (APB120, B2, PIN4821): the longest known word and its number, or null. */
function partir(p: string, conocida: (w: string) => boolean): [string, string] | null {
  for (let i = p.length - 1; i > 0; i--) {
    const palabra = p.slice(0, i);
    const numero = p.slice(i);
    if (/^[0-9O]+\.?$/.test(numero) && conocida(palabra)) return [palabra, numero];
  }
  return null;
}

/** The mesa's code as written, and read as a number when its O's may be zeros. */
function mesasDe(p: string): string[] {
  const escrito = sinPunto(p);
  const numerico = /^[0-9O]+$/.test(escrito) ? escrito.replace(/O/g, '0') : escrito;
  return numerico === escrito ? [escrito] : [escrito, numerico];
}

const ilegible = (motivo: string): Lectura => ({ tipo: 'ilegible', motivo });

export function leerSms(texto: string, papeleta: readonly string[]): Lectura {
  const siglas = new Set(papeleta.map((s) => s.toUpperCase()));
  const todas = palabras(texto);
  const primera = todas[0];
  if (primera === undefined) return ilegible(L.vacio);
  const esActa = ACTA.has(primera);
  if (!esActa && !LLEGADA.has(primera)) return ilegible(L.sinPalabra(primera));

  let i = 1;
  if (todas[i] === MESA) i++;
  const mesa = todas[i];
  const palabraReservada = (p: string) =>
    p === PIN || ACTA.has(p) || LLEGADA.has(p) || (esActa && claveDe(p, siglas) !== null);
  if (mesa === undefined || palabraReservada(mesa) || partir(mesa, (w) => w === PIN) !== null)
    return ilegible(L.sinMesa);
  i++;

  let pin: string | undefined;
  const votos: Record<string, number> = {};
  let blancos: number | undefined;
  let nulos: number | undefined;
  const conocida = (w: string) => w === PIN || (esActa && claveDe(w, siglas) !== null);

  /** One part (a word and its number as written); an error's text, or null once it is taken. */
  const tomar = (palabra: string, numero: string | undefined, escrito: string): string | null => {
    if (palabra === PIN) {
      if (numero === undefined) return L.sinPin;
      const p = pinDe(numero);
      if (p === null) return L.pinIlegible(numero);
      if (pin !== undefined) return L.repetido(PIN);
      pin = p;
      return null;
    }
    const clave = claveDe(palabra, siglas);
    if (clave === null) return null;
    const n = cifra(numero);
    if (n === null) return L.sinCifra(escrito);
    if (clave === 'blancos') {
      if (blancos !== undefined) return L.repetido(escrito);
      blancos = n;
    } else if (clave === 'nulos') {
      if (nulos !== undefined) return L.repetido(escrito);
      nulos = n;
    } else {
      if (votos[clave.sigla] !== undefined) return L.repetido(clave.sigla);
      votos[clave.sigla] = n;
    }
    return null;
  };

  while (i < todas.length) {
    const p = todas[i]!;
    const siguiente = todas[i + 1];
    if (conocida(p) || conocida(sinPunto(p))) {
      const palabra = conocida(p) ? p : sinPunto(p);
      const error = tomar(palabra, siguiente, p);
      if (error) return ilegible(error);
      i += 2;
      continue;
    }
    const partes = partir(p, conocida);
    if (partes) {
      const error = tomar(partes[0], partes[1], p);
      if (error) return ilegible(error);
      i += 1;
      continue;
    }
    // Not understood: named with its number when one follows (as the delegate wrote the pair).
    const parte = cifra(siguiente) !== null ? `${p} ${siguiente}` : p;
    return ilegible(esActa ? L.desconocido(parte, papeleta) : L.llegadaDesconocido(parte));
  }

  if (!esActa) return pin === undefined ? ilegible(L.sinPin) : { tipo: 'llegada', mesas: mesasDe(mesa), pin };
  if (blancos === undefined) return ilegible(L.sinBlancos);
  if (nulos === undefined) return ilegible(L.sinNulos);
  if (pin === undefined) return ilegible(L.sinPin);
  return { tipo: 'acta', mesas: mesasDe(mesa), figuras: { votos, blancos, nulos }, pin };
}
