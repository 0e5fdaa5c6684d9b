import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** What a bare Fastify answer carries by itself, not helmet's doing. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * helmet's headers for these options, set on every answer. @fastify/helmet rebuilds its
 * middleware (parsing the CSP directives anew) on every request; the headers never change,
 * so they are worked out once here, by asking helmet itself on a throwaway instance, and
 * the hook only copies them.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject('/');
  await probe.close();
  const headers = Object.entries(answer.headers).filter(
    (entry): entry is [string, string] => !NOT_SECURITY.has(entry[0]) && typeof entry[1] === 'string',
  );
  app.addHook('onRequest', (request, reply, done) => {
    const set = request.url.startsWith('/api/') ? API_HEADERS : headers;
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * What an API answer (JSON, a file, a stream) needs, after OWASP's REST cheat sheet: no
 * sniffing, never framed, no loading anything if opened as a page, not readable by another
 * site, no referrer. The document policies of helmet's full set (script and style sources,
 * opener and agent-cluster isolation…) only mean something for the HTML pages, which keep
 * them; on every API answer they were 500 bytes and a dozen header writes (issue 17).
 */
const API_HEADERS: [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
];
