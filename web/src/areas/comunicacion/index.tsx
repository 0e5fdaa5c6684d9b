import { TITULOS_PANTALLA } from '@comando/contract';
import { ComingSoon } from '../../ui/index.js';

export function ComunicacionScreen() {
  return <ComingSoon title={TITULOS_PANTALLA.comunicacion} />;
}
