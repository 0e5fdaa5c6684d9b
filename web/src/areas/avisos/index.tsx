import { ComingSoon } from '../../ui/index.js';

export function AvisosTab() {
  return <ComingSoon title="Avisos Cochabamba" />;
}
