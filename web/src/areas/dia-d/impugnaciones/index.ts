// An acta's evidence and its challenge (impugnación) as a legal file (issue 29).
export { EvidenciaActa } from './evidencia-acta.js';
