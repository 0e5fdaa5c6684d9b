// The official count: its import and its comparison with ours (issue 29).
export { OficialScreen } from './oficial-screen.js';
