import type { SessionUser } from '../../auth/sessions.js';
import { claveTerreno, terrenoDe } from './terreno.js';

/**
 * The answers every HQ screen of Día D reads again after each burst of actas (the count, the
 * list of actas, the ballot, the quick count) are computed at most this often, per ground (or
 * once for everyone, when the answer is the same for every ground), and shared by all their
 * readers with an ETag (issue 30: 200 screens on the count at the close). A read waits for a
 * computation that started after it arrived, so this is most of how far behind a screen is
 * during a burst: at 1 s the figure was up to 2,1–2,3 s behind, at 500 ms 1,7 s
 * (`npm run bench actas`, issue 30's goal ≤ 2 s).
 */
export const CONTEO_CADA_MS = 500;

/** Shared by the readers of one ground (HandleOptions.shared). */
export const POR_TERRENO = {
  key: (user: SessionUser) => claveTerreno(terrenoDe(user)),
  everyMs: CONTEO_CADA_MS,
};

/** Shared by every reader: the same answer for every ground. */
export const PARA_TODOS = { key: () => 'todos', everyMs: CONTEO_CADA_MS };
