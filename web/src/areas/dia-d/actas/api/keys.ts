import { diaDKey } from '../../comun/index.js';

/** The actas' keys: the ballot's parties, the disputes, the transcribers' times. */
export const actasKeys = {
  partidos: () => [...diaDKey, 'partidos'] as const,
  disputas: () => [...diaDKey, 'disputas'] as const,
  transcriptores: () => [...diaDKey, 'transcriptores'] as const,
};

/**
 * The acta being transcribed: not under the area's name, so a live event (another person's
 * save) does not ask for the next acta while this one is being typed.
 */
export const claveTranscripcion = ['transcripcion'] as const;
