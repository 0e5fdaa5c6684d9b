import type { DetalleAuditoria } from '@comando/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { inRequestTransaction } from '../db/request-transaction.js';
import { registrar } from './registro.js';

/** Actions that the method alone does not name, by route. */
const ACCIONES: Record<string, string> = {
  'POST /api/auth/logout': 'logout',
  'POST /api/auth/contrasena': 'cambiar_contrasena',
  'DELETE /api/auth/sesiones/:id': 'cerrar_sesion',
  'POST /api/auth/2fa/inicio': 'iniciar_2fa',
  'POST /api/auth/2fa/activar': 'activar_2fa',
  'POST /api/auth/2fa/desactivar': 'desactivar_2fa',
  'POST /api/usuarios/:id/restablecer': 'restablecer_contrasena',
  'PUT /api/ajustes': 'ajuste',
  // Issue 44: an acta's photo, whole, attached to its figures (by its last piece, or by the HEAD
  // that finds it whole after a failure).
  'PATCH /api/delegado/acta/foto/:id': 'adjuntar_foto',
  'HEAD /api/delegado/acta/foto/:id': 'adjuntar_foto',
};
const POR_METODO: Record<string, string> = {
  POST: 'crear',
  PUT: 'modificar',
  PATCH: 'modificar',
  DELETE: 'eliminar',
};

function accionDe(method: string, url: string): string {
  return (
    ACCIONES[`${method} ${url}`] ?? (url.endsWith('/importar') ? 'importar' : (POR_METODO[method] ?? method))
  );
}

/** The area a route belongs to: the registry's name when the route declares it, else its first segment. */
function areaDe(request: FastifyRequest): string {
  const declared = request.routeOptions.config.area;
  if (declared) return declared;
  const segment = (request.routeOptions.url ?? '').split('/')[2] ?? '';
  return segment.replace(/\.csv$/, '');
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Follows the rest of a path into a GET answer: `defensores/:id` = the list's item with that id. */
function navegar(value: unknown, segments: string[], params: Record<string, string>): unknown {
  let current = value;
  for (const segment of segments) {
    if (current === undefined) return undefined;
    if (segment.startsWith(':')) {
      const name = segment.slice(1);
      const wanted = params[name];
      const lists = Array.isArray(current)
        ? [current]
        : isObject(current)
          ? Object.values(current).filter(Array.isArray)
          : [];
      current = lists
        .flat()
        .find(
          (item) => isObject(item) && (item[name] === wanted || item.id === wanted || item.codigo === wanted),
        );
    } else {
      current = isObject(current) ? current[segment] : undefined;
    }
  }
  return current;
}

function cambiosEntre(antes: unknown, despues: unknown): DetalleAuditoria['cambios'] {
  if (!isObject(antes) || !isObject(despues)) return undefined;
  const campos = [...new Set([...Object.keys(antes), ...Object.keys(despues)])];
  return campos
    .filter((c) => JSON.stringify(antes[c]) !== JSON.stringify(despues[c]))
    .map((campo) => ({ campo, antes: antes[campo], despues: despues[campo] }));
}

/**
 * Records every write of the route table (and every CSV download). The item before an
 * update or a delete is read through the API's own GET routes — the route itself, or the
 * nearest one above it, followed down to the item — inside the write's transaction, so it
 * is exactly what the write changed; no area has to describe its data twice.
 */
export function installAuditoria(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  /** GET routes with a JSON answer (files and streams are never read for a snapshot). */
  const jsonGets = new Set<string>();
  app.addHook('onRoute', (r) => {
    const methods = [r.method].flat();
    const schema = r.schema;
    if (methods.includes('GET') && schema?.response && !r.url.endsWith('.csv')) jsonGets.add(r.url);
  });

  async function leer(request: FastifyRequest, url: string): Promise<unknown> {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { cookie: request.headers.cookie ?? '' },
    });
    if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('application/json')) {
      return undefined;
    }
    return res.json();
  }

  /** The item a route points at, through the nearest GET route at or above it. */
  async function instantanea(request: FastifyRequest): Promise<unknown> {
    const template = (request.routeOptions.url ?? '').split('/');
    const actual = (request.url.split('?')[0] ?? '').split('/');
    if (template.length !== actual.length) return undefined;
    const params = request.params as Record<string, string>;
    for (let n = template.length; n > 2; n -= 1) {
      if (!jsonGets.has(template.slice(0, n).join('/'))) continue;
      const answer = await leer(request, actual.slice(0, n).join('/'));
      return navegar(answer, template.slice(n), params);
    }
    return undefined;
  }

  app.decorate('auditoria', {
    async escritura<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>): Promise<T> {
      return inRequestTransaction(db, async () => {
        const actualiza = request.method !== 'POST';
        const antes = actualiza ? await instantanea(request) : undefined;
        const result = await run();
        const answer = result === reply || result === undefined ? undefined : (result as unknown);
        const despues =
          request.method === 'DELETE'
            ? undefined
            : (answer ?? (actualiza ? await instantanea(request) : undefined));
        const params = (request.params ?? {}) as Record<string, string>;
        const entidadId =
          params.id ??
          Object.values(params).at(-1) ??
          (isObject(answer) && typeof answer.id === 'string' ? answer.id : null);
        const detalle: DetalleAuditoria = {};
        if (antes !== undefined) detalle.antes = antes;
        if (despues !== undefined) detalle.despues = despues;
        const cambios = cambiosEntre(antes, despues);
        if (cambios) detalle.cambios = cambios;
        const url = request.routeOptions.url ?? '';
        const user = request.user;
        await registrar(db, clock, {
          usuarioId: user?.id ?? null,
          usuarioNombre: user?.name ?? '',
          ambito: user,
          ip: request.ip,
          area: areaDe(request),
          accion: accionDe(request.method, url),
          ruta: `${request.method} ${url}`,
          entidadId,
          detalle,
        });
        return result;
      });
    },

    /** A CSV download: who took which data, with the filters used. */
    async descarga(request: FastifyRequest): Promise<void> {
      const consulta = Object.fromEntries(
        Object.entries((request.query ?? {}) as Record<string, unknown>).filter(
          (e): e is [string, string] => typeof e[1] === 'string',
        ),
      );
      const url = request.routeOptions.url ?? '';
      await registrar(db, clock, {
        usuarioId: request.user?.id ?? null,
        usuarioNombre: request.user?.name ?? '',
        ambito: request.user,
        ip: request.ip,
        area: areaDe(request),
        accion: 'descargar_csv',
        ruta: `GET ${url}`,
        detalle: Object.keys(consulta).length > 0 ? { consulta } : null,
      });
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    auditoria: {
      escritura<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>): Promise<T>;
      descarga(request: FastifyRequest): Promise<void>;
    };
  }
}
