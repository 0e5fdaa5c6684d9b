export { TerritorialScreen } from './territorial-screen.js';
