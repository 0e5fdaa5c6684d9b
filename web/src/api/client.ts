import {
  CABECERA_ORIGEN,
  fillPath,
  MENSAJES_GENERALES,
  type AnswerOf,
  type BodyOf,
  type ParamsOf,
  type Route,
} from '@comando/contract';
// Types every query's `meta` (the contract route it reads) for the whole app.
import type {} from './query-meta.js';
import { conEleccion } from './eleccion-elegida.js';

/**
 * This tab's id, sent on every write: the server names it as the `origen` of the
 * change event, and this tab skips that event (it already updated its screen).
 */
export const ORIGEN_PESTANA: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2);

/** A failed call: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Called on any 401 so the app can forget the session and go to the login. */
let onUnauthorized: (() => void) | undefined;
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Path params typed from the route: a route with `:id` cannot be called without it. */
type ParamsOption<R extends Route> =
  ParamsOf<R> extends undefined ? { params?: undefined } : { params: ParamsOf<R> };

type CallOptions<R extends Route> = {
  body?: BodyOf<R>;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
} & ParamsOption<R>;

export type CallArgs<R extends Route> =
  ParamsOf<R> extends undefined ? [options?: CallOptions<R>] : [options: CallOptions<R>];

async function send(method: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { method, credentials: 'same-origin', ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MENSAJES_GENERALES.sinConexion);
  }
}

async function readAnswer<T>(response: Response): Promise<T> {
  if (response.status === 401 && onUnauthorized) onUnauthorized();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  const data: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : MENSAJES_GENERALES.errorInterno;
    throw new ApiError(response.status, message);
  }
  return data as T;
}

function withQuery(path: string, query?: Record<string, string | undefined>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Calls a contract route; the answer is typed by the contract. Components never fetch directly. */
export function call<R extends Route>(route: R, ...args: CallArgs<R>): Promise<AnswerOf<R>> {
  return callSinEsquemas<R>(route, ...args);
}

/**
 * The same call with only the route's method and path at run time, typed by the route named
 * as `R`: the session's calls use it, so the login page's chunk does not carry the schemas
 * (nor zod) that the contract's route objects hold (issue 17).
 */
export async function callSinEsquemas<R extends Route>(
  route: Pick<R, 'method' | 'path'>,
  ...args: CallArgs<R>
): Promise<AnswerOf<R>> {
  const options = (args[0] ?? {}) as {
    body?: unknown;
    params?: Record<string, string>;
    query?: Record<string, string | undefined>;
    signal?: AbortSignal;
  };
  const url = conEleccion(withQuery(fillPath(route.path, options.params), options.query));
  const init: RequestInit = { signal: options.signal };
  if (route.method !== 'GET') {
    const headers: Record<string, string> = { [CABECERA_ORIGEN]: ORIGEN_PESTANA };
    // A bodiless write (DELETE, logout) sends no content type, as the spec's calls do.
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    init.headers = headers;
  }
  return readAnswer<AnswerOf<R>>(await send(route.method, url, init));
}

/** Sends a multipart form (uploads). The browser sets the boundary. */
export async function upload<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  signal?: AbortSignal,
): Promise<T> {
  return readAnswer<T>(
    await send(method, conEleccion(path), {
      body: form,
      signal,
      headers: { [CABECERA_ORIGEN]: ORIGEN_PESTANA },
    }),
  );
}

/** URL of a stored file for the viewer (`inline`) or a download link. */
export function fileUrl(path: string, download = false): string {
  const url = conEleccion(path);
  return download ? `${url}${url.includes('?') ? '&' : '?'}descargar=1` : url;
}

/** Sends a text body of a declared type (a CSV as `text/csv`, which needs a CORS preflight like JSON). */
export async function sendText<T>(
  path: string,
  text: string,
  type: string,
  query?: Record<string, string>,
): Promise<T> {
  return readAnswer<T>(
    await send('POST', conEleccion(withQuery(path, query)), {
      body: text,
      headers: { 'Content-Type': type },
    }),
  );
}

/**
 * A multipart upload that reports the share of bytes sent (0 to 1): fetch cannot, so this one
 * goes through XMLHttpRequest, with the same answer and errors as `upload`.
 */
export function uploadConProgreso<T>(
  path: string,
  form: FormData,
  onProgreso: (parte: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', conEleccion(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader(CABECERA_ORIGEN, ORIGEN_PESTANA);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgreso(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, MENSAJES_GENERALES.sinConexion));
    xhr.onload = () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
      });
      readAnswer<T>(response).then(resolve, reject);
    };
    xhr.send(form);
  });
}
