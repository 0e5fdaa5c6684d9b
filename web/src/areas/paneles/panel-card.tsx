import { TITULOS_PANELES, type IdPanel, type PanelesDashboard } from '@comando/contract';
import type { ReactNode } from 'react';
import { Card } from '../../ui/index.js';
import { PanelEditButton } from './panel-edit-button.js';

/** A panel of the admin tab: its title, its figures and (for an admin) the edit button. */
export function PanelCard<K extends IdPanel>({
  panel,
  paneles,
  editable,
  subtitle,
  className,
  children,
}: {
  panel: K;
  paneles: PanelesDashboard;
  editable: boolean;
  subtitle?: ReactNode;
  className?: string;
  children: (datos: PanelesDashboard[K]) => ReactNode;
}) {
  const datos = paneles[panel];
  return (
    <Card
      title={TITULOS_PANELES[panel]}
      subtitle={subtitle}
      className={className}
      aria-label={TITULOS_PANELES[panel]}
      actions={editable ? <PanelEditButton panel={panel} datos={datos} /> : undefined}
    >
      {children(datos)}
    </Card>
  );
}
