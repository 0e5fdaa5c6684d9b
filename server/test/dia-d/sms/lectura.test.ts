import { FORMATO_SMS, LECTURA_SMS as L } from '@comando/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leerSms } from '../../../src/areas/dia-d/sms/lectura.js';

// Issue 44: the SMS format printed on the access sheet, read forgivingly (sms/lectura.ts).

const PAPELETA = ['APB', 'LIBRE', 'UNIDAD'];

/** Words the format gives a meaning of its own: no party of these tests is called so. */
const RESERVADAS = new Set(
  ['ACTA', 'LLEGUE', 'LLEGADA', 'LLEGO', 'MESA', 'PIN'].concat([
    'B',
    'BL',
    'BLANCO',
    'BLANCOS',
    'N',
    'NU',
    'NULO',
    'NULOS',
  ]),
);

const sigla = fc
  .stringMatching(/^[A-NP-Z][A-Z.-]{0,7}$/)
  .filter((s) => !RESERVADAS.has(s) && !s.endsWith('.'));
// A sigla that is another followed by O («X» and «XO») makes «XO» ambiguous when stuck to a zero
// written as the letter: a ballot the format cannot serve, left out.
const papeleta = fc
  .uniqueArray(sigla, { minLength: 1, maxLength: 6 })
  .filter((ss) => !ss.some((x) => ss.some((y) => y.startsWith(x) && /^O+$/.test(y.slice(x.length)))));
const cifra = fc.integer({ min: 0, max: 400 });
const pin = fc.stringMatching(/^\d{4}$/);
const mesa = fc.stringMatching(/^[1-9]\d{4}$/);

/** One way of writing a number: its zeros may be the letter O (either case). */
const escribirNumero = (n: string, letras: boolean[]) =>
  [...n].map((c, i) => (c === '0' && letras[i % letras.length] ? (i % 2 ? 'o' : 'O') : c)).join('');

/** One way of writing a word: any mix of upper and lower case. */
const escribirPalabra = (w: string, mayus: boolean[]) =>
  [...w].map((c, i) => (mayus[i % mayus.length] ? c.toUpperCase() : c.toLowerCase())).join('');

const SEPARADORES = [' ', '  ', ', ', ',', ' : ', ' ; ', '\n', ' = '];

describe('lectura del SMS', () => {
  it('el formato de la hoja, escrito de cualquier forma admitida, se lee con sus cifras exactas', () => {
    fc.assert(
      fc.property(
        papeleta.chain((siglas) =>
          fc.record({
            siglas: fc.constant(siglas),
            votos: fc.array(cifra, { minLength: siglas.length, maxLength: siglas.length }),
            blancos: cifra,
            nulos: cifra,
            mesa,
            pin,
            orden: fc.shuffledSubarray([...siglas.map((_, i) => i), -1, -2, -3], {
              minLength: siglas.length + 3,
              maxLength: siglas.length + 3,
            }),
            separadores: fc.array(fc.constantFrom(...SEPARADORES), { minLength: 1, maxLength: 10 }),
            mayus: fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
            letrasO: fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
            conMesa: fc.boolean(),
            pegadas: fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
          }),
        ),
        (c) => {
          let s = 0;
          const sep = () => c.separadores[s++ % c.separadores.length]!;
          const numero = (n: number | string) => escribirNumero(String(n), c.letrasO);
          const palabra = (w: string) => escribirPalabra(w, c.mayus);
          const par = (w: string, n: number | string, k: number) =>
            // A word stuck to its number (APB120) or apart.
            c.pegadas[k % c.pegadas.length]
              ? `${palabra(w)}${numero(n)}`
              : `${palabra(w)}${sep()}${numero(n)}`;
          const partes = c.orden.map((i, k) =>
            i === -1
              ? par('B', c.blancos, k)
              : i === -2
                ? par('N', c.nulos, k)
                : i === -3
                  ? par('PIN', c.pin, k)
                  : par(c.siglas[i]!, c.votos[i]!, k),
          );
          const texto = [
            ' ',
            palabra('acta'),
            ...(c.conMesa ? [palabra('mesa')] : []),
            numero(c.mesa),
            ...partes,
          ].join(sep());
          const leido = leerSms(texto, c.siglas);
          if (leido.tipo !== 'acta') throw new Error(`${texto} → ${JSON.stringify(leido)}`);
          expect(leido.mesas, texto).toContain(c.mesa);
          expect({ figuras: leido.figuras, pin: leido.pin }, texto).toEqual({
            figuras: {
              votos: Object.fromEntries(c.siglas.map((x, i) => [x, c.votos[i]])),
              blancos: c.blancos,
              nulos: c.nulos,
            },
            pin: c.pin,
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('la llegada: LLEGUE (o llegué, llegada) con la mesa y el PIN', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('LLEGUE', 'llegué', 'Llegada', 'llego'),
        mesa,
        pin,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
        (palabra, m, p, letrasO) => {
          const texto = `${palabra} ${escribirNumero(m, letrasO)}, pin ${escribirNumero(p, letrasO)}.`;
          const leido = leerSms(texto, PAPELETA);
          if (leido.tipo !== 'llegada') throw new Error(`${texto} → ${JSON.stringify(leido)}`);
          expect(leido.mesas).toContain(m);
          expect(leido.pin).toBe(p);
        },
      ),
    );
  });

  it('nunca falla: cualquier texto se lee o dice en español qué parte no entendió', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), papeleta, (texto, siglas) => {
        const leido = leerSms(texto, siglas);
        expect(['acta', 'llegada', 'ilegible']).toContain(leido.tipo);
        if (leido.tipo === 'ilegible') expect(leido.motivo.length).toBeGreaterThan(10);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('ACTA', 'LLEGUE', 'PIN', 'B', 'N', 'APB', 'LIBRE', '12', 'O', '1234', ',', 'x'),
          {
            maxLength: 20,
          },
        ),
        (palabras) => {
          const leido = leerSms(palabras.join(' '), PAPELETA);
          expect(['acta', 'llegada', 'ilegible']).toContain(leido.tipo);
        },
      ),
    );
  });

  it('una palabra que no es de la papeleta se nombra con su cifra', () => {
    fc.assert(
      fc.property(
        papeleta,
        fc.stringMatching(/^[a-z]{2,8}$/).filter((w) => !RESERVADAS.has(w.toUpperCase())),
        fc.integer({ min: 0, max: 999 }),
        (siglas, rara, n) => {
          const w = rara.toUpperCase();
          fc.pre(!siglas.includes(w));
          // A sigla, or a word of the format (B, N, PIN…), followed by O's is that word with a
          // number («AO» is «A 0», «NO» is «N 0»): not a stray word.
          fc.pre(![...siglas, ...RESERVADAS].some((s) => w.startsWith(s) && /^O+$/.test(w.slice(s.length))));
          const texto = `ACTA 30002 ${siglas[0]} 10 ${rara} ${n} B 1 N 1 PIN 1234`;
          expect(leerSms(texto, siglas)).toEqual({
            tipo: 'ilegible',
            motivo: L.desconocido(`${rara.toUpperCase()} ${n}`, siglas),
          });
        },
      ),
    );
  });

  it('lo que imprime la hoja de acceso se lee tal cual (el ejemplo)', () => {
    expect(leerSms(FORMATO_SMS.ejemplo('30002', PAPELETA, '4821'), PAPELETA)).toEqual({
      tipo: 'acta',
      mesas: ['30002'],
      figuras: { votos: { APB: 120, LIBRE: 45, UNIDAD: 3 }, blancos: 2, nulos: 1 },
      pin: '4821',
    });
    expect(leerSms(FORMATO_SMS.llegada('30002', '4821'), PAPELETA)).toEqual({
      tipo: 'llegada',
      mesas: ['30002'],
      pin: '4821',
    });
  });

  it('cada falta se nombra', () => {
    const casos: [string, string][] = [
      ['', L.vacio],
      ['   ', L.vacio],
      ['hola', L.sinPalabra('HOLA')],
      ['ACTA', L.sinMesa],
      ['ACTA APB 120', L.sinMesa],
      ['ACTA PIN 1234', L.sinMesa],
      ['ACTA 30002 APB 12x LIBRE 45 UNIDAD 3 B 2 N 1 PIN 1234', L.sinCifra('APB')],
      ['ACTA 30002 APB 120 APB 121 UNIDAD 3 B 2 N 1 PIN 1234', L.repetido('APB')],
      ['ACTA 30002 APB 120 LIBRE 45 UNIDAD 3 B 2 B 3 N 1 PIN 1234', L.repetido('B')],
      ['ACTA 30002 APB 120 LIBRE 45 UNIDAD 3 N 1 PIN 1234', L.sinBlancos],
      ['ACTA 30002 APB 120 LIBRE 45 UNIDAD 3 B 1 PIN 1234', L.sinNulos],
      ['ACTA 30002 APB 120 LIBRE 45 UNIDAD 3 B 1 N 1', L.sinPin],
      ['ACTA 30002 APB 120 LIBRE 45 UNIDAD 3 B 1 N 1 PIN', L.sinPin],
      ['ACTA 30002 APB 120 LIBRE 45 UNIDAD 3 B 1 N 1 PIN 12345', L.pinIlegible('12345')],
      ['ACTA 30002 APB 120 LIBRE 45 UNIDAD 3 B 1 N 1 PIN 1234 gracias', L.desconocido('GRACIAS', PAPELETA)],
      ['LLEGUE 30002', L.sinPin],
      ['LLEGUE 30002 APB 3 PIN 1234', L.llegadaDesconocido('APB 3')],
    ];
    for (const [texto, motivo] of casos)
      expect(leerSms(texto, PAPELETA), texto).toEqual({ tipo: 'ilegible', motivo });
  });

  it('una mesa con letras se lee tal cual; con O que pueden ser ceros, de las dos formas', () => {
    expect(leerSms('llegue M1 pin 1234', PAPELETA)).toMatchObject({ mesas: ['M1'] });
    expect(leerSms('llegue 3OOO2 pin 1234', PAPELETA)).toMatchObject({ mesas: ['3OOO2', '30002'] });
    expect(leerSms('llegue O1 pin 1234', PAPELETA)).toMatchObject({ mesas: ['O1', '01'] });
  });
});
