// Publishing the actas as a static public site (issue 46): its screen, and the button a mesa's row offers.
export { PublicacionScreen } from './publicacion-screen.js';
export { RetirarMesaButton } from './retirar-mesa-button.js';
