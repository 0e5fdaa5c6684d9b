// The alerts the rules raise on actas (issue 28), and their review.
export { AlertasScreen } from './alertas-screen.js';
