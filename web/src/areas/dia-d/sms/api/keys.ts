import { diaDKey } from '../../comun/index.js';

/** Issue 44, the SMS gateway: under Día D's name, so an SMS arriving refreshes the list live. */
export const smsKeys = {
  ajustes: () => [...diaDKey, 'sms', 'ajustes'] as const,
  numero: () => [...diaDKey, 'sms', 'numero'] as const,
  lista: () => [...diaDKey, 'sms', 'lista'] as const,
};
