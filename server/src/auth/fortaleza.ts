import { MENSAJES_CUENTA } from '@comando/contract';

/** Scores 0–4 (zxcvbn); below this a password is refused as too guessable. */
const PUNTAJE_MINIMO = 3;

type Estimador = (
  password: string,
  propias: string[],
) => { score: number; warning: string | null; suggestions: string[] };
let estimador: Promise<Estimador> | undefined;

/**
 * zxcvbn-ts with the common-passwords list, keyboard patterns and the Spanish dictionary, its
 * feedback in Spanish. Loaded on the first password change, not at start (the dictionaries
 * are megabytes: issue 17's start-up goal).
 */
function cargar(): Promise<Estimador> {
  estimador ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-es-es'),
  ]).then(([core, common, es]) => {
    const z = new core.ZxcvbnFactory({
      translations: es.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...es.dictionary },
    });
    return (password, propias) => {
      const r = z.check(password, propias);
      return { score: r.score, warning: r.feedback.warning, suggestions: r.feedback.suggestions };
    };
  });
  return estimador;
}

/**
 * Why a new password is refused, in Spanish, or null when it is strong enough. The user's own
 * name, login and e-mail count as guessable words.
 */
export async function motivoDebil(password: string, propias: string[]): Promise<string | null> {
  const r = (await cargar())(password, propias);
  if (r.score >= PUNTAJE_MINIMO) return null;
  const razon = r.warning ?? r.suggestions[0];
  return razon ? `${MENSAJES_CUENTA.nuevaDebil} ${razon}` : MENSAJES_CUENTA.nuevaDebil;
}
