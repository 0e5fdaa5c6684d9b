import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.js';

/** Title block of a screen: one h1 per page. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-texto">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-tenue">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

/** A screen the user's role may not open: its title and why, without asking the server anything. */
export function PantallaVedada({
  title,
  subtitle,
  motivo,
}: {
  title: string;
  subtitle?: ReactNode;
  motivo: string;
}) {
  return (
    <div>
      <PageHeader title={title} subtitle={subtitle} />
      <EmptyState title={motivo} />
    </div>
  );
}
