/** Dashboard area: the editor Encuestas tab and the panels shared with the admin variant. */
export { EditorEncuestasTab } from './editor-encuestas-tab.js';
export { ComplianceCard } from './compliance-card.js';
export { TrackingPanel } from './tracking-panel.js';
export { SocialListeningPanel } from './social-listening.js';
