import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { gunzipSync } from 'node:zlib';
import type { Aviso, UsuarioSesion } from '@comando/contract';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AJUSTE_EXIGIR_2FA } from '../../src/auth/sessions.js';
import { connect, sentenciasDe, type Database_ } from '../../src/db/connect.js';
import { inRequestTransaction } from '../../src/db/request-transaction.js';
import { fallaDeInfraestructura } from '../../src/http/errors.js';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import {
  listarAvisos,
  crearAviso,
  eliminarAviso,
  me as rutaMe,
  listarUsuarios,
  cambiarUsuario,
  guardarAjustes,
  logout,
} from '@comando/contract';
import { pedir } from '../api.js';

const aviso = (i: number) => ({
  mensaje: `Reunión número ${i} con dirigentes vecinales en Quillacollo`,
  fecha: '2026-11-25',
  hora: '18:30',
});

// Reused answers and sessions (server/src/performance/answer-cache.ts, auth/sessions.ts) must never
// show stale data: not after a write through the app, nor after one by another process.
describe.each(dialects)('respuestas y sesiones reutilizadas (%s)', (dialect) => {
  let t: TestApp;
  let editor: string;
  const listar = async () => {
    const res = await pedir(t, listarAvisos, { cookie: editor });
    expect(res.statusCode).toBe(200);
    return res.json<Aviso[]>();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await t.login('editor');
  });
  afterAll(() => t.close());

  it('una lista leída dos veces refleja al instante una escritura y un borrado por la API', async () => {
    expect(await listar()).toEqual(await listar());
    const creado = await pedir(t, crearAviso, { payload: aviso(0), cookie: editor });
    expect((await listar()).map((a) => a.id)).toContain(creado.json<Aviso>().id);
    await pedir(t, eliminarAviso, { params: { id: creado.json<Aviso>().id }, cookie: editor });
    expect((await listar()).map((a) => a.id)).not.toContain(creado.json<Aviso>().id);
  });

  it('con la sesión ya leída, cada cambio hecho por la app vale en la solicitud siguiente', async () => {
    const admin = await t.login('admin');
    const propia = await t.loginComo('editor', 'editora-dos');
    const me = (cookie: string) => pedir(t, rutaMe, { cookie });
    const usuarios = (await pedir(t, listarUsuarios, { cookie: admin })).json<
      { id: string; usuario: string }[]
    >();
    const id = usuarios.find((u) => u.usuario === 'editora-dos')?.id ?? '';
    const cambiar = (body: object) =>
      pedir(t, cambiarUsuario, { params: { id }, payload: body, cookie: admin });
    for (const cookie of [admin, propia, admin, propia]) expect((await me(cookie)).statusCode).toBe(200);

    expect((await cambiar({ rol: 'lector' })).statusCode).toBe(200);
    expect((await me(propia)).json<UsuarioSesion>().role).toBe('lector');
    expect((await cambiar({ ambito: { nivel: 'departamento', departamento: 'oruro' } })).statusCode).toBe(
      200,
    );
    expect((await me(propia)).json<UsuarioSesion>().ambito).toEqual({
      nivel: 'departamento',
      departamento: 'oruro',
    });
    expect((await cambiar({ activo: false })).statusCode).toBe(200);
    expect((await me(propia)).statusCode).toBe(401);
    expect((await cambiar({ activo: true, rol: 'editor', ambito: { nivel: 'nacional' } })).statusCode).toBe(
      200,
    );
    // Requiring two-factor verification of the admins: only an admin who has it may turn it on.
    await t.deps.db.updateTable('usuarios').set({ totp_activo: 1 }).where('usuario', '=', 'admin').execute();
    const otroAdmin = await t.loginComo('admin', 'admin-dos');
    expect((await me(otroAdmin)).json<UsuarioSesion>().configurar2fa).toBe(false);
    const exigir = await pedir(t, guardarAjustes, { payload: { exigir2faAdmins: true }, cookie: admin });
    expect(exigir.statusCode).toBe(200);
    expect((await me(otroAdmin)).json<UsuarioSesion>().configurar2fa).toBe(true);
    await t.deps.db.deleteFrom('ajustes').where('clave', '=', AJUSTE_EXIGIR_2FA).execute();
    await t.deps.db.updateTable('usuarios').set({ totp_activo: 0 }).where('usuario', '=', 'admin').execute();
    expect((await pedir(t, logout, { cookie: admin })).statusCode).toBeLessThan(300);
    expect((await me(admin)).statusCode).toBe(401);
  });

  it('una lista grande viaja comprimida con gzip, idéntica a la versión sin comprimir, también al repetirse', async () => {
    for (let i = 1; i <= 30; i++) {
      await pedir(t, crearAviso, { payload: aviso(i), cookie: editor });
    }
    const plano = await pedir(t, listarAvisos, { cookie: editor });
    expect(plano.headers['content-encoding']).toBeUndefined();
    for (let vez = 0; vez < 2; vez++) {
      const res = await pedir(t, listarAvisos, {
        cookie: editor,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plano.body);
    }
  });
});

// Only SQLite lets another process write the same data behind the app's back (PostgreSQL
// answers are never reused, see db/connect.ts dataVersion).
describe('otro proceso escribe en el mismo archivo SQLite', () => {
  let t: TestApp;
  let otro: Database_;
  let archivo: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    editor = await t.login('editor');
    const { rows } = await sql<{
      file: string;
    }>`select file from pragma_database_list where name = 'main'`.execute(t.deps.db);
    archivo = rows[0]?.file ?? '';
    otro = connect({ file: archivo });
  });
  afterAll(async () => {
    await otro.close();
    await t.close();
  });

  it('una sesión leída no se vuelve a leer mientras se guardan avisos y entran otros, y sí pasado un minuto', async () => {
    const sesion = await t.login('editor');
    const me = () => pedir(t, rutaMe, { cookie: sesion });
    expect((await me()).statusCode).toBe(200);
    const leeSesiones = (textos: string[]) => textos.filter((s) => /from "sesiones"/.test(s));
    const creados: string[] = [];
    const mientras = await sentenciasDe(t.deps.db, async () => {
      for (let i = 0; i < 3; i++) {
        const creado = await pedir(t, crearAviso, { payload: aviso(100 + i), cookie: sesion });
        expect(creado.statusCode).toBe(201);
        creados.push(creado.json<Aviso>().id);
        await t.login('admin');
        expect((await me()).statusCode).toBe(200);
      }
    });
    expect(leeSesiones(mientras)).toEqual([]);
    t.clock.set(new Date(t.clock.now().getTime() + 61_000));
    const pasadoUnMinuto = await sentenciasDe(t.deps.db, me);
    expect(leeSesiones(pasadoUnMinuto)).toHaveLength(1);
    expect(pasadoUnMinuto.some((s) => /^update "sesiones" set "ultimo_uso"/.test(s))).toBe(true);
    expect(leeSesiones(await sentenciasDe(t.deps.db, me))).toEqual([]);
    for (const id of creados) await pedir(t, eliminarAviso, { params: { id }, cookie: sesion });
  });

  it('la lista reutilizada muestra al instante un aviso insertado por otra conexión', async () => {
    const antes = await pedir(t, listarAvisos, { cookie: editor });
    expect(antes.json<Aviso[]>()).toEqual([]);
    await otro.db
      .insertInto('avisos')
      .values({
        id: 'externo',
        mensaje: 'Escrito por otro proceso',
        fecha: '2026-11-25',
        hora: '09:00',
        fecha_creacion: '2026-11-23T15:00:00.000Z',
      })
      .execute();
    const despues = await pedir(t, listarAvisos, { cookie: editor });
    expect(despues.json<Aviso[]>().map((a) => a.id)).toEqual(['externo']);
  });

  it('un cambio de nombre y un cierre de sesión hechos por otra conexión valen en la solicitud siguiente', async () => {
    const me = () => pedir(t, rutaMe, { cookie: editor });
    expect((await me()).json<UsuarioSesion>().role).toBe('editor');
    expect((await me()).json<UsuarioSesion>().role).toBe('editor');
    await otro.db
      .updateTable('usuarios')
      .set({ nombre: 'Editora Renombrada' })
      .where('usuario', '=', 'editor')
      .execute();
    expect((await me()).json<UsuarioSesion>().name).toBe('Editora Renombrada');
    await otro.db.deleteFrom('sesiones').execute();
    expect((await me()).statusCode).toBe(401);
  });

  it('una escritura que lee, espera y escribe no falla cuando otro proceso quiere escribir entretanto: el otro espera a su commit', async () => {
    // A password change reads the user, awaits the hash, then writes. With a deferred begin,
    // another process's commit in between made that write fail (SQLITE_BUSY_SNAPSHOT: a 500).
    const ajeno = new Database(archivo);
    ajeno.pragma('busy_timeout = 0');
    const insertar = ajeno.prepare(
      `insert into avisos (id, mensaje, fecha, hora, fecha_creacion)
       values (?, 'Escrito por otro proceso', '2026-11-25', '09:00', '2026-11-23T15:00:00.000Z')`,
    );
    const db = t.deps.db;
    let entretanto = '';
    try {
      await inRequestTransaction(db, async () => {
        await db.selectFrom('usuarios').select('nombre').where('usuario', '=', 'editor').execute();
        try {
          insertar.run('ajeno-entretanto');
          entretanto = 'escribió';
        } catch (error) {
          entretanto = String((error as { code?: unknown }).code);
        }
        await db
          .updateTable('usuarios')
          .set({ nombre: 'Editora Tras Espera' })
          .where('usuario', '=', 'editor')
          .execute();
      });
      expect(entretanto).toBe('SQLITE_BUSY');
      insertar.run('ajeno-despues');
      const nombre = await db
        .selectFrom('usuarios')
        .select('nombre')
        .where('usuario', '=', 'editor')
        .executeTakeFirstOrThrow();
      expect(nombre.nombre).toBe('Editora Tras Espera');
      const ajenos = await db.selectFrom('avisos').select('id').where('id', 'like', 'ajeno-%').execute();
      expect(ajenos.map((a) => a.id)).toEqual(['ajeno-despues']);
    } finally {
      ajeno.prepare("delete from avisos where id like 'ajeno-%'").run();
      ajeno.close();
    }
  });

  it('un bloqueo de SQLite con código extendido (SQLITE_BUSY_SNAPSHOT) es una base no disponible: 503, no 500', () => {
    const error = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY_SNAPSHOT' });
    expect(fallaDeInfraestructura(error)).toBe('base');
    expect(fallaDeInfraestructura(new Error('otra cosa', { cause: error }))).toBe('base');
  });

  it('otro proceso del sistema que cambia el nombre cien veces seguidas se ve en cada solicitud siguiente', async () => {
    // A child process with its own SQLite library instance: the case of a second server
    // started on the same data dir. Each commit must show in the very next request.
    const hijo = spawn(
      process.execPath,
      [
        '-e',
        `const Database = require('better-sqlite3');
         const db = new Database(process.argv[1]);
         db.pragma('busy_timeout = 5000');
         const set = db.prepare("update usuarios set nombre = ? where usuario = 'editor'");
         process.stdin.setEncoding('utf8');
         let resto = '';
         process.stdin.on('data', (d) => {
           resto += d;
           let i;
           while ((i = resto.indexOf('\\n')) >= 0) {
             const nombre = resto.slice(0, i);
             resto = resto.slice(i + 1);
             set.run(nombre);
             process.stdout.write('ok\\n');
           }
         });`,
        archivo,
      ],
      { cwd: path.join(import.meta.dirname, '..', '..'), stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const sesion = await t.login('editor');
    const respuestas = createInterface({ input: hijo.stdout })[Symbol.asyncIterator]();
    try {
      for (let i = 0; i < 100; i++) {
        hijo.stdin.write(`Editora ${i}\n`);
        expect((await respuestas.next()).value).toBe('ok');
        const me = await pedir(t, rutaMe, { cookie: sesion });
        expect(me.json<UsuarioSesion>().name).toBe(`Editora ${i}`);
      }
    } finally {
      hijo.stdin.end();
      hijo.kill();
    }
  });
});
