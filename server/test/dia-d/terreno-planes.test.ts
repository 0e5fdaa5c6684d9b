import {
  leerConteo,
  listarDefensoresDepartamento,
  listarDisputas,
  listarIncidentes,
  listarMesas,
  listarMesasActas,
  listarMunicipios,
  listarRecintos,
  listarUsuariosAsignables,
  obtenerCobertura,
  siguienteActa,
  type Route,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentenciasDe } from '../../src/db/connect.js';
import { pedir, urlDe, type Consulta } from '../api.js';
import { recorridosDe } from '../dia-d-comun.js';
import { AMBITOS, claveCookie, nombreAmbito, sembrar, type Siembra } from '../dia-d-terreno-siembra.js';

// Issue 27: a scoped user's Día D screens stay paged and indexed. Every statement their reads
// run is planned (SQLite, as the acta path's test in dia-d-actas does): none may read a whole
// table of the registry, the actas or the incidents to keep its ground.
describe('las consultas de un ámbito usan índices (sqlite)', () => {
  // What may be read whole: the election date (one row), the ballot (a handful of parties),
  // the staff accounts (tens; whom an incident may go to), the rows of the statement itself.
  const PEQUENAS = /^SCAN (estrategia_diad|dia_d_partidos|usuarios|CONSTANT ROW|\d+-ROW VALUES CLAUSE)\b/;
  const LECTURAS: [Route, Consulta?][] = [
    [listarMesas],
    [listarMesas, { sinDelegado: 'true' }],
    [listarMesas, { q: '1' }],
    [listarMunicipios],
    [listarRecintos],
    [obtenerCobertura, { departamento: 'la-paz', municipio: 'El Alto' }],
    [listarDefensoresDepartamento],
    [listarIncidentes],
    [listarUsuariosAsignables],
    [leerConteo],
    [listarMesasActas],
    [listarMesasActas, { estado: 'recibida' }],
    [listarDisputas],
    [siguienteActa],
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
      for (const [ruta, query] of LECTURAS) {
        const res = await pedir(s.t, ruta, { query, cookie });
        expect(res.statusCode, urlDe(ruta, undefined, query)).toBeLessThan(300);
      }
    });
    const consultas = sentencias.filter((x) => /^\s*(select|with)\b/i.test(x));
    expect(consultas.length).toBeGreaterThan(LECTURAS.length);
    expect(await recorridosDe(db, consultas, PEQUENAS)).toEqual([]);
  });
});
