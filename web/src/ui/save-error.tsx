import { Alert } from './alert.js';

/**
 * A failed save: the spec's text in an in-app alert, with the server's own reason
 * under it when it adds something (which field was refused, no connection…).
 */
export function SaveError({ text, error }: { text: string; error: Error | string | null | undefined }) {
  if (!error) return null;
  const reason = typeof error === 'string' ? error : error.message;
  return (
    <Alert>
      <p className="font-medium">{text}</p>
      {reason && reason !== text && <p className="mt-1 text-xs opacity-90">{reason}</p>}
    </Alert>
  );
}
