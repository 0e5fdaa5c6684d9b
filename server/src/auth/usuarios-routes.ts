import { randomUUID } from 'node:crypto';
import {
  AMBITO_NACIONAL,
  cambiarUsuario,
  crearUsuario,
  esRegionTerritorial,
  leerTerrenoDepartamento,
  listarUsuarios,
  MENSAJES_AMBITO,
  MENSAJES_TERRITORIAL,
  MENSAJES_USUARIOS,
  nombreDepartamento,
  restablecerUsuario,
  type Ambito,
} from '@comando/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { handle } from '../http/routing.js';
import { ambitoDeFila } from './ambito.js';
import { desactivar } from './dos-pasos.js';
import { generatePassword, hashPassword } from './passwords.js';
import * as q from './usuarios-queries.js';

/** The columns of a scope, checked against the rules and the Día D registry (400 otherwise). */
async function columnasAmbito(db: Kysely<DB>, rol: string, ambito: Ambito) {
  if (ambito.nivel === 'nacional') {
    return { ambito: JSON.stringify(AMBITO_NACIONAL), ambito_departamento: null, ambito_nombre: '' };
  }
  // An admin reaches users, settings and the audit trail: there is no local admin.
  if (rol === 'admin') throw badRequest(MENSAJES_AMBITO.adminNacional);
  if (ambito.nivel === 'departamento') {
    return {
      ambito: JSON.stringify(ambito),
      ambito_departamento: ambito.departamento,
      ambito_nombre: nombreDepartamento(ambito.departamento),
    };
  }
  if (await q.registroVacio(db)) throw badRequest(MENSAJES_AMBITO.registroVacio);
  if (ambito.nivel === 'municipio') {
    const municipio = await q.municipioDelRegistro(db, ambito.departamento, ambito.municipio);
    if (municipio === undefined) throw badRequest(MENSAJES_AMBITO.municipioNoExiste);
    return {
      ambito: JSON.stringify({ ...ambito, municipio }),
      ambito_departamento: ambito.departamento,
      ambito_nombre: `${municipio} (${nombreDepartamento(ambito.departamento)})`,
    };
  }
  const recinto = await q.recintoDelRegistro(db, ambito.recinto);
  if (!recinto) throw badRequest(MENSAJES_AMBITO.recintoNoExiste);
  return {
    ambito: JSON.stringify({ nivel: 'recinto', recinto: recinto.codigo }),
    ambito_departamento: recinto.departamento,
    ambito_nombre: `${recinto.nombre} (${recinto.municipio})`,
  };
}

/** Staff accounts (issue 16): admin only, declared so in the contract. */
export function usuariosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  handle(app, listarUsuarios, async () => q.listarCuentas(db));

  handle(
    app,
    crearUsuario,
    async ({ body }) => {
      if (await q.usuarioExiste(db, body.usuario))
        throw new HttpError(409, MENSAJES_USUARIOS.usuarioRepetido);
      const ambito = await columnasAmbito(db, body.rol, body.ambito ?? AMBITO_NACIONAL);
      // Shown once to the admin; only its hash is kept.
      const contrasenaTemporal = generatePassword();
      const fila = {
        id: randomUUID(),
        usuario: body.usuario,
        nombre: body.nombre,
        email: body.email,
        rol: body.rol,
        hash: await hashPassword(contrasenaTemporal),
        creado_en: clock.now().toISOString(),
        // The user chooses a password of their own at first login.
        cambiar_contrasena: 1,
        ...ambito,
      };
      await q.insertarCuenta(db, fila);
      return { ...q.cuenta({ ...fila, activo: 1, ultimo_acceso: null, totp_activo: 0 }), contrasenaTemporal };
    },
    { status: 201 },
  );

  handle(app, cambiarUsuario, async ({ params, body }) => {
    const actual = await q.obtenerCuenta(db, params.id);
    if (!actual) throw notFound(MENSAJES_USUARIOS.usuarioNoEncontrado);
    const dejaDeSerAdmin =
      actual.rol === 'admin' &&
      actual.activo === 1 &&
      (body.activo === false || (body.rol && body.rol !== 'admin'));
    if (dejaDeSerAdmin && (await q.adminsActivos(db)) <= 1) {
      throw new HttpError(409, MENSAJES_USUARIOS.ultimoAdmin);
    }
    const rol = body.rol ?? actual.rol;
    // A scoped editor made admin must be made national in the same change.
    const ambito =
      body.ambito !== undefined || (rol === 'admin' && actual.rol !== 'admin')
        ? await columnasAmbito(db, rol, body.ambito ?? ambitoDeFila(actual).ambito)
        : {};
    const cambios = {
      ...(body.rol ? { rol: body.rol } : {}),
      ...(body.activo !== undefined ? { activo: body.activo ? 1 : 0 } : {}),
      ...ambito,
    };
    await q.actualizarCuenta(db, params.id, cambios);
    // Deactivation ends every session of the user at once.
    if (body.activo === false) await q.cerrarSesiones(db, params.id);
    return q.cuenta({ ...actual, ...cambios });
  });

  handle(app, restablecerUsuario, async ({ params }) => {
    const contrasenaTemporal = generatePassword();
    const hash = await hashPassword(contrasenaTemporal);
    const n = await q.actualizarCuenta(db, params.id, { hash, cambiar_contrasena: 1 });
    if (n === 0) throw notFound(MENSAJES_USUARIOS.usuarioNoEncontrado);
    await q.cerrarSesiones(db, params.id);
    // A reset is the way back in for someone who lost their phone: they enrol again.
    await desactivar(db, params.id);
    return { contrasenaTemporal };
  });

  handle(app, leerTerrenoDepartamento, async ({ params }) => {
    if (!esRegionTerritorial(params.departamento)) throw notFound(MENSAJES_TERRITORIAL.regionNoEncontrada);
    return q.terrenoDe(db, params.departamento);
  });
}
