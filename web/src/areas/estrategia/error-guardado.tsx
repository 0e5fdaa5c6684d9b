import { Alert } from '../../ui/index.js';

/** The spec's failed-save text, with the server's reason under it when it says more. */
export function ErrorGuardado({ texto, error }: { texto: string; error: Error | null }) {
  if (!error) return null;
  return (
    <Alert>
      <p className="font-medium">{texto}</p>
      {error.message && error.message !== texto && <p className="text-xs">{error.message}</p>}
    </Alert>
  );
}
