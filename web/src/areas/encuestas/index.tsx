import { TITULOS_PANTALLA } from '@comando/contract';
import { ComingSoon } from '../../ui/index.js';

export function EncuestasScreen() {
  return <ComingSoon title={TITULOS_PANTALLA.encuestas} />;
}
