import { TEXTOS_COMUNES } from '@comando/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.js';
import { cn } from './cn.js';
import { Spinner } from './spinner.js';

/**
 * Loading, error and ready states of one panel's query, so no screen shows invented numbers,
 * spins forever or shows an empty table when the server has not answered:
 * - nothing known yet: the panel's loading text;
 * - the read failed and nothing is known: a Spanish error (the contract's words and the
 *   server's reason) with `Reintentar`;
 * - the read failed but figures kept in this browser are known: those figures, marked as
 *   not current, with `Reintentar`.
 */
export function QueryState<T>({
  query,
  loadingText = TEXTOS_COMUNES.cargando,
  children,
}: {
  query: UseQueryResult<T>;
  loadingText?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner text={loadingText} />;
  if (query.isError && query.data === undefined) {
    return (
      <PanelError
        reason={query.error.message}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      {query.isError && <DatosNoActuales retrying={query.isFetching} onRetry={() => void query.refetch()} />}
      {children(query.data as T)}
    </>
  );
}

/** A panel whose data could not be read: what happened, in Spanish, and a way to try again. */
export function PanelError({
  reason,
  onRetry,
  retrying = false,
}: {
  reason?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-lg border border-coral/60 bg-coral/10 p-3 text-sm"
    >
      <p className="font-medium text-coral">{TEXTOS_COMUNES.errorCarga}</p>
      {reason && reason !== TEXTOS_COMUNES.errorCarga && <p className="text-texto">{reason}</p>}
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

/** Figures from this browser's cache shown while the server cannot be reached. */
export function DatosNoActuales({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div
      role="status"
      className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-aviso/60 bg-aviso/10 px-3 py-2 text-xs text-aviso"
    >
      <p>{TEXTOS_COMUNES.datosNoActuales}</p>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

function RetryButton({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Button size="sm" variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
      <RefreshCw aria-hidden="true" size={14} className={cn(retrying && 'animate-spin')} />
      {TEXTOS_COMUNES.reintentar}
    </Button>
  );
}
