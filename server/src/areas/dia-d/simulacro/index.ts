/**
 * Día D's rehearsal (issue 30): in rehearsal mode (SIMULACRO=1) an admin wipes in one step what
 * the rehearsal wrote; the registry, the ballot and the quick count's sample stay.
 */
export { simulacroRoutes } from './routes.js';
