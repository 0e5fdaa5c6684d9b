import {
  CONSULTA_CONTEO_RAPIDO,
  type Conteo,
  type EventoCambio,
  guardarPartidos,
  enviarActa,
  crearAviso,
  listarUsuarios,
  cambiarUsuario,
  sortearMuestra,
  leerConteo,
  leerConteoRapido,
  listarMesasActas,
  listarPartidos,
  type Route,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginConAmbito } from '../../ambito-comun.js';
import {
  cuerpoDeActa,
  delegadoEnMesa,
  fotoDePrueba,
  REGISTRO_TRES_MESAS,
  registroYEleccion,
} from '../../dia-d-comun.js';
import { CONTEO_CADA_MS } from '../../../src/areas/dia-d/compartidas.js';
import { createTestApp, dialects, type TestApp } from '../../helpers.js';
import { escuchar } from '../../sse.js';
import { FLUJO_DE_CAMBIOS, pedir, urlDe } from '../../api.js';

// Issue 30, live count under load: every HQ screen reads GET /api/dia-d/conteo after each burst of
// actas; its answer is one snapshot per ground shared by every reader, computed at most once a
// second, never older than the request that reads it, with an ETag (304 when unchanged).
// Issue 27, live events by ground: a departmental session's stream carries its department's
// actas and not another department's; what is sent names no place.

const PAPELETA = [
  { sigla: 'ALFA', nombre: 'Alianza Alfa', color: '#2dd4bf' },
  { sigla: 'BETA', nombre: 'Frente Beta', color: '#f97366' },
];

describe.each(dialects)('el conteo en vivo (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let lector: string;
  let foto: Buffer;
  /** Session cookie of the delegate of each mesa (M1 in La Paz, M3 in Oruro). */
  const delegados: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    admin = await t.login('admin');
    const editor = await t.login('editor');
    lector = await t.loginComo('lector', 'vivo.lector');
    await registroYEleccion(t, { admin, editor }, REGISTRO_TRES_MESAS, '2026-11-23');
    const papeleta = await pedir(t, guardarPartidos, { payload: PAPELETA, cookie: admin });
    expect(papeleta.statusCode).toBe(200);
    for (const [mesa, region, telefono] of [
      ['M1', 'la-paz', '71000001'],
      ['M3', 'oruro', '71000003'],
    ] as const) {
      delegados[mesa] = await delegadoEnMesa(t, editor, mesa, region, {
        nombre: `Delegado ${mesa}`,
        telefono,
      });
    }
    foto = await fotoDePrueba();
  }, 180_000);
  afterAll(() => t.close());

  /** The mesa's delegate sends an acta (a new version of it) with ALFA's votes. */
  async function enviar(mesa: string, alfa: number) {
    const cuerpo = cuerpoDeActa(foto, { votos: { ALFA: alfa, BETA: 10 }, nulos: 1 });
    const res = await pedir(t, enviarActa, {
      payload: cuerpo.payload,
      headers: cuerpo.headers,
      cookie: delegados[mesa],
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const leer = (cookie: string, etag?: string, ruta: Route = leerConteo) =>
    pedir(t, ruta, { cookie, headers: etag ? { 'if-none-match': etag } : {} });
  const alfaRecibidas = (c: Conteo) => c.partidosRecibidas.find((p) => p.sigla === 'ALFA')!.votos;

  // What the Conteo screen reads again after each burst, besides the count itself.
  it.each([listarMesasActas, listarPartidos, leerConteoRapido].map((r) => [r.path, r] as const))(
    '%s se comparte como el conteo: con su ETag vigente responde 304 sin cuerpo',
    async (_path, ruta) => {
      const primera = await leer(lector, undefined, ruta);
      expect(primera.statusCode).toBe(200);
      const etag = String(primera.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      // The browser revalidates every time; no proxy keeps a signed-in user's answer.
      expect(primera.headers['cache-control']).toBe('private, no-cache');
      const igual = await leer(lector, etag, ruta);
      expect(igual.statusCode).toBe(304);
      expect(igual.body).toBe('');
    },
  );

  it('la papeleta no cambia con un acta: leída otra vez tras ella responde 304; la lista de actas, 200 con otro ETag', async () => {
    const [papeleta, actas] = await Promise.all(
      [listarPartidos, listarMesasActas].map((ruta) => leer(lector, undefined, ruta)),
    );
    await enviar('M1', 5);
    const papeletaTras = await leer(lector, String(papeleta!.headers.etag), listarPartidos);
    expect(papeletaTras.statusCode).toBe(304);
    const actasTras = await leer(lector, String(actas!.headers.etag), listarMesasActas);
    expect(actasTras.statusCode).toBe(200);
    expect(actasTras.headers.etag).not.toBe(actas!.headers.etag);
  });

  it(`cada lectura ve toda acta confirmada antes de ella, y el conteo se calcula a lo sumo una vez cada ${CONTEO_CADA_MS} ms`, async () => {
    const VERSIONES = 40;
    /** ALFA's votes in M1's last acknowledged version (each version replaces the previous one). */
    let confirmado = 0;
    let terminado = false;
    let lecturas = 0;
    const etags = new Set<string>();
    // Screens read again when told of a write, as the web app does on each live event.
    let avisar = () => {};
    let escrita = new Promise<void>((r) => (avisar = r));
    const anunciar = () => {
      const a = avisar;
      escrita = new Promise<void>((r) => (avisar = r));
      a();
    };
    const inicio = performance.now();
    const escritor = (async () => {
      try {
        for (let i = 1; i <= VERSIONES; i++) {
          await enviar('M1', i);
          confirmado = i;
          anunciar();
        }
      } finally {
        terminado = true;
        anunciar();
      }
    })();
    // Five screens reading the count while the actas arrive.
    const pantallas = Array.from({ length: 5 }, async () => {
      while (!terminado) {
        await escrita;
        const antes = confirmado;
        const res = await leer(lector);
        expect(res.statusCode).toBe(200);
        expect(alfaRecibidas(res.json<Conteo>())).toBeGreaterThanOrEqual(antes);
        etags.add(String(res.headers.etag));
        lecturas++;
      }
    });
    await Promise.all([escritor, ...pantallas]);
    const segundos = (performance.now() - inicio) / 1000;
    // Every computation under new data gives new bytes, so a new ETag: at most one per period.
    expect(etags.size).toBeLessThanOrEqual(Math.ceil((segundos * 1000) / CONTEO_CADA_MS) + 1);
    expect(lecturas).toBeGreaterThan(etags.size);
    // Read right after the last write, the count shows it.
    expect(alfaRecibidas((await leer(lector)).json<Conteo>())).toBe(VERSIONES);
  });

  it('con el ETag vigente en If-None-Match responde 304 sin cuerpo; tras una escritura, 200 con otro ETag', async () => {
    const primera = await leer(lector);
    const etag = String(primera.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const igual = await leer(lector, etag);
    expect(igual.statusCode).toBe(304);
    expect(igual.body).toBe('');
    await enviar('M3', 7);
    const nueva = await leer(lector, etag);
    expect(nueva.statusCode).toBe(200);
    expect(nueva.headers.etag).not.toBe(etag);
    expect(nueva.json<Conteo>().actasRecibidas).toBe(primera.json<Conteo>().actasRecibidas + 1);
  });

  it('una sesión departamental recibe las actas de su departamento y no las de otro; el evento no nombra el lugar', async () => {
    const oruro = await loginConAmbito(t, admin, 'lector', { nivel: 'departamento', departamento: 'oruro' });
    const nacional = escuchar(`${base}${urlDe(FLUJO_DE_CAMBIOS)}`, { cookie: lector });
    const departamental = escuchar(`${base}${urlDe(FLUJO_DE_CAMBIOS)}`, { cookie: oruro });
    await Promise.all([nacional.ready, departamental.ready]);
    const actas = (s: typeof nacional) =>
      s.mensajes
        .filter((m) => m.event === 'cambio')
        .map((m) => JSON.parse(m.data) as EventoCambio)
        .filter((c) => c.ruta === enviarActa.path);
    /** A change with no place (an aviso): every stream gets it, after what came before. */
    let marcas = 0;
    const avisos = (s: typeof nacional) => s.mensajes.filter((m) => m.data.includes('"avisos"')).length;
    const marca = async () => {
      const res = await pedir(t, crearAviso, {
        payload: { mensaje: 'Marca del canal de cambios', fecha: '2026-11-25', hora: '18:30' },
        cookie: admin,
      });
      expect(res.statusCode).toBe(201);
      marcas++;
      await Promise.all([nacional, departamental].map((s) => s.hasta(() => avisos(s) >= marcas)));
    };

    await enviar('M1', 3); // La Paz
    await marca();
    expect(actas(nacional)).toHaveLength(1);
    expect(actas(departamental)).toEqual([]);

    await enviar('M3', 9); // Oruro
    await marca();
    expect(actas(nacional)).toHaveLength(2);
    // No sample drawn yet: the acta leaves the quick count alone, and says so.
    expect(actas(departamental)).toEqual([
      { area: 'dia-d', ruta: enviarActa.path, intactas: [CONSULTA_CONTEO_RAPIDO] },
    ]);

    // Its scope changes: its stream ends, so the browser reconnects under the new one.
    const { id } = (await pedir(t, listarUsuarios, { cookie: admin }))
      .json<{ id: string; ambito: { nivel: string; departamento?: string } }[]>()
      .find((u) => u.ambito.departamento === 'oruro')!;
    const cambio = await pedir(t, cambiarUsuario, {
      params: { id },
      cookie: admin,
      payload: { ambito: { nivel: 'departamento', departamento: 'la-paz' } },
    });
    expect(cambio.statusCode).toBe(200);
    await departamental.terminado;
    nacional.close();
  });

  it('el acta de una mesa fuera de la muestra dice que deja intacto el conteo rápido; la de una mesa de la muestra, no', async () => {
    const canal = escuchar(`${base}${urlDe(FLUJO_DE_CAMBIOS)}`, { cookie: lector });
    await canal.ready;
    const cambios = () =>
      canal.mensajes
        .filter((m) => m.event === 'cambio')
        .map((m) => JSON.parse(m.data) as EventoCambio)
        .filter((c) => c.ruta === enviarActa.path || c.ruta === sortearMuestra.path);
    /** The quick count's ETag now, and whether an answer read now is still the one it names. */
    const etagRapido = async () => String((await leer(lector, undefined, leerConteoRapido)).headers.etag);
    const sigueIgual = async (etag: string) =>
      (await leer(lector, etag, leerConteoRapido)).statusCode === 304;

    const sinMuestra = await etagRapido();
    await enviar('M1', 4);
    await canal.hasta(() => cambios().length === 1);
    expect(cambios()).toEqual([{ area: 'dia-d', ruta: enviarActa.path, intactas: [CONSULTA_CONTEO_RAPIDO] }]);
    expect(await sigueIgual(sinMuestra)).toBe(true);

    // Every mesa of the registry in the sample: the next acta moves the estimate, and says nothing.
    const muestra = await pedir(t, sortearMuestra, {
      cookie: admin,
      payload: { tamano: 3, semilla: 'todas' },
    });
    expect(muestra.statusCode, muestra.body).toBe(200);
    const conMuestra = await etagRapido();
    await enviar('M3', 7);
    await canal.hasta(() => cambios().length === 3);
    expect(cambios().slice(1)).toEqual([
      { area: 'dia-d', ruta: sortearMuestra.path },
      { area: 'dia-d', ruta: enviarActa.path },
    ]);
    expect(await sigueIgual(conMuestra)).toBe(false);
    canal.close();
  });
});
