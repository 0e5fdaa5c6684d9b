import { Alert } from '../../../ui/index.js';

/**
 * A failed save: the spec's text (§8) in an in-app alert, with the server's own
 * reason under it when it adds something (e.g. which field was refused).
 */
export function ErrorGuardado({ texto, error }: { texto: string; error: Error | null }) {
  if (!error) return null;
  return (
    <Alert>
      <p className="font-medium">{texto}</p>
      {error.message && error.message !== texto && <p className="mt-1 text-xs opacity-90">{error.message}</p>}
    </Alert>
  );
}
