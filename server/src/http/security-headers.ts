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
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
