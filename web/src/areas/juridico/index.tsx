import { TITULOS_PANTALLA } from '@comando/contract';
import { ComingSoon } from '../../ui/index.js';

export function JuridicoScreen() {
  return <ComingSoon title={TITULOS_PANTALLA.juridico} />;
}
