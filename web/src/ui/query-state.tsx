import { TEXTOS_COMUNES } from '@comando/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from './alert.js';
import { Button } from './button.js';
import { Spinner } from './spinner.js';

/**
 * Loading, error (readable, with a retry) and ready states of one query, so no
 * screen shows invented numbers while the server has not answered.
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
  if (query.isError) {
    return (
      <Alert>
        <span>{query.error.message || TEXTOS_COMUNES.errorCarga}</span>{' '}
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {TEXTOS_COMUNES.reintentar}
        </Button>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
