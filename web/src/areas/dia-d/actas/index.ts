// Actas: the ballot, transcription and its disputes, and the photo viewer every list opens.
export { actasKeys } from './api/keys.js';
export { usePartidos } from './api/queries.js';
export { colorPartido, CuadroColor, textoFiguras } from './figuras-acta.js';
export { PapeletaCard } from './papeleta-card.js';
export { VerFotoButton } from './ver-foto-button.js';
export { VerificarScreen } from './verificar-screen.js';
