import {
  asignarJefeRecinto,
  compararElecciones,
  crearDefensor,
  crearEleccion,
  delegadoActual,
  entrarDelegado,
  enviarMensajeDelegados,
  exportarActasCsv,
  exportarComparacionEleccionesCsv,
  fotoActa,
  guardarAjustesRadar,
  guardarPartidos,
  hacerEleccionActual,
  leerAjustesRadar,
  leerConteo,
  leerEvidenciaMesa,
  leerMuestra,
  listarAlertas,
  listarElecciones,
  listarMensajesDelegados,
  listarMesas,
  listarMesasActas,
  listarPartidos,
  listarPrioridad,
  listarRecintos,
  listarResultadosOficiales,
  MENSAJES_ELECCIONES as M,
  PARAMETRO_ELECCION,
  prepararImpugnacion,
  sortearMuestra,
  transcribirActa,
  type ComparacionElecciones,
  type ListaPrioridad,
  type Route,
} from '@comando/contract';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loginConAmbito } from '../../ambito-comun.js';
import { describeApi, pedir, type Api } from '../../api.js';
import {
  entrarConCodigos,
  enviarActas,
  FIGURAS_PRIMERA,
  FIGURAS_SEGUNDA,
  importarOficial,
  nombrarDelegados,
  OFICIAL_PRIMERA,
  porcentaje,
  prepararEleccion,
  PRIMERA,
  SEGUNDA,
  transcribirTodas,
  TRANSFERENCIA,
} from './noches.js';

// Issue 45, the whole story: a first round (registry, delegates, actas, official import, a
// challenge file), its runoff made from it, the runoff's night, and both compared — then a third
// election made from the runoff, so that both rounds are frozen copies read the same way.

const MESAS_PRIMERA = ['M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8', 'M9'];
const RADAR = { horaLlegada: '07:45', horaCierre: '17:00', minutosActa: 90 };

describeApi('dos vueltas en un mismo despliegue', (api: Api) => {
  /** What the first round's screens answered while it was current, to compare with its frozen copy. */
  const antes = new Map<string, string>();
  const GETS: [string, Route, Record<string, string>?][] = [
    ['conteo', leerConteo],
    ['actas', listarMesasActas],
    ['actas-la-paz', listarMesasActas, { departamento: 'la-paz' }],
    ['mesas', listarMesas],
    ['alertas', listarAlertas],
    ['oficiales', listarResultadosOficiales],
    ['mensajes', listarMensajesDelegados],
    ['partidos', listarPartidos],
    ['recintos', listarRecintos],
  ];
  let delegados = new Map<string, string>();
  let primera: { codigos: Map<string, string>; cookies: Map<string, string> };
  let actasPrimera = new Map<string, string>();
  let oruro = '';
  let primeraId = 0;
  let segundaId = 0;
  const nombrePrimera = 'Elección 23/11/2026';

  it('una base nueva tiene una elección, la actual, con el nombre de su fecha', async () => {
    const lista = await api.ok(listarElecciones, undefined, 'lector');
    expect(lista).toEqual([
      expect.objectContaining({ id: 1, tipo: 'primera vuelta', actual: true, soloLectura: false }),
    ]);
    primeraId = lista[0]!.id;
  });

  it('primera vuelta: registro, delegados, actas, cómputo oficial, expediente, muestra, radar', async () => {
    await prepararEleccion(api, '2026-11-23', PRIMERA);
    delegados = await nombrarDelegados(api, MESAS_PRIMERA);
    const jefe = await api.ok(
      crearDefensor,
      { name: 'Jefa R1', phone: '72000001', email: 'jefa@ejemplo.bo' },
      'editor',
      { params: { region: 'la-paz' } },
    );
    await api.ok(asignarJefeRecinto, { defensorId: jefe.id }, 'editor', { params: { codigo: 'R1' } });
    primera = await entrarConCodigos(api, delegados);
    actasPrimera = await enviarActas(api, primera.cookies, FIGURAS_PRIMERA);
    await transcribirTodas(api, FIGURAS_PRIMERA, 'M4');
    await importarOficial(api, OFICIAL_PRIMERA, PRIMERA);
    const imp = await api.call(prepararImpugnacion, { mesas: ['M2'] }, 'editor');
    expect(imp.status, imp.res.body).toBe(200);
    await api.ok(sortearMuestra, { tamano: 3, semilla: 'primera' }, 'admin');
    await api.ok(guardarAjustesRadar, RADAR, 'admin');
    await api.ok(enviarMensajeDelegados, { texto: 'Buenas noches', destino: { todos: true } }, 'editor');
    const lista = await api.ok(listarElecciones, undefined);
    expect(lista[0]).toMatchObject({ nombre: nombrePrimera, fecha: '2026-11-23', actual: true });

    const conteo = (await api.ok(leerConteo, undefined)) as {
      actasRecibidas: number;
      actasVerificadas: number;
    };
    expect(conteo).toMatchObject({ actasRecibidas: 9, actasVerificadas: 8 });
    for (const [nombre, r, query] of GETS) {
      const res = await pedir(api.t, r, { cookie: await api.cookie('admin'), query });
      expect(res.statusCode, nombre).toBe(200);
      antes.set(nombre, res.body);
    }
    antes.set('csv', (await pedir(api.t, exportarActasCsv, { cookie: await api.cookie('admin') })).body);
    antes.set(
      'evidencia',
      (await pedir(api.t, leerEvidenciaMesa, { cookie: await api.cookie('admin'), params: { codigo: 'M2' } }))
        .body,
    );
    oruro = await loginConAmbito(api.t, await api.cookie('admin'), 'lector', {
      nivel: 'departamento',
      departamento: 'oruro',
    });
    antes.set('conteo-oruro', (await pedir(api.t, leerConteo, { cookie: oruro })).body);
  });

  it('crea la segunda vuelta a partir de la primera: 201, todavía no es la actual; los rechazos dicen por qué', async () => {
    await api.rechaza(crearEleccion, { nombre: 'X', fecha: '2026-12-21', tipo: 'balotaje' }, M.tipoInvalido, {
      quien: 'admin',
    });
    await api.rechaza(
      crearEleccion,
      { nombre: 'X', fecha: '2026-12-21', tipo: 'segunda vuelta', llevar: ['delegados'] },
      M.delegadosSinRegistro,
      { quien: 'admin' },
    );
    await api.rechaza(
      crearEleccion,
      { nombre: 'X', fecha: '2026-12-21', tipo: 'segunda vuelta' },
      'No tiene permiso para realizar esta acción',
      { quien: 'editor', status: 403 },
    );
    await api.rechaza(
      crearEleccion,
      { nombre: nombrePrimera.toUpperCase(), fecha: '2026-12-21', tipo: 'segunda vuelta' },
      M.nombreRepetido,
      { quien: 'admin', status: 409 },
    );
    const res = await api.call(
      crearEleccion,
      {
        nombre: 'Segunda vuelta 2026',
        fecha: '2026-12-21',
        tipo: 'segunda vuelta',
        llevar: ['registro', 'delegados', 'ajustes'],
      },
      'admin',
    );
    expect(res.status, res.res.body).toBe(201);
    expect(res.body).toMatchObject({
      nombre: 'Segunda vuelta 2026',
      actual: false,
      soloLectura: false,
      desde: primeraId,
    });
    segundaId = res.body.id;
    // Not current yet: nothing changed, and it has nothing to read.
    expect(await api.ok(leerConteo, undefined)).toEqual(JSON.parse(antes.get('conteo')!));
    await api.rechaza(leerConteo, undefined, M.preparada('Segunda vuelta 2026'), {
      query: { [PARAMETRO_ELECCION]: String(segundaId) },
      status: 409,
    });
  });

  it('hacerla actual archiva la primera vuelta y deja las tablas vivas para la noche nueva', async () => {
    await api.rechaza(hacerEleccionActual, undefined, 'No tiene permiso para realizar esta acción', {
      quien: 'editor',
      status: 403,
      params: { id: String(segundaId) },
    });
    const hecha = await api.ok(hacerEleccionActual, undefined, 'admin', {
      params: { id: String(segundaId) },
    });
    expect(hecha).toMatchObject({ id: segundaId, actual: true, fecha: '2026-12-21' });
    await api.rechaza(hacerEleccionActual, undefined, M.yaEsActual, {
      quien: 'admin',
      status: 409,
      params: { id: String(segundaId) },
    });
    await api.rechaza(hacerEleccionActual, undefined, M.terminada(nombrePrimera), {
      quien: 'admin',
      status: 409,
      params: { id: String(primeraId) },
    });
    const lista = await api.ok(listarElecciones, undefined);
    expect(lista.map((e) => [e.id, e.nombre, e.actual, e.soloLectura])).toEqual([
      [segundaId, 'Segunda vuelta 2026', true, false],
      [primeraId, nombrePrimera, false, true],
    ]);
    // Carried over: the registry, the delegates and the chief, the radar's hours, the ballot.
    const mesas = await api.ok(listarMesas, undefined);
    expect(mesas.total).toBe(10);
    expect(mesas.mesas.filter((m) => m.delegado).map((m) => m.codigo)).toEqual(MESAS_PRIMERA);
    expect(mesas.mesas.every((m) => m.llegada === null)).toBe(true);
    const recintos = (await api.ok(listarRecintos, undefined)) as { codigo: string; jefe: unknown }[];
    expect(recintos.find((r) => r.codigo === 'R1')?.jefe).toMatchObject({ nombre: 'Jefa R1' });
    expect(await api.ok(leerAjustesRadar, undefined)).toEqual(RADAR);
    expect(await api.ok(listarPartidos, undefined)).toEqual(JSON.parse(antes.get('partidos')!));
    // Never carried over: the night's actas, alerts, messages, official figures, sample.
    expect(await api.ok(leerConteo, undefined)).toMatchObject({ actasRecibidas: 0, actasVerificadas: 0 });
    expect(
      ((await api.ok(listarMesasActas, undefined)) as { mesas: { acta: unknown }[] }).mesas.every(
        (m) => m.acta === null,
      ),
    ).toBe(true);
    expect(await api.ok(listarAlertas, undefined)).toMatchObject({ alertas: [] });
    expect(await api.ok(listarResultadosOficiales, undefined)).toEqual([]);
    expect(await api.ok(listarMensajesDelegados, undefined)).toEqual([]);
    expect(await api.ok(leerMuestra, undefined)).toMatchObject({ tamano: 0, semilla: null });
  });

  it('la primera vuelta se lee igual que cuando era la actual, con sus fotos, y no se puede cambiar', async () => {
    const q = { [PARAMETRO_ELECCION]: String(primeraId) };
    const admin = await api.cookie('admin');
    for (const [nombre, r, query] of GETS) {
      const res = await pedir(api.t, r, { cookie: admin, query: { ...query, ...q } });
      expect(res.statusCode, nombre).toBe(200);
      expect(JSON.parse(res.body), nombre).toEqual(JSON.parse(antes.get(nombre)!));
    }
    const csv = (await pedir(api.t, exportarActasCsv, { cookie: admin, query: q })).body;
    expect(csv.split('\r\n')).toEqual(antes.get('csv')!.split('\r\n'));
    expect(
      (await pedir(api.t, leerEvidenciaMesa, { cookie: admin, query: q, params: { codigo: 'M2' } })).body,
    ).toBe(antes.get('evidencia'));
    // Its ground still applies: a departmental reader sees its department of the first round.
    expect((await pedir(api.t, leerConteo, { cookie: oruro, query: q })).body).toBe(
      antes.get('conteo-oruro'),
    );
    // Photos: from the frozen copy with the election, a missing id without it.
    const id = actasPrimera.get('M1')!;
    const foto = await pedir(api.t, fotoActa, { cookie: admin, params: { id }, query: q });
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toMatch(/^image\/jpeg/);
    expect((await pedir(api.t, fotoActa, { cookie: admin, params: { id } })).statusCode).toBe(404);
    // Every write naming it is refused, naming it.
    await api.rechaza(guardarPartidos, SEGUNDA, M.terminada(nombrePrimera), {
      quien: 'admin',
      status: 409,
      query: q,
    });
    await api.rechaza(transcribirActa, FIGURAS_PRIMERA.M1, M.terminada(nombrePrimera), {
      status: 409,
      query: q,
      params: { id },
    });
    await api.rechaza(leerConteo, undefined, M.noEncontrada, {
      status: 404,
      query: { [PARAMETRO_ELECCION]: '999' },
    });
    await api.rechaza(leerConteo, undefined, M.eleccionInvalida, {
      status: 400,
      query: { [PARAMETRO_ELECCION]: 'uno' },
    });
  });

  it('los celulares de la primera vuelta: su sesión terminó y su código dice que la elección terminó', async () => {
    const cookie = primera.cookies.get('M1')!;
    expect((await pedir(api.t, delegadoActual, { cookie })).statusCode).toBe(401);
    const res = await pedir(api.t, entrarDelegado, { payload: { codigo: primera.codigos.get('M1') } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: M.codigoTerminado(nombrePrimera) });
  });

  it('segunda vuelta: papeleta editable, códigos nuevos, su noche; y las dos se comparan', async () => {
    await api.ok(guardarPartidos, SEGUNDA, 'admin');
    // A month later, on a server restarted meanwhile (the copy and the switch were stored).
    api.t.clock.set('2026-12-21T15:00:00Z');
    await api.reiniciar();
    oruro = await loginConAmbito(api.t, await api.cookie('admin'), 'lector', {
      nivel: 'departamento',
      departamento: 'oruro',
    });
    const segunda = await entrarConCodigos(api, delegados);
    await enviarActas(api, segunda.cookies, FIGURAS_SEGUNDA);
    await transcribirTodas(api, FIGURAS_SEGUNDA);
    expect(await api.ok(leerConteo, undefined)).toMatchObject({ actasRecibidas: 9, actasVerificadas: 9 });

    const c = await api.ok(compararElecciones, undefined);
    expect(c.a).toMatchObject({ id: primeraId, nombre: nombrePrimera });
    expect(c.b).toMatchObject({ id: segundaId, nombre: 'Segunda vuelta 2026' });
    expect(c.nivel).toBe('departamento');
    expect(c.filas.map((f) => f.id)).toEqual(['la-paz', 'oruro']);
    const suma = (mesas: string[], fig: typeof FIGURAS_PRIMERA) => {
      const validos = mesas.reduce((s, m) => s + Object.values(fig[m]!.votos).reduce((a, v) => a + v, 0), 0);
      const nuestros = mesas.reduce((s, m) => s + fig[m]!.votos.AAA!, 0);
      return nuestros / validos;
    };
    const paz = ['M1', 'M2', 'M3', 'M4', 'M5', 'M6'];
    const laPaz = c.filas[0]!;
    expect(laPaz.a.porcentaje).toBeCloseTo(suma(paz, FIGURAS_PRIMERA), 10);
    expect(laPaz.b.porcentaje).toBeCloseTo(suma(paz, FIGURAS_SEGUNDA), 10);
    expect(laPaz.cambio).toBeCloseTo((suma(paz, FIGURAS_SEGUNDA) - suma(paz, FIGURAS_PRIMERA)) * 100, 1);
    expect(laPaz.mesasAmbas).toBe(6);
    expect(laPaz.a.participacion).toBeCloseTo(
      paz.reduce((s, m) => s + Object.values(FIGURAS_PRIMERA[m]!.votos).reduce((a, v) => a + v, 0) + 5, 0) /
        1800,
      10,
    );
    // M9 changed most: our share fell from 60 % to a third.
    expect(c.mesas[0]).toMatchObject({ codigo: 'M9', a: { actaId: actasPrimera.get('M9') } });
    expect(c.mesas[0]!.cambio).toBeCloseTo(
      (porcentaje(FIGURAS_SEGUNDA.M9!) - porcentaje(FIGURAS_PRIMERA.M9!)) * 100,
      1,
    );
    // Where CCC's and DDD's voters went: the transfer the figures were built with.
    expect(c.transferencia?.mesas).toBe(9);
    for (const fila of c.transferencia!.filas) {
      const real = TRANSFERENCIA[fila.sigla as 'CCC' | 'DDD'];
      expect(fila.hacia.AAA, fila.sigla).toBeCloseTo(real.AAA, 6);
      expect(fila.hacia.BBB, fila.sigla).toBeCloseTo(real.BBB, 6);
      expect(fila.resto, fila.sigla).toBeCloseTo(0, 6);
    }
    // Down to the mesas of a recinto, and the photos of both actas one request away.
    const r1 = await api.ok(compararElecciones, undefined, 'editor', {
      query: { departamento: 'la-paz', municipio: 'El Alto', recinto: 'R1' },
    });
    expect(r1.nivel).toBe('mesa');
    expect(r1.filas.map((f) => f.id)).toEqual(['M1', 'M2', 'M3', 'M4']);
    const m1 = r1.mesas.find((m) => m.codigo === 'M1')!;
    const q = { [PARAMETRO_ELECCION]: String(primeraId) };
    expect(
      (
        await pedir(api.t, fotoActa, {
          cookie: await api.cookie('editor'),
          params: { id: m1.a.actaId },
          query: q,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await pedir(api.t, fotoActa, { cookie: await api.cookie('editor'), params: { id: m1.b.actaId } }))
        .statusCode,
    ).toBe(200);
    // A departmental reader compares its department only.
    const deOruro = (await pedir(api.t, compararElecciones, { cookie: oruro })).json<ComparacionElecciones>();
    expect(deOruro.filas.map((f) => f.id)).toEqual(['oruro']);
    expect(deOruro.filas[0]).toEqual(c.filas[1]);
    // CSV: one line per mesa with an acta in either.
    const csv = await pedir(api.t, exportarComparacionEleccionesCsv, { cookie: await api.cookie('editor') });
    expect(csv.statusCode).toBe(200);
    const lineas = csv.body.trim().split('\r\n');
    expect(lineas).toHaveLength(10);
    expect(lineas[1]!.split(';').slice(0, 2)).toEqual(['M1', 'Colegio Bolivia']);
    expect(lineas[9]!.split(';').slice(10)).toEqual([actasPrimera.get('M9'), c.mesas[0]!.b.actaId]);
  });

  it('prioridad en Mesas a partir de la primera vuelta: sin delegado, sin acta, alerta, disputa, cómputo distinto', async () => {
    const p = await api.ok(listarPrioridad, undefined);
    expect(p.desde).toMatchObject({ id: primeraId });
    expect(p.antes).toBeNull();
    // Those the first round's rules flagged, as its own alerts screen lists them.
    const alertadas = new Set(
      (JSON.parse(antes.get('alertas')!) as { alertas: { mesa: string }[] }).alertas.map((a) => a.mesa),
    );
    expect(alertadas.has('M8')).toBe(true);
    const esperados: Record<string, string[]> = {};
    for (const mesa of [...MESAS_PRIMERA, 'M10']) {
      const m = [
        mesa === 'M10' && 'sin-delegado',
        mesa === 'M10' && 'sin-acta',
        alertadas.has(mesa) && 'con-alerta',
        mesa === 'M4' && 'en-disputa',
        mesa === 'M2' && 'oficial-distinta',
      ].filter((x): x is string => typeof x === 'string');
      if (m.length > 0) esperados[mesa] = m;
    }
    expect(Object.fromEntries(p.mesas.map((m) => [m.codigo, m.motivos]))).toEqual(esperados);
    expect(p.total).toBe(Object.keys(esperados).length);
    // The most reasons first, then by code.
    expect(p.mesas[0]!.codigo).toBe('M10');
    expect(p.mesas[0]!.delegado).toBeNull();
    const soloOruro = (await pedir(api.t, listarPrioridad, { cookie: oruro })).json<ListaPrioridad>();
    expect(soloOruro.mesas.map((m) => m.codigo).sort()).toEqual(
      Object.keys(esperados)
        .filter((m) => ['M7', 'M8', 'M9', 'M10'].includes(m))
        .sort(),
    );
    const conAlerta = await api.ok(listarPrioridad, undefined, 'editor', {
      query: { motivo: 'con-alerta' },
    });
    expect(conAlerta.mesas.map((m) => m.codigo).sort()).toEqual([...alertadas].sort());
  });

  describe('una tercera elección a partir de la segunda vuelta', () => {
    let comparacion = '';
    it('las dos vueltas, ya archivadas, se comparan igual que cuando la segunda era la actual', async () => {
      comparacion = JSON.stringify(await api.ok(compararElecciones, undefined));
      const e = await api.ok(
        crearEleccion,
        { nombre: 'Subnacional 2027', fecha: '2027-03-07', tipo: 'subnacional', llevar: ['registro'] },
        'admin',
      );
      await api.ok(hacerEleccionActual, undefined, 'admin', { params: { id: String(e.id) } });
      const ambas = await api.ok(compararElecciones, undefined, 'admin', {
        query: { a: String(primeraId), b: String(segundaId) },
      });
      expect(JSON.stringify(ambas)).toBe(comparacion);
      // Without delegates carried over, the registry stays and nobody is assigned.
      const mesas = await api.ok(listarMesas, undefined);
      expect(mesas.total).toBe(10);
      expect(mesas.mesas.every((m) => m.delegado === null)).toBe(true);
    });

    it('la prioridad parte de la segunda vuelta y mide la caída contra la primera', async () => {
      const p = await api.ok(listarPrioridad, undefined, 'editor', {
        query: { orden: 'caida' },
      });
      expect(p.desde).toMatchObject({ id: segundaId });
      expect(p.antes).toMatchObject({ id: primeraId });
      expect(p.mesas[0]!.codigo).toBe('M9');
      expect(p.mesas[0]!.motivos).toContain('caida');
      expect(p.mesas.filter((m) => m.motivos.includes('caida')).map((m) => m.codigo)).toEqual(['M9']);
      expect(p.mesas[0]!.caida).toBeCloseTo(
        (porcentaje(FIGURAS_PRIMERA.M9!) - porcentaje(FIGURAS_SEGUNDA.M9!)) * 100,
        1,
      );
    });

    it('una copia hecha antes de que existiera una tabla (de una capacidad nueva) la lee vacía, nunca la de la noche actual', async () => {
      // As if the ballot's table had come with a later migration: the first round's copy lacks it.
      if (api.dialect === 'sqlite') {
        const copia = new Database(path.join(api.t.dataDir, 'elecciones', `${primeraId}.db`));
        copia.exec('drop table dia_d_partidos');
        copia.close();
      } else {
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`drop table ${api.t.schema}_e${primeraId}.dia_d_partidos`);
        await c.end();
      }
      await api.reiniciar();
      expect((await api.ok(listarPartidos, undefined)).length).toBeGreaterThan(0);
      const query = { [PARAMETRO_ELECCION]: String(primeraId) };
      expect(await api.ok(listarPartidos, undefined, 'editor', { query })).toEqual([]);
      // The rest of the copy reads as before.
      expect((await api.ok(leerConteo, undefined, 'editor', { query })).actasRecibidas).toBe(9);
    });

    it('sin su copia (una copia de seguridad restaurada sin ella) una elección terminada no se lee: 503 que la nombra', async () => {
      if (api.dialect === 'sqlite') await rm(path.join(api.t.dataDir, 'elecciones', `${primeraId}.db`));
      else {
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`drop schema ${api.t.schema}_e${primeraId} cascade`);
        await c.end();
      }
      await api.reiniciar();
      await api.rechaza(leerConteo, undefined, M.copiaFaltante(nombrePrimera), {
        status: 503,
        query: { [PARAMETRO_ELECCION]: String(primeraId) },
      });
      // The runoff, still there, reads as before.
      const ok = await api.call(leerConteo, undefined, 'editor', {
        query: { [PARAMETRO_ELECCION]: String(segundaId) },
      });
      expect(ok.status).toBe(200);
    });
  });
});
