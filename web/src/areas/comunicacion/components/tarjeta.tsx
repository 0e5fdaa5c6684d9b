import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, cn, QueryState } from '../../../ui/index.js';

/**
 * One card of the screen: its heading, a loading state until the server answers
 * (never invented numbers), then a button covering the figures that opens the card's dialog.
 */
export function Tarjeta<T>({
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
    <Card
      title={
        <span className="flex items-center gap-2">
          {icono}
          {titulo}
        </span>
      }
      aria-label={titulo}
      className={cn('flex flex-col', className)}
    >
      <QueryState query={query}>
        {(data) => (
          <button
            type="button"
            onClick={onAbrir}
            aria-label={`${titulo}: ${resumen(data)}`}
            className="-m-2 flex flex-1 flex-col gap-2 rounded-lg p-2 text-left transition-colors hover:bg-panel-2 focus-visible:outline-2 focus-visible:outline-teal"
          >
            {children(data)}
          </button>
        )}
      </QueryState>
    </Card>
  );
}
