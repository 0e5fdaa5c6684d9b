// Issue 44: HQ's SMS gateway (its settings, a test SMS, the SMS received) and the number the
// access sheets print.
export { useNumeroSms } from './api/queries.js';
export { SmsScreen } from './sms-screen.js';
