import { isContractMessage, MENSAJES_GENERALES } from '@comando/contract';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** Thrown by handlers; the central handler answers `{ error }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string = MENSAJES_GENERALES.noEncontrado) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

/** A request that failed its contract schema. */
export class ContractValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super(issues[0]?.message ?? MENSAJES_GENERALES.entradaInvalida);
  }
}

/** The contract's own texts go out as they are; zod's generic ones name the field. */
export function messageOf(issues: z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (!issue) return MENSAJES_GENERALES.entradaInvalida;
  if (isContractMessage(issue.message)) return issue.message;
  const field = issue.path.map(String).join('.');
  return field ? `Campo «${field}»: ${issue.message}` : issue.message;
}

const codeMessages: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MENSAJES_GENERALES.jsonInvalido],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MENSAJES_GENERALES.cuerpoRequerido],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MENSAJES_GENERALES.demasiadoGrande],
  FST_REQ_FILE_TOO_LARGE: [413, MENSAJES_GENERALES.archivoDemasiadoGrande],
  FST_FILES_LIMIT: [413, MENSAJES_GENERALES.demasiadoGrande],
  FST_PARTS_LIMIT: [413, MENSAJES_GENERALES.demasiadoGrande],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, MENSAJES_GENERALES.archivoRequerido],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MENSAJES_GENERALES.solicitudRechazada],
};

/**
 * Error codes of a database that cannot be reached right now (issue 30): connection refused or
 * cut (a restart), PostgreSQL shutting down or starting (57P0x), connection failures (08xxx),
 * too many connections (53300), and (by prefix, below) SQLite's lock not released in time:
 * SQLITE_BUSY and its extended codes, SQLITE_BUSY_SNAPSHOT among them. The request changed nothing
 * (its transaction never committed): 503, and the client may send it again.
 */
const BASE_NO_DISPONIBLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
/** The pg driver's own words when a connection is lost or cannot be had in time. */
const BASE_NO_DISPONIBLE_TEXTO =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/;
/** No room to write: SQLite's file, a blob on disk, PostgreSQL's disk (53100). */
const DISCO_LLENO = new Set(['SQLITE_FULL', 'ENOSPC', '53100']);

/** The fault behind an error, also when it is wrapped as another error's cause. */
export function fallaDeInfraestructura(error: unknown): 'base' | 'disco' | undefined {
  for (let e = error, n = 0; e instanceof Error && n < 5; e = e.cause, n++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DISCO_LLENO.has(code)) return 'disco';
    if (typeof code === 'string' && (BASE_NO_DISPONIBLE.has(code) || code.startsWith('SQLITE_BUSY')))
      return 'base';
    if (BASE_NO_DISPONIBLE_TEXTO.test(e.message)) return 'base';
  }
  return undefined;
}

/**
 * The status and Spanish message an error is answered with (logged where it is the server's):
 * the central handler's, and a handler that writes its own answer (a resumable upload's).
 */
export function respuestaDeError(
  error: FastifyError | HttpError | ContractValidationError,
  log: FastifyBaseLogger,
): [number, string] {
  if (error instanceof ContractValidationError) return [400, messageOf(error.issues)];
  if (error instanceof HttpError) return [error.statusCode, error.message];
  const known = 'code' in error && error.code ? codeMessages[error.code] : undefined;
  if (known) return known;
  if (error.statusCode === 429) return [429, MENSAJES_GENERALES.demasiadasSolicitudes];
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    log.info({ err: error }, 'solicitud rechazada');
    return [error.statusCode, MENSAJES_GENERALES.entradaInvalida];
  }
  const falla = fallaDeInfraestructura(error);
  if (falla) {
    log.error({ err: error }, falla === 'disco' ? 'disco lleno' : 'base de datos no disponible');
    return falla === 'disco'
      ? [507, MENSAJES_GENERALES.discoLleno]
      : [503, MENSAJES_GENERALES.baseDeDatosNoDisponible];
  }
  // The stack stays in the log; the user gets a generic Spanish text.
  log.error({ err: error }, 'error no controlado');
  return [500, MENSAJES_GENERALES.errorInterno];
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ContractValidationError, request, reply) => {
    const [status, mensaje] = respuestaDeError(error, request.log);
    return reply.status(status).send({ error: mensaje });
  });
}
