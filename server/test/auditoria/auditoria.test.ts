import {
  CSV_AUDITORIA_CABECERA,
  MENSAJES_AUDITORIA,
  MENSAJES_GENERALES,
  PAGINA_AUDITORIA,
  type PaginaAuditoria,
  type RegistroAuditoria,
  crearAviso,
  eliminarAviso,
  crearVocero,
  editarVocero,
  listarAvisos,
  login,
  logout,
  crearUsuario,
  restablecerUsuario,
  listarAuditoria,
  exportarAuditoriaCsv,
} from '@comando/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { pedir, PREFIJOS } from '../api.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const aviso = { mensaje: 'Reunión con dirigentes en Quillacollo', fecha: '2026-11-25', hora: '18:30' };

describe.each(dialects)('registro de cambios (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login('admin');
    editor = await t.login('editor');
  });
  afterAll(() => t.close());

  /** Every record, oldest first, straight from the table. */
  const todos = async () => {
    const filas = await t.deps.db.selectFrom('auditoria').selectAll().orderBy('seq').execute();
    return filas.map((f) => ({ ...f, detalle: f.detalle ? (JSON.parse(f.detalle) as unknown) : null }));
  };
  const cuantos = async () => (await todos()).length;
  const ultimo = async () => (await todos()).at(-1);
  const pagina = async (query = '') => {
    const res = await pedir(t, listarAuditoria, { query, cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaginaAuditoria>();
  };
  const idDe = async (usuario: string) =>
    (
      await t.deps.db
        .selectFrom('usuarios')
        .select('id')
        .where('usuario', '=', usuario)
        .executeTakeFirstOrThrow()
    ).id;

  it('un alta queda registrada una vez, con quién, cuándo, IP, área, acción y el elemento creado', async () => {
    const antes = await cuantos();
    const res = await pedir(t, crearAviso, { payload: aviso, cookie: editor });
    expect(res.statusCode).toBe(201);
    const creado = res.json<{ id: string }>();
    expect(await cuantos()).toBe(antes + 1);
    expect(await ultimo()).toMatchObject({
      en: t.clock.now().toISOString(),
      usuario_id: await idDe('editor'),
      usuario_nombre: 'Editor',
      ip: '127.0.0.1',
      area: 'avisos',
      accion: 'crear',
      ruta: `${crearAviso.method} ${crearAviso.path}`,
      entidad_id: creado.id,
      detalle: { despues: creado },
    });
  });

  it('una eliminación guarda el elemento borrado, leído antes de borrarlo', async () => {
    const creado = (await pedir(t, crearAviso, { payload: aviso, cookie: editor })).json<{ id: string }>();
    const res = await pedir(t, eliminarAviso, { params: { id: creado.id }, cookie: admin });
    expect(res.statusCode).toBe(204);
    expect(await ultimo()).toMatchObject({
      usuario_nombre: 'Administrador',
      area: 'avisos',
      accion: 'eliminar',
      entidad_id: creado.id,
      detalle: { antes: creado },
    });
  });

  it('una modificación guarda los campos antes → después', async () => {
    const v = (
      await pedir(t, crearVocero, {
        payload: { name: 'Ana Pérez', email: 'ana@x.bo', phone: '7777777' },
        cookie: editor,
      })
    ).json<{ id: string }>();
    const res = await pedir(t, editarVocero, {
      params: { id: v.id },
      payload: { name: 'Ana Pérez Rojas', email: 'ana@x.bo', phone: '7777777' },
      cookie: editor,
    });
    expect(res.statusCode).toBe(200);
    const r = await ultimo();
    expect(r).toMatchObject({ area: 'comunicacion', accion: 'modificar', entidad_id: v.id });
    expect(r?.detalle).toMatchObject({
      antes: { nombre: 'Ana Pérez' },
      despues: { nombre: 'Ana Pérez Rojas' },
      cambios: [{ campo: 'nombre', antes: 'Ana Pérez', despues: 'Ana Pérez Rojas' }],
    });
  });

  it('cada escritura de la tabla de rutas: si falla no registra nada; si se cumple, exactamente un registro con su área y autor', async () => {
    const escrituras = t.app.registeredRoutes.filter(
      (r) => WRITES.has(r.method) && r.url.startsWith(PREFIJOS.api) && !r.public && r.url !== logout.path,
    );
    expect(escrituras.length).toBeGreaterThan(50);
    const adminId = await idDe('admin');
    let exitosas = 0;
    for (const r of escrituras) {
      const antes = await cuantos();
      const res = await t.request({
        method: r.method,
        url: r.url.replace(/:[A-Za-z_]+/g, 'no-existe'),
        cookie: admin,
        payload: {},
      });
      const despues = await todos();
      if (res.statusCode >= 400) {
        expect(despues.length, `${r.method} ${r.url} → ${res.statusCode}`).toBe(antes);
      } else {
        exitosas += 1;
        expect(despues.length, `${r.method} ${r.url}`).toBe(antes + 1);
        expect(despues.at(-1), `${r.method} ${r.url}`).toMatchObject({
          usuario_id: adminId,
          ruta: `${r.method} ${r.url}`,
          area: r.area ?? r.url.split('/')[2],
        });
      }
    }
    // A few writes accept an empty body (a singleton reset); most refuse it.
    expect(exitosas).toBeLessThan(escrituras.length);
  });

  it('un lector rechazado (403) y una sesión ausente (401) no registran nada', async () => {
    const lector = await t.loginComo('lector');
    const antes = await cuantos();
    expect((await pedir(t, crearAviso, { payload: aviso, cookie: lector })).statusCode).toBe(403);
    expect((await pedir(t, crearAviso, { payload: aviso })).statusCode).toBe(401);
    expect(await cuantos()).toBe(antes);
  });

  it('el cambio y su registro van en la misma transacción: si el registro no se puede escribir, el cambio no queda', async () => {
    const avisos = async () => (await pedir(t, listarAvisos, { cookie: editor })).body;
    const antes = await avisos();
    const n = await cuantos();
    if (dialect === 'sqlite') {
      await sql`create trigger auditoria_rota before insert on auditoria begin select raise(abort, 'rota'); end`.execute(
        t.deps.db,
      );
    } else {
      await sql`create function auditoria_rota() returns trigger language plpgsql as $$ begin raise exception 'rota'; end $$`.execute(
        t.deps.db,
      );
      await sql`create trigger auditoria_rota before insert on auditoria for each row execute function auditoria_rota()`.execute(
        t.deps.db,
      );
    }
    try {
      const res = await pedir(t, crearAviso, { payload: aviso, cookie: editor });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: MENSAJES_GENERALES.errorInterno });
    } finally {
      await sql`drop trigger auditoria_rota${sql.raw(dialect === 'postgres' ? ' on auditoria' : '')}`.execute(
        t.deps.db,
      );
    }
    expect(await avisos()).toBe(antes);
    expect(await cuantos()).toBe(n);
    // Afterwards, writes work again (the connection was given back).
    expect((await pedir(t, crearAviso, { payload: aviso, cookie: editor })).statusCode).toBe(201);
  });

  it('registra inicios de sesión (también los fallidos, con el nombre probado) y cierres de sesión', async () => {
    const fallo = await pedir(t, login, { payload: { usuario: 'nadie.aqui', contrasena: 'x' } });
    expect(fallo.statusCode).toBe(401);
    expect(await ultimo()).toMatchObject({
      accion: 'login_fallido',
      usuario_nombre: 'nadie.aqui',
      area: 'auth',
    });
    const cookie = await t.login('editor');
    expect(await ultimo()).toMatchObject({
      accion: 'login',
      usuario_id: await idDe('editor'),
      usuario_nombre: 'Editor',
    });
    expect((await pedir(t, logout, { cookie })).statusCode).toBe(204);
    expect(await ultimo()).toMatchObject({ accion: 'logout', usuario_id: await idDe('editor') });
  });

  it('la administración de usuarios queda registrada sin la contraseña temporal', async () => {
    const res = await pedir(t, crearUsuario, {
      cookie: admin,
      payload: { usuario: 'auditada', nombre: 'Auditada', email: 'a@comando.bo', rol: 'lector' },
    });
    expect(res.statusCode).toBe(201);
    const { id, contrasenaTemporal } = res.json<{ id: string; contrasenaTemporal: string }>();
    const reset = await pedir(t, restablecerUsuario, { params: { id }, cookie: admin });
    expect(reset.statusCode).toBe(200);
    const registros = (await todos()).filter((r) => r.entidad_id === id);
    expect(registros.map((r) => [r.area, r.accion])).toEqual([
      ['usuarios', 'crear'],
      ['usuarios', 'restablecer_contrasena'],
    ]);
    const texto = JSON.stringify(registros);
    expect(texto).not.toContain(contrasenaTemporal);
    expect(texto).not.toContain(reset.json<{ contrasenaTemporal: string }>().contrasenaTemporal);
    expect(registros[0]?.detalle).toMatchObject({
      despues: { contrasenaTemporal: MENSAJES_AUDITORIA.oculto },
    });
  });

  it(`${listarAuditoria.method} ${listarAuditoria.path}: lo más nuevo primero, por páginas con cursor, y filtra por usuario, área, acción y fechas`, async () => {
    const total = await cuantos();
    const primera = await pagina();
    expect(primera.registros.length).toBe(Math.min(PAGINA_AUDITORIA, total));
    const seqs = primera.registros.map((r) => Number(r.id));
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(primera.registros[0]?.id).toBe(String((await ultimo())?.seq));

    // Walk every page: each record exactly once.
    const vistos: RegistroAuditoria[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const p: PaginaAuditoria = await pagina(cursor ? `cursor=${cursor}` : '');
      vistos.push(...p.registros);
      cursor = p.siguiente;
    }
    expect(vistos.length).toBe(total);
    expect(new Set(vistos.map((r) => r.id)).size).toBe(total);

    const editorId = await idDe('editor');
    const delEditor = await pagina(`usuario=${editorId}`);
    expect(delEditor.registros.length).toBeGreaterThan(0);
    expect(delEditor.registros.every((r) => r.usuarioId === editorId)).toBe(true);
    const avisos = await pagina('area=avisos&accion=eliminar');
    expect(avisos.registros.length).toBeGreaterThan(0);
    expect(avisos.registros.every((r) => r.area === 'avisos' && r.accion === 'eliminar')).toBe(true);
    // The test clock says 2026-11-23 11:00 in La Paz.
    expect((await pagina('desde=2026-11-23&hasta=2026-11-23')).registros.length).toBe(
      Math.min(PAGINA_AUDITORIA, total),
    );
    expect((await pagina('desde=2026-11-24')).registros).toEqual([]);
    expect((await pagina('hasta=2026-11-22')).registros).toEqual([]);
  });

  it('filtros inválidos: 400 con el motivo; el editor no ve el registro (403)', async () => {
    const malaFecha = await pedir(t, listarAuditoria, { query: { desde: '23/11/2026' }, cookie: admin });
    expect(malaFecha.statusCode).toBe(400);
    expect(malaFecha.json()).toEqual({ error: MENSAJES_AUDITORIA.fechaInvalida });
    const malCursor = await pedir(t, listarAuditoria, { query: { cursor: 'xyz' }, cookie: admin });
    expect(malCursor.statusCode).toBe(400);
    expect(malCursor.json()).toEqual({ error: MENSAJES_AUDITORIA.cursorInvalido });
    expect((await pedir(t, listarAuditoria, { cookie: editor })).statusCode).toBe(403);
    expect((await pedir(t, exportarAuditoriaCsv, { cookie: editor })).statusCode).toBe(403);
  });

  it('ninguna ruta escribe ni borra el registro: no hay escrituras bajo /api/auditoria', () => {
    const escrituras = t.app.registeredRoutes.filter(
      (r) => WRITES.has(r.method) && r.url.startsWith(listarAuditoria.path),
    );
    expect(escrituras).toEqual([]);
  });

  it('CSV del conjunto filtrado (BOM, «;», sin fórmulas) y la descarga misma queda registrada', async () => {
    // A name tried at login that a spreadsheet would run as a formula.
    await pedir(t, login, { payload: { usuario: '=HYPERLINK("x")', contrasena: 'x' } });
    const res = await pedir(t, exportarAuditoriaCsv, { query: { accion: 'login_fallido' }, cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith(`\uFEFF${CSV_AUDITORIA_CABECERA.join(';')}\r\n`)).toBe(true);
    const lineas = res.body.trim().split('\r\n').slice(1);
    expect(lineas.length).toBe((await todos()).filter((r) => r.accion === 'login_fallido').length);
    expect(lineas[0]).toContain(`;"'=HYPERLINK(""x"")";127.0.0.1;auth;`);
    expect(await ultimo()).toMatchObject({
      accion: 'descargar_csv',
      area: 'auditoria',
      usuario_id: await idDe('admin'),
      detalle: { consulta: { accion: 'login_fallido' } },
    });
  });
});
