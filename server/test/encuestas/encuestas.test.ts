import {
  crearEncuesta,
  eliminarEncuesta,
  exportarEncuestasCsv,
  guardarTracking,
  listarEncuestas,
  listarTracking,
  MENSAJES_ENCUESTAS,
  MENSAJES_GENERALES,
  MENSAJES_TRACKING,
  TEXTOS_ENCUESTAS,
} from '@comando/contract';
import { expect, it } from 'vitest';
import { describeApi, type Quien } from '../api.js';

const cuatro = (a: number, b: number, c: number, d: number) => [
  { candidato: 'CANDIDATO PROPIO', porcentaje: a },
  { candidato: 'OPOSITOR 1', porcentaje: b },
  { candidato: 'OPOSITOR 2', porcentaje: c },
  { candidato: 'NO SABE/NO CONTESTÓ', porcentaje: d },
];

describeApi('encuestas y tracking táctico', (api) => {
  const tracking = () => api.ok(listarTracking, undefined);
  const encuestas = () => api.ok(listarEncuestas, undefined, 'admin');
  const postTracking = (payload: object, quien: Quien = 'editor') =>
    api.send(guardarTracking, payload, quien);
  const postEncuesta = (payload: object, quien: Quien = 'admin') => api.send(crearEncuesta, payload, quien);

  it('GET tracking responde un punto por resultado de las encuestas sembradas, por fecha y candidato', async () => {
    const res = await api.call(listarTracking, undefined);
    expect(res.status).toBe(200);
    const puntos = res.body;
    expect(puntos).toHaveLength(8);
    expect(puntos.map((p) => p.date)).toEqual([
      ...Array<string>(4).fill('2025-03-22'),
      ...Array<string>(4).fill('2025-04-12'),
    ]);
    expect(puntos.slice(0, 4).map((p) => p.candidate)).toEqual([
      'CANDIDATO PROPIO',
      'NO SABE/NO CONTESTÓ',
      'OPOSITOR 1',
      'OPOSITOR 2',
    ]);
    for (const fecha of ['2025-03-22', '2025-04-12']) {
      const suma = puntos.filter((p) => p.date === fecha).reduce((s, p) => s + p.percentage, 0);
      expect(suma).toBeLessThanOrEqual(100);
    }
    // First poll: no earlier value → up; second poll compares with the first.
    expect(puntos.slice(0, 4).every((p) => p.trend === 'up')).toBe(true);
    const propio = puntos.find((p) => p.date === '2025-04-12' && p.candidate === 'CANDIDATO PROPIO');
    expect(propio).toMatchObject({ percentage: 27.4, trend: 'up' });
    const op1 = puntos.find((p) => p.date === '2025-04-12' && p.candidate === 'OPOSITOR 1');
    expect(op1).toMatchObject({ percentage: 20.1, trend: 'down' });
  });

  it('POST tracking en una fecha sin encuesta crea una "Registro táctico" y tendencia up si supera al último', async () => {
    const res = await postTracking({ date: '2026-02-10', candidate: 'CANDIDATO PROPIO', percentage: 30 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      date: '2026-02-10',
      candidate: 'CANDIDATO PROPIO',
      percentage: 30,
      trend: 'up',
    });
    const poll = (await encuestas()).find((e) => e.fecha === '2026-02-10');
    expect(poll).toMatchObject({
      encuestadora: TEXTOS_ENCUESTAS.pollsterTactico,
      muestra: null,
      resultados: [{ candidato: 'CANDIDATO PROPIO', porcentaje: 30 }],
    });
    expect(await tracking()).toContainEqual({
      date: '2026-02-10',
      candidate: 'CANDIDATO PROPIO',
      percentage: 30,
      trend: 'up',
    });
  });

  it('POST tracking: down si no supera al último guardado (igual o menor)', async () => {
    const igual = await postTracking({ date: '2026-02-11', candidate: 'CANDIDATO PROPIO', percentage: 30 });
    expect(igual.body.trend).toBe('down');
    const menor = await postTracking({ date: '2026-02-12', candidate: 'CANDIDATO PROPIO', percentage: 12.5 });
    expect(menor.body.trend).toBe('down');
  });

  it('POST tracking: up para un candidato sin valores previos', async () => {
    const res = await postTracking({ date: '2026-02-12', candidate: 'OPOSITOR 3', percentage: 0 });
    expect(res.body).toEqual({ date: '2026-02-12', candidate: 'OPOSITOR 3', percentage: 0, trend: 'up' });
    // Same date: the result joins the existing poll of that date, no new poll.
    expect((await encuestas()).filter((e) => e.fecha === '2026-02-12')).toHaveLength(1);
  });

  it('POST tracking actualiza el resultado de ese candidato y fecha en lugar de duplicarlo', async () => {
    const res = await postTracking({ date: '2025-03-22', candidate: 'OPOSITOR 2', percentage: 18 }, 'admin');
    expect(res.status).toBe(200);
    // Latest stored OPOSITOR 2 is 16.3 (2025-04-12): 18 > 16.3 → up.
    expect(res.body).toEqual({ date: '2025-03-22', candidate: 'OPOSITOR 2', percentage: 18, trend: 'up' });
    const puntos = (await tracking()).filter((p) => p.date === '2025-03-22' && p.candidate === 'OPOSITOR 2');
    expect(puntos).toEqual([{ date: '2025-03-22', candidate: 'OPOSITOR 2', percentage: 18, trend: 'up' }]);
  });

  it('POST tracking rechaza fecha vacía y porcentaje fuera de rango sin guardar nada', async () => {
    const antes = await tracking();
    const sinFecha = await postTracking({ date: '', candidate: 'OPOSITOR 1', percentage: 10 });
    expect(sinFecha.status).toBe(400);
    expect(sinFecha.body).toEqual({ error: MENSAJES_TRACKING.fechaRequerida });
    const fuera = await postTracking({ date: '2026-03-01', candidate: 'OPOSITOR 1', percentage: 100.5 });
    expect(fuera.status).toBe(400);
    expect(fuera.body).toEqual({ error: MENSAJES_TRACKING.porcentajeRango });
    const negativo = await postTracking({ date: '2026-03-01', candidate: 'OPOSITOR 1', percentage: -1 });
    expect(negativo.body).toEqual({ error: MENSAJES_TRACKING.porcentajeRango });
    expect(await tracking()).toEqual(antes);
  });

  it('tracking requiere sesión', async () => {
    const res = await api.call(listarTracking, undefined, 'anonimo');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MENSAJES_GENERALES.noAutenticado });
  });

  it('POST /api/encuestas guarda una encuesta y sus resultados alimentan el tracking', async () => {
    const res = await postEncuesta({
      fecha: '2026-05-03',
      encuestadora: '  Diagnosis  ',
      muestra: 800,
      resultados: [...cuatro(33.33, 33.33, 20, 13.35), { candidato: 'Otro candidato', porcentaje: 0 }],
    });
    expect(res.status).toBe(201);
    const creada = res.body;
    expect(creada).toMatchObject({ fecha: '2026-05-03', encuestadora: 'Diagnosis', muestra: 800 });
    expect(creada.resultados).toHaveLength(5);
    const lista = await encuestas();
    expect(lista[0]?.id).toBe(creada.id);
    const puntos = (await tracking()).filter((p) => p.date === '2026-05-03');
    expect(puntos.map((p) => [p.candidate, p.percentage])).toEqual([
      ['CANDIDATO PROPIO', 33.33],
      ['NO SABE/NO CONTESTÓ', 13.35],
      ['OPOSITOR 1', 33.33],
      ['OPOSITOR 2', 20],
      ['Otro candidato', 0],
    ]);
  });

  it('la lista de encuestas va de la más nueva a la más antigua', async () => {
    const fechas = (await encuestas()).map((e) => e.fecha);
    expect(fechas).toEqual([...fechas].sort().reverse());
    expect(fechas.at(-1)).toBe('2025-03-22');
  });

  it.each([
    [{ fecha: '', encuestadora: 'Ipsos', resultados: cuatro(1, 1, 1, 1) }, MENSAJES_ENCUESTAS.fechaRequerida],
    [
      { fecha: '2026-06-01', encuestadora: '', resultados: cuatro(1, 1, 1, 1) },
      MENSAJES_ENCUESTAS.encuestadoraRequerida,
    ],
    [
      { fecha: '2026-06-01', encuestadora: 'I', resultados: cuatro(1, 1, 1, 1) },
      MENSAJES_ENCUESTAS.encuestadoraMin,
    ],
    [
      { fecha: '2026-06-01', encuestadora: 'x'.repeat(101), resultados: cuatro(1, 1, 1, 1) },
      MENSAJES_ENCUESTAS.encuestadoraMax,
    ],
    [
      { fecha: '2026-06-01', encuestadora: 'Ipsos', muestra: 0, resultados: cuatro(1, 1, 1, 1) },
      MENSAJES_ENCUESTAS.muestraEntera,
    ],
    [
      { fecha: '2026-06-01', encuestadora: 'Ipsos', muestra: 10.5, resultados: cuatro(1, 1, 1, 1) },
      MENSAJES_ENCUESTAS.muestraEntera,
    ],
    [
      { fecha: '2026-06-01', encuestadora: 'Ipsos', resultados: cuatro(101, 0, 0, 0) },
      MENSAJES_ENCUESTAS.porcentajeRango,
    ],
    [
      { fecha: '2026-06-01', encuestadora: 'Ipsos', resultados: cuatro(10.555, 0, 0, 0) },
      MENSAJES_ENCUESTAS.porcentajeDecimales,
    ],
    [
      { fecha: '2026-06-01', encuestadora: 'Ipsos', resultados: cuatro(40, 30, 20, 10.02) },
      MENSAJES_ENCUESTAS.sumaExcedida,
    ],
    [
      {
        fecha: '2026-06-01',
        encuestadora: 'Ipsos',
        resultados: [...cuatro(1, 1, 1, 1), { candidato: ' opositor 1 ', porcentaje: 1 }],
      },
      MENSAJES_ENCUESTAS.candidatoRepetido,
    ],
    [
      { fecha: '2026-06-01', encuestadora: 'Ipsos', resultados: [{ candidato: '  ', porcentaje: 1 }] },
      MENSAJES_ENCUESTAS.candidatoRequerido,
    ],
    [{ fecha: '2026-06-01', encuestadora: 'Ipsos', resultados: [] }, MENSAJES_ENCUESTAS.resultadosRequeridos],
  ])('rechaza una encuesta inválida con 400 y no la guarda (%#)', async (payload, mensaje) => {
    const antes = await encuestas();
    const res = await postEncuesta(payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: mensaje });
    expect(await encuestas()).toEqual(antes);
  });

  it('acepta una suma de 100,01 (tolerancia) y rechaza campos desconocidos', async () => {
    const ok = await postEncuesta({
      fecha: '2026-06-02',
      encuestadora: 'Tolerancia',
      resultados: cuatro(40, 30, 20, 10.01),
    });
    expect(ok.status).toBe(201);
    const extra = await postEncuesta({
      fecha: '2026-06-02',
      encuestadora: 'Extra',
      resultados: cuatro(1, 1, 1, 1),
      x: 1,
    });
    expect(extra.status).toBe(400);
  });

  it('DELETE elimina la encuesta y sus puntos salen del tracking; 404 si no existe', async () => {
    const creada = (
      await postEncuesta({
        fecha: '2026-07-07',
        encuestadora: 'Borrable',
        resultados: cuatro(10, 10, 10, 10),
      })
    ).body;
    expect((await tracking()).some((p) => p.date === '2026-07-07')).toBe(true);
    const res = await api.call(eliminarEncuesta, undefined, 'editor', { params: { id: creada.id } });
    expect(res.status).toBe(204);
    expect((await tracking()).some((p) => p.date === '2026-07-07')).toBe(false);
    expect((await encuestas()).some((e) => e.id === creada.id)).toBe(false);
    const otra = await api.call(eliminarEncuesta, undefined, 'editor', { params: { id: creada.id } });
    expect(otra.status).toBe(404);
    expect(otra.body).toEqual({ error: MENSAJES_GENERALES.noEncontrado });
  });

  it('GET /api/encuestas.csv: UTF-8 con BOM, separador ; y acentos correctos', async () => {
    await postEncuesta({
      fecha: '2026-08-15',
      encuestadora: 'Opinión; "Ñandú" =SUMA',
      muestra: 950,
      resultados: cuatro(27.36, 20, 15.5, 30),
    });
    const { res, status } = await api.call(exportarEncuestasCsv, undefined);
    expect(status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="encuestas.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const texto = bytes.subarray(3).toString('utf8');
    const lineas = texto.trimEnd().split('\r\n');
    expect(lineas[0]).toBe(
      'Fecha;Encuestadora;Muestra;CANDIDATO PROPIO (%);OPOSITOR 1 (%);OPOSITOR 2 (%);NO SABE/NO CONTESTÓ (%);Otro candidato (%);OPOSITOR 3 (%)',
    );
    expect(lineas).toContain('15/08/2026;"Opinión; ""Ñandú"" =SUMA";950;27,36;20;15,5;30;;');
    expect(lineas.at(-1)).toBe('22/03/2025;Ipsos Ciesmori;1200;24,5;21,3;18;30,2;;');
    expect(lineas).toHaveLength((await encuestas()).length + 1);
  });

  it('el CSV neutraliza fórmulas al inicio de una celda', async () => {
    await postEncuesta({
      fecha: '2026-08-16',
      encuestadora: '=HYPERLINK("x")',
      resultados: cuatro(1, 1, 1, 1),
    });
    const texto = (await api.call(exportarEncuestasCsv, undefined)).res.body;
    expect(texto).toContain(`16/08/2026;"'=HYPERLINK(""x"")";;1;1;1;1;;`);
  });

  it('las encuestas persisten tras reiniciar el servidor y la semilla no se repite', async () => {
    const antes = await encuestas();
    await api.reiniciar();
    expect(await encuestas()).toEqual(antes);
  });
});
