import {
  AREAS_METRICAS,
  CAMPANAS_PROGRESO,
  MENSAJES_DASHBOARD,
  MENSAJES_GENERALES,
  MENSAJES_TRACKING,
  TIPOS_INDICADOR,
  type AvanceOperacion,
  type CampanaProgreso,
  type EscuchaSocial,
  type MetricaOperacion,
  type PuntoTracking,
  type SemanaCronograma,
  guardarCampana,
  guardarEscucha,
  guardarFinanzasDashboard,
  guardarIndicador,
  guardarMetrica,
  guardarOperacion,
  guardarPerfil,
  guardarTracking,
  leerEscucha,
  leerFinanzasDashboard,
  leerPerfil,
  listarCampanas,
  listarCronograma,
  listarIndicadores,
  listarMetricas,
  listarOperacion,
  listarTracking,
  type Route,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers.js';
import { pedir, urlDe, type Pedido, type Params } from '../api.js';

/** A fixed random sequence so the operation seed is known. */
function secuencia(): () => number {
  let i = 0;
  return () => (i++ * 0.37) % 1;
}

describe.each(dialects)('dashboard del editor (%s)', (dialect) => {
  let t: TestApp;
  let editor: string;
  let admin: string;
  let sembrada: AvanceOperacion[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { random: secuencia() });
    editor = await t.login('editor');
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  const get = (r: Route, cookie = editor) => pedir(t, r, { cookie });
  const put = <R extends Route>(r: R, payload: unknown, { params, cookie = editor }: Pedido<R> = {}) =>
    pedir(t, r, { params, payload: payload as object, cookie });

  describe('lecturas con las semillas de la especificación', () => {
    it('perfil, finanzas e indicadores', async () => {
      expect((await get(leerPerfil)).json()).toEqual({
        name: 'Candidato Propio',
        compliance: 27.36,
        imageUrl: '',
      });
      expect((await get(leerFinanzasDashboard)).json()).toEqual({
        exercisedBudget: 55.4,
        accruedBudget: 55.4,
        scheduleDelay: -5.2,
      });
      expect((await get(listarIndicadores)).json()).toEqual([
        { type: 'DE LA CAMPAÑA TRANSCURRIDO', value: 55.4 },
        { type: 'CRECIMIENTO PROMEDIO', value: 5.4 },
        { type: 'OBJETIVOS DE LA CAMPAÑA', value: 61.1 },
        { type: 'AVANCE GENERAL', value: 41.4 },
      ]);
    });

    it('cronograma de 24 semanas: planificado 100 + 10·i, ejecutado 90 + 9·i', async () => {
      const semanas = (await get(listarCronograma)).json<SemanaCronograma[]>();
      expect(semanas).toHaveLength(24);
      expect(semanas[0]).toEqual({ week: 'S1', planned: 100, executed: 90 });
      expect(semanas[23]).toEqual({ week: 'S24', planned: 330, executed: 297 });
    });

    it('campañas en orden con progreso y presupuesto', async () => {
      const c = (await get(listarCampanas)).json<CampanaProgreso[]>();
      expect(c.map((x) => x.name)).toEqual([...CAMPANAS_PROGRESO]);
      expect(c.map((x) => x.progress)).toEqual([27.36, 25.2, 26.8, 30.1, 27.3]);
      expect(c.map((x) => x.budget.planned)).toEqual([1_000_000, 800_000, 600_000, 500_000, 400_000]);
      for (const x of c) {
        expect(['up', 'down']).toContain(x.trend);
        expect(x.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });

    it('escucha social con menciones, impresiones, 24 valores por hora y tres testigos', async () => {
      const e = (await get(leerEscucha)).json<EscuchaSocial>();
      expect(e.mentions).toBe(40);
      expect(e.impressions).toBe(1.3);
      expect(e.hourly).toHaveLength(24);
      expect(Math.max(...e.hourly)).toBeLessThanOrEqual(2000);
      expect(e.witnesses).toHaveLength(3);
      expect(e.witnesses[0]).toMatchObject({ username: '@maria_cbba' });
    });

    it('avance de 12 microcampañas con progreso 20–79 y retraso 0–29', async () => {
      const o = (await get(listarOperacion)).json<AvanceOperacion[]>();
      expect(o.map((x) => x.campaign)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (const x of o) {
        expect(x.progress).toBeGreaterThanOrEqual(20);
        expect(x.progress).toBeLessThanOrEqual(79);
        expect(x.delay).toBeGreaterThanOrEqual(0);
        expect(x.delay).toBeLessThanOrEqual(29);
      }
      // Drawn from the app's random source (pinned here), not a constant.
      expect(new Set(o.map((x) => x.progress)).size).toBeGreaterThan(1);
      sembrada = o;
    });

    it('métricas: una por área, cada una con sus propias cifras', async () => {
      const m = (await get(listarMetricas)).json<MetricaOperacion[]>();
      expect(m.map((x) => x.area)).toEqual([...AREAS_METRICAS]);
      expect(m[0]).toMatchObject({ area: 'DIGITAL', content: { current: 241, target: 332 } });
      expect(m[1]).toMatchObject({ area: 'TELEFONÍA', messages: { current: 120000, target: 500000 } });
      expect(m[1]?.content).toBeNull();
      expect(m[3]).toMatchObject({ area: 'TERRITORIO', promoted: { current: 8500, target: 20000 } });
    });
  });

  describe('escrituras', () => {
    it('cada edición guarda solo lo enviado y sobrevive a un reinicio', async () => {
      expect((await put(guardarPerfil, { compliance: 31.5 })).statusCode).toBe(200);
      expect((await put(guardarPerfil, { name: '  Ana Rojas  ', imageUrl: '/assets/x.svg' })).json()).toEqual(
        { name: 'Ana Rojas', compliance: 31.5, imageUrl: '/assets/x.svg' },
      );
      const campana = await put(
        guardarCampana,
        { progress: 44.44, trend: 'up' },
        { params: { name: 'TELEFONÍA' } },
      );
      expect(campana.statusCode).toBe(200);
      expect(campana.json()).toMatchObject({ name: 'TELEFONÍA', progress: 44.44, trend: 'up' });
      const ind = await put(guardarIndicador, { value: -3.5 }, { params: { type: 'CRECIMIENTO PROMEDIO' } });
      expect(ind.json()).toEqual({ type: 'CRECIMIENTO PROMEDIO', value: -3.5 });
      expect((await put(guardarFinanzasDashboard, { scheduleDelay: 2.5 })).json()).toEqual({
        exercisedBudget: 55.4,
        accruedBudget: 55.4,
        scheduleDelay: 2.5,
      });
      expect(
        (await put(guardarOperacion, { progress: 60, delay: 25 }, { params: { campaign: '7' } })).json(),
      ).toEqual({
        campaign: 7,
        progress: 60,
        delay: 25,
      });
      const met = await put(
        guardarMetrica,
        { progress: 12.5, notes: { current: 20, target: 70 } },
        { params: { area: 'AIRE' } },
      );
      expect(met.json()).toMatchObject({ area: 'AIRE', progress: 12.5, notes: { current: 20, target: 70 } });
      expect(met.json()).toMatchObject({ content: { current: 45, target: 120 } });

      const antes = (await get(leerEscucha)).json<EscuchaSocial>();
      t.clock.set('2026-11-23T16:00:00Z');
      const [primero, segundo] = antes.witnesses;
      const escucha = await put(guardarEscucha, {
        mentions: 55.5,
        notes: 21,
        witnesses: [
          { id: primero?.id, username: primero?.username, content: primero?.content },
          { id: segundo?.id, username: segundo?.username, content: 'Texto cambiado del testigo' },
          { username: '@nuevo', content: 'Un testigo nuevo' },
        ],
      });
      expect(escucha.statusCode).toBe(200);
      const e = escucha.json<EscuchaSocial>();
      expect(e).toMatchObject({ mentions: 55.5, impressions: 1.3, notes: 21 });
      expect(e.witnesses.map((w) => w.username)).toEqual([primero?.username, segundo?.username, '@nuevo']);
      expect(e.witnesses[0]?.timestamp).toBe(primero?.timestamp);
      expect(e.witnesses[1]?.timestamp).toBe('2026-11-23T16:00:00.000Z');
      expect(e.witnesses[2]?.timestamp).toBe('2026-11-23T16:00:00.000Z');

      t = await t.restart();
      editor = await t.login('editor');
      admin = await t.login('admin');
      expect((await get(leerPerfil, admin)).json()).toEqual({
        name: 'Ana Rojas',
        compliance: 31.5,
        imageUrl: '/assets/x.svg',
      });
      const campanas = (await get(listarCampanas, admin)).json<CampanaProgreso[]>();
      expect(campanas.find((c) => c.name === 'TELEFONÍA')?.progress).toBe(44.44);
      expect(campanas.find((c) => c.name === 'GENERAL')?.progress).toBe(27.36);
      expect((await get(listarIndicadores, admin)).json()).toContainEqual({
        type: 'CRECIMIENTO PROMEDIO',
        value: -3.5,
      });
      expect((await get(leerFinanzasDashboard, admin)).json()).toMatchObject({ scheduleDelay: 2.5 });
      const op = (await get(listarOperacion, admin)).json<AvanceOperacion[]>();
      expect(op[6]).toEqual({ campaign: 7, progress: 60, delay: 25 });
      // The random seed is not drawn again after a restart.
      expect(op.filter((x) => x.campaign !== 7)).toEqual(sembrada.filter((x) => x.campaign !== 7));
      const m = (await get(listarMetricas, admin)).json<MetricaOperacion[]>();
      expect(m.find((x) => x.area === 'AIRE')).toMatchObject({
        progress: 12.5,
        notes: { current: 20, target: 70 },
      });
      const e2 = (await get(leerEscucha, admin)).json<EscuchaSocial>();
      expect(e2.mentions).toBe(55.5);
      expect(e2.witnesses).toHaveLength(3);
    });

    it('el primer testigo no se puede quitar: 400 y nada guardado', async () => {
      const antes = (await get(leerEscucha)).json<EscuchaSocial>();
      const [, ...resto] = antes.witnesses;
      const res = await put(guardarEscucha, {
        mentions: 1,
        witnesses: resto.map((w) => ({ id: w.id, username: w.username, content: w.content })),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MENSAJES_DASHBOARD.primerTestigo });
      expect((await get(leerEscucha)).json()).toEqual(antes);
    });

    it('el admin también puede editar', async () => {
      const res = await put(guardarFinanzasDashboard, { accruedBudget: 60 }, { cookie: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ accruedBudget: 60 });
    });

    /** A refused write: its path (the test's name), what it sends and says, and the read that shows nothing changed. */
    const caso = <R extends Route>(
      escritura: R,
      params: Params<R>,
      lectura: Route,
      nombre: string,
      body: unknown,
      mensaje: string,
    ) =>
      [
        urlDe(escritura, params),
        nombre,
        body,
        mensaje,
        { escritura: escritura as Route, params, lectura },
      ] as const;
    const malas = [
      caso(guardarPerfil, undefined, leerPerfil, 'perfil vacío', {}, MENSAJES_DASHBOARD.sinCambios),
      caso(
        guardarPerfil,
        undefined,
        leerPerfil,
        'cumplimiento > 100',
        { compliance: 101 },
        MENSAJES_DASHBOARD.porcentajeRango,
      ),
      caso(
        guardarPerfil,
        undefined,
        leerPerfil,
        'nombre en blanco',
        { name: '   ' },
        MENSAJES_DASHBOARD.nombreRequerido,
      ),
      caso(
        guardarPerfil,
        undefined,
        leerPerfil,
        'imagen javascript:',
        { imageUrl: 'javascript:alert(1)' },
        MENSAJES_DASHBOARD.imagenUrl,
      ),
      caso(
        guardarPerfil,
        undefined,
        leerPerfil,
        'imagen de protocolo relativo',
        { imageUrl: '//evil.example/x.png' },
        MENSAJES_DASHBOARD.imagenUrl,
      ),
      caso(guardarPerfil, undefined, leerPerfil, 'campo desconocido', { compliance: 5, extra: 1 }, ''),
      caso(
        guardarCampana,
        { name: 'GENERAL' },
        listarCampanas,
        'progreso negativo',
        { progress: -1 },
        MENSAJES_DASHBOARD.porcentajeRango,
      ),
      caso(
        guardarCampana,
        { name: 'GENERAL' },
        listarCampanas,
        'tendencia inválida',
        { trend: 'sideways' },
        MENSAJES_DASHBOARD.tendenciaInvalida,
      ),
      caso(
        guardarCampana,
        { name: 'GENERAL' },
        listarCampanas,
        'progreso no numérico',
        { progress: 'abc' },
        MENSAJES_DASHBOARD.valorRequerido,
      ),
      caso(
        guardarIndicador,
        { type: 'AVANCE GENERAL' },
        listarIndicadores,
        'valor fuera de rango',
        { value: 1e6 },
        MENSAJES_DASHBOARD.indicadorRango,
      ),
      caso(
        guardarIndicador,
        { type: 'AVANCE GENERAL' },
        listarIndicadores,
        'sin valor',
        {},
        MENSAJES_DASHBOARD.valorRequerido,
      ),
      caso(
        guardarFinanzasDashboard,
        undefined,
        leerFinanzasDashboard,
        'ejercido > 100',
        { exercisedBudget: 150 },
        MENSAJES_DASHBOARD.porcentajeRango,
      ),
      caso(
        guardarEscucha,
        undefined,
        leerEscucha,
        'notas > 30',
        { notes: 31 },
        MENSAJES_DASHBOARD.notasRango,
      ),
      caso(
        guardarEscucha,
        undefined,
        leerEscucha,
        'menciones negativas',
        { mentions: -1 },
        MENSAJES_DASHBOARD.noNegativo,
      ),
      caso(
        guardarEscucha,
        undefined,
        leerEscucha,
        'sin testigos',
        { witnesses: [] },
        MENSAJES_DASHBOARD.testigosMinimo,
      ),
      caso(
        guardarEscucha,
        undefined,
        leerEscucha,
        'testigo sin usuario',
        { witnesses: [{ username: ' ', content: 'x' }] },
        MENSAJES_DASHBOARD.usuarioRequerido,
      ),
      caso(
        guardarOperacion,
        { campaign: '3' },
        listarOperacion,
        'retraso > 100',
        { delay: 101 },
        MENSAJES_DASHBOARD.porcentajeRango,
      ),
      caso(
        guardarMetrica,
        { area: 'DIGITAL' },
        listarMetricas,
        'meta negativa',
        { content: { current: 1, target: -1 } },
        MENSAJES_DASHBOARD.noNegativo,
      ),
      caso(
        guardarMetrica,
        { area: 'DIGITAL' },
        listarMetricas,
        'cantidad decimal',
        { content: { current: 1.5, target: 2 } },
        MENSAJES_DASHBOARD.cantidadEntera,
      ),
      caso(
        guardarMetrica,
        { area: 'DIGITAL' },
        listarMetricas,
        'conteo de otra área',
        { messages: { current: 1, target: 2 } },
        MENSAJES_DASHBOARD.campoNoAplicable,
      ),
    ];
    // The test's name starts with the path written, as before; the routes ride along at the end.
    it.each(malas)('%s rechaza %s con 400 y no guarda nada', async (_url, _nombre, body, mensaje, r) => {
      const antes = (await get(r.lectura)).json<unknown>();
      const res = await put(r.escritura, body, { params: r.params });
      expect(res.statusCode).toBe(400);
      const { error } = res.json<{ error: string }>();
      if (mensaje) expect(error).toBe(mensaje);
      else expect(error).toEqual(expect.any(String));
      expect((await get(r.lectura)).json()).toEqual(antes);
    });

    it('responde 404 a una campaña, indicador, microcampaña o área desconocidos', async () => {
      const casos = [
        caso(
          guardarCampana,
          { name: 'RADIO' },
          listarCampanas,
          '',
          { progress: 1 },
          MENSAJES_DASHBOARD.campanaNoEncontrada,
        ),
        caso(
          guardarIndicador,
          { type: 'OTRO' },
          listarIndicadores,
          '',
          { value: 1 },
          MENSAJES_DASHBOARD.indicadorNoEncontrado,
        ),
        caso(
          guardarOperacion,
          { campaign: '13' },
          listarOperacion,
          '',
          { progress: 1 },
          MENSAJES_DASHBOARD.microcampanaNoEncontrada,
        ),
        caso(
          guardarOperacion,
          { campaign: 'abc' },
          listarOperacion,
          '',
          { progress: 1 },
          MENSAJES_DASHBOARD.microcampanaNoEncontrada,
        ),
        caso(
          guardarMetrica,
          { area: 'RADIO' },
          listarMetricas,
          '',
          { progress: 1 },
          MENSAJES_DASHBOARD.areaNoEncontrada,
        ),
      ];
      for (const [url, , body, mensaje, r] of casos) {
        const res = await put(r.escritura, body, { params: r.params });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ error: mensaje });
      }
    });

    it('sin sesión: 401 en lecturas y escrituras', async () => {
      for (const ruta of [leerPerfil, leerEscucha, listarMetricas]) {
        const r = await pedir(t, ruta);
        expect(r.statusCode).toBe(401);
        expect(r.json()).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
      }
      const w = await pedir(t, guardarFinanzasDashboard, { payload: { accruedBudget: 1 } });
      expect(w.statusCode).toBe(401);
    });

    it('ediciones simultáneas de campos distintos no se pisan', async () => {
      await Promise.all([
        put(guardarFinanzasDashboard, { exercisedBudget: 11 }),
        put(guardarFinanzasDashboard, { accruedBudget: 22 }),
        put(guardarFinanzasDashboard, { scheduleDelay: -3 }),
      ]);
      expect((await get(leerFinanzasDashboard)).json()).toEqual({
        exercisedBudget: 11,
        accruedBudget: 22,
        scheduleDelay: -3,
      });
    });
  });

  describe('tracking táctico (regla de tendencia)', () => {
    const post = (payload: object) => pedir(t, guardarTracking, { payload, cookie: editor });
    const candidato = `PRUEBA TENDENCIA ${dialect}`;

    it('sin entrada previa sube; mayor sube; igual o menor baja; misma fecha reemplaza', async () => {
      const a = await post({ date: '2026-01-05', candidate: candidato, percentage: 30 });
      expect(a.statusCode).toBeLessThan(300);
      expect(a.json()).toMatchObject({ trend: 'up', percentage: 30 });
      expect((await post({ date: '2026-01-12', candidate: candidato, percentage: 35 })).json()).toMatchObject(
        {
          trend: 'up',
        },
      );
      expect((await post({ date: '2026-01-19', candidate: candidato, percentage: 35 })).json()).toMatchObject(
        {
          trend: 'down',
        },
      );
      expect((await post({ date: '2026-01-19', candidate: candidato, percentage: 20 })).json()).toMatchObject(
        {
          trend: 'down',
        },
      );
      const lista = (await get(listarTracking)).json<PuntoTracking[]>();
      const suyos = lista.filter((p) => p.candidate === candidato);
      expect(suyos).toHaveLength(3);
      expect(suyos.find((p) => p.date === '2026-01-19')?.percentage).toBe(20);
    });

    it('valida la fecha y el porcentaje con los mensajes de la especificación', async () => {
      const sinFecha = await post({ date: '', candidate: candidato, percentage: 10 });
      expect(sinFecha.statusCode).toBe(400);
      expect(sinFecha.json()).toEqual({ error: MENSAJES_TRACKING.fechaRequerida });
      const fuera = await post({ date: '2026-01-26', candidate: candidato, percentage: 101 });
      expect(fuera.statusCode).toBe(400);
      expect(fuera.json()).toEqual({ error: MENSAJES_TRACKING.porcentajeRango });
      const lista = (await get(listarTracking)).json<PuntoTracking[]>();
      expect(lista.some((p) => p.date === '2026-01-26')).toBe(false);
    });
  });

  it('los tipos de indicador del contrato coinciden con la semilla', async () => {
    const i = (await get(listarIndicadores)).json<{ type: string }[]>();
    expect(i.map((x) => x.type)).toEqual([...TIPOS_INDICADOR]);
  });
});
