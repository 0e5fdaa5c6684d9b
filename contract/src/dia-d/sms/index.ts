export * from './sms.js';
export * from './textos.js';
