import { ComingSoon } from '../../ui/index.js';

export function AdversariosTab() {
  return <ComingSoon title="Adversarios" />;
}
