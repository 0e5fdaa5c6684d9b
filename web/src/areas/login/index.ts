export { LoginScreen } from './login-screen.js';
