/**
 * Día D's SMS (issue 44, point 6): where there is no data, a delegate (or recinto chief) texts
 * the acta or their arrival to HQ's Android phone running SMS Gateway for Android, which posts it
 * to the signed webhook here; it is read, checked as the phone page's reports are and answered
 * by SMS. An admin sets the gateway up and follows every SMS received.
 */
export { smsMigrations } from './migrations.js';
export { smsRoutes } from './routes.js';
export type { SmsTables } from './tables.js';
