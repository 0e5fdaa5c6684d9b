import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ClickableCard, QueryState } from '../../ui/index.js';

/**
 * One card of the screen: its heading, a loading state until the server answers (never
 * invented numbers), then the whole card opens its dialog (spec areas.md §2: "each card
 * opens a dialog when clicked").
 */
export function ComunicacionCard<T>({
  titulo,
  query,
  resumen,
  onAbrir,
  icono,
  className,
  children,
}: {
  titulo: string;
  query: UseQueryResult<T>;
  /** Accessible summary of the figures ("3 notas"). */
  resumen: (data: T) => string;
  onAbrir: () => void;
  icono?: ReactNode;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <ClickableCard
      aria-label={titulo}
      className={className}
      title={
        <span className="flex items-center gap-2">
          {icono}
          {titulo}
        </span>
      }
      onOpen={query.data === undefined ? undefined : onAbrir}
      openLabel={query.data === undefined ? undefined : `${titulo}: ${resumen(query.data)}`}
    >
      <QueryState query={query}>
        {(data) => <div className="flex flex-1 flex-col gap-2">{children(data)}</div>}
      </QueryState>
    </ClickableCard>
  );
}
