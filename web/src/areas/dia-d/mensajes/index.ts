// Messages from HQ to the delegates' phones, with their read receipts.
export { MensajesScreen } from './mensajes-screen.js';
