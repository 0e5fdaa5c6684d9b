export * from './impugnaciones.js';
