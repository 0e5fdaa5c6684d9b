import { TEXTOS_ERROR_APP } from '@comando/contract';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Router fallback: the spec's title with the status or the message. */
export function ErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || TEXTOS_ERROR_APP.noEncontrada}`
    : error instanceof Error
      ? error.message
      : error == null
        ? `404 ${TEXTOS_ERROR_APP.noEncontrada}`
        : JSON.stringify(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8">
      <h1 className="text-2xl font-bold text-coral">{TEXTOS_ERROR_APP.titulo}</h1>
      <p className="text-tenue">{detail}</p>
      <Link to="/" className="text-teal underline">
        {TEXTOS_ERROR_APP.volver}
      </Link>
    </main>
  );
}
