import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentenciasDe } from '../src/db/connect.js';
import { recorridosDe } from './dia-d-comun.js';
import { AMBITOS, claveCookie, nombreAmbito, sembrar, type Siembra } from './dia-d-terreno-siembra.js';

// Issue 27: a scoped user's Día D screens stay paged and indexed. Every statement their reads
// run is planned (SQLite, as the acta path's test in dia-d-actas does): none may read a whole
// table of the registry, the actas or the incidents to keep its ground.
describe('las consultas de un ámbito usan índices (sqlite)', () => {
  // What may be read whole: the election date (one row), the ballot (a handful of parties),
  // the staff accounts (tens; whom an incident may go to), the rows of the statement itself.
  const PEQUENAS = /^SCAN (estrategia_diad|dia_d_partidos|usuarios|CONSTANT ROW|\d+-ROW VALUES CLAUSE)\b/;
  const LECTURAS = [
    '/api/dia-d/mesas',
    '/api/dia-d/mesas?sinDelegado=true',
    '/api/dia-d/mesas?q=1',
    '/api/dia-d/municipios',
    '/api/dia-d/recintos',
    '/api/dia-d/cobertura?departamento=la-paz&municipio=El%20Alto',
    '/api/dia-d/defensores',
    '/api/dia-d/incidentes',
    '/api/dia-d/usuarios',
    '/api/dia-d/conteo',
    '/api/dia-d/actas',
    '/api/dia-d/actas?estado=recibida',
    '/api/dia-d/actas/disputas',
    '/api/dia-d/actas/siguiente',
  ];
  let s: Siembra;
  beforeAll(async () => {
    s = await sembrar('sqlite');
  }, 300_000);
  afterAll(() => s.t.close());

  it.each(
    AMBITOS.filter((a) => a.nivel !== 'departamento' || a.departamento === 'la-paz').map(
      (a) => [nombreAmbito(a), a] as const,
    ),
  )('ámbito %s: ninguna lectura recorre una tabla entera', async (_n, ambito) => {
    const db = s.t.deps.db;
    const cookie = s.cookies.get(claveCookie(ambito, 'editor'))!;
    const sentencias = await sentenciasDe(db, async () => {
      for (const url of LECTURAS) {
        const res = await s.t.request({ url, cookie });
        expect(res.statusCode, url).toBeLessThan(300);
      }
    });
    const consultas = sentencias.filter((x) => /^\s*(select|with)\b/i.test(x));
    expect(consultas.length).toBeGreaterThan(LECTURAS.length);
    expect(await recorridosDe(db, consultas, PEQUENAS)).toEqual([]);
  });
});
