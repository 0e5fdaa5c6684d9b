/** Dashboard area: the editor Encuestas tab and the panels shared with the admin variant. */
export { EditorEncuestasTab } from './editor-encuestas-tab.js';
export { CumplimientoCard } from './cumplimiento-card.js';
export { TrackingPanel } from './tracking-panel.js';
export { EscuchaSocialPanel } from './escucha-social.js';
