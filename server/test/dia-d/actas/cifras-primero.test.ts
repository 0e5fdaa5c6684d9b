import {
  delegadoActual,
  enviarActaJefe,
  enviarCifrasActa,
  enviarCifrasActaJefe,
  ETIQUETA_ESTADO_ACTA,
  fillPath,
  fotoActa,
  leerConteo,
  listarAlertas,
  listarMesasActas,
  listarPendientes,
  MENSAJES_ACTAS as MA,
  MENSAJES_DIA_D as M,
  MENSAJES_EVIDENCIA as ME,
  MENSAJES_GENERALES,
  MENSAJES_JEFE as MJ,
  siguienteActa,
  transcribirActa,
  type Acta,
  type CifrasActa,
} from '@comando/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type Api } from '../../api.js';
import { cuerpoDeActa, eleccionConTresDelegados, fotoDePrueba, lineasDeTotales } from '../../dia-d-comun.js';
import { jefeDeRecinto } from './jefe.js';
import { cifrasDe, sha256 } from './subida-tus.js';

// Issue 44, point 2: an acta's figures reach HQ in one small request before its photo, as
// «Recibida — foto pendiente». The count, the rules and the radar see them at once; the photo's
// URL and the transcription wait for it; a resend is the same acta (the totals move once).

describeApi('las cifras del acta antes que su foto', (api: Api) => {
  let delegados: Record<string, string>;
  let foto: Buffer;
  /** A delegate's session on the phone page (its cookie: the API's roles are HQ's). */
  const como = (mesa: string) => ({ headers: { cookie: delegados[mesa]! } });
  const cifras = (mesa: string, c: CifrasActa) => api.send(enviarCifrasActa, c, 'anonimo', como(mesa));

  beforeAll(async () => {
    delegados = await eleccionConTresDelegados(api.t);
    foto = await fotoDePrueba();
  });

  it('llegan en una solicitud de menos de 2 KB y quedan «Recibida — foto pendiente»: el conteo, las reglas y el radar las ven, la transcripción y la foto esperan', async () => {
    // 195 of 200 habilitados: above 95 %, the participation rule trips on the figures alone.
    const c = cifrasDe(foto, { votos: { ALFA: 195 }, blancos: 0, nulos: 0 });
    expect(Buffer.byteLength(JSON.stringify(c))).toBeLessThan(2048);
    const res = await cifras('M1', c);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: c.id,
      mesa: 'M1',
      version: 1,
      estado: 'foto-pendiente',
      votos: { ALFA: 195 },
      alertaParticipacion: true,
    });
    expect(ETIQUETA_ESTADO_ACTA['foto-pendiente']).toBe('Recibida — foto pendiente');

    const conteo = await api.ok(leerConteo, undefined, 'lector');
    expect(conteo).toMatchObject({ actasRecibidas: 1, actasVerificadas: 0 });
    expect(conteo.partidosRecibidas).toEqual([expect.objectContaining({ sigla: 'ALFA', votos: 195 })]);

    const lista = await api.ok(listarMesasActas, undefined, 'lector', {
      query: { estado: 'foto-pendiente' },
    });
    expect(lista.mesas.map((m) => m.codigo)).toEqual(['M1']);
    expect(lista.mesas[0]!.acta).toMatchObject({
      estado: 'foto-pendiente',
      fotoUrl: null,
      votos: { ALFA: 195 },
    });
    const radar = await api.ok(listarPendientes, undefined, 'lector', {
      query: { estado: 'foto-pendiente' },
    });
    expect(radar.mesas.map((m) => m.codigo)).toEqual(['M1']);
    expect(radar.total).toBe(1);
    const sinSegunda = await api.ok(listarPendientes, undefined, 'lector', {
      query: { estado: 'sin-segunda-carga' },
    });
    expect(sinSegunda.mesas).toEqual([]);
    const alertas = await api.ok(listarAlertas, undefined, 'lector');
    expect(alertas.alertas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ mesa: 'M1', regla: 'participacion-alta', actaId: c.id, fotoUrl: null }),
      ]),
    );

    // Nothing to transcribe yet, and the acta cannot be transcribed by its id either.
    expect((await api.send(siguienteActa, undefined, 'editor')).status).toBe(204);
    await api.rechaza(transcribirActa, { votos: { ALFA: 195 }, blancos: 0, nulos: 0 }, MA.fotoPendiente, {
      params: { id: c.id },
      status: 409,
    });
    await api.rechaza(fotoActa, undefined, MA.fotoPendiente, {
      params: { id: c.id },
      status: 404,
      quien: 'lector',
    });
    // The phone reads its acta back as HQ holds it.
    const yo = await api.send(delegadoActual, undefined, 'anonimo', como('M1'));
    expect(yo.body).toMatchObject({ acta: { version: 1, estado: 'foto-pendiente' } });
  });

  it('reenviadas con el mismo id son la misma acta: ni una versión ni un total más', async () => {
    const c = cifrasDe(foto, { votos: { ALFA: 80 }, blancos: 3, nulos: 1 });
    const primera: Acta = (await cifras('M3', c)).body;
    const totales = await lineasDeTotales(api.t.deps.db);
    const filas = await api.t.deps.db.selectFrom('dia_d_actas').select('id').execute();
    for (let i = 0; i < 3; i++) {
      const otra = await cifras('M3', c);
      expect(otra.status).toBe(201);
      expect(otra.body).toEqual(primera);
    }
    expect(await lineasDeTotales(api.t.deps.db)).toEqual(totales);
    expect(await api.t.deps.db.selectFrom('dia_d_actas').select('id').execute()).toEqual(filas);
    // The same id from another mesa's phone is refused, and stores nothing.
    await api.rechaza(enviarCifrasActa, c, MA.idRepetido, { ...como('M2'), quien: 'anonimo', status: 409 });
    expect(await lineasDeTotales(api.t.deps.db)).toEqual(totales);
  });

  it('las mismas reglas de hoy: papeleta, habilitados, huella, sesión, rol y día; lo rechazado no guarda nada', async () => {
    const antes = await lineasDeTotales(api.t.deps.db);
    const base = cifrasDe(foto);
    const rechazos: [unknown, string, number][] = [
      [{ ...base, votos: { ALFA: 1, OMEGA: 2 } }, MA.partidoDesconocido('OMEGA'), 400],
      [{ ...base, votos: { ALFA: 150 }, blancos: 60 }, MA.superaHabilitados(212, 200), 400],
      [{ ...base, votos: {} }, MA.faltaPartido('ALFA'), 400],
      [{ ...base, sha256: undefined }, MA.huellaRequerida, 400],
      [{ ...base, sha256: 'abc' }, ME.huellaInvalida, 400],
      [{ ...base, id: 'x' }, MA.idRequerido, 400],
      [{ ...base, blancos: -1 }, MA.cifraInvalida, 400],
    ];
    for (const [cuerpo, error, status] of rechazos) {
      await api.rechaza(enviarCifrasActa, cuerpo, error, { ...como('M2'), quien: 'anonimo', status });
    }
    await api.rechaza(enviarCifrasActa, base, MENSAJES_GENERALES.noAutenticado, {
      quien: 'anonimo',
      status: 401,
    });
    await api.rechaza(enviarCifrasActa, base, MENSAJES_GENERALES.prohibido, { quien: 'editor', status: 403 });
    // 00:00 in La Paz two days after the election: the phone's window is closed (its session
    // kept alive meanwhile, as a phone in use every few hours keeps it).
    for (const hora of ['2026-11-24T02:00:00Z', '2026-11-24T13:00:00Z', '2026-11-25T00:00:00Z']) {
      api.t.clock.set(hora);
      expect((await api.send(delegadoActual, undefined, 'anonimo', como('M2'))).status).toBe(200);
    }
    api.t.clock.set('2026-11-25T04:00:00Z');
    try {
      await api.rechaza(enviarCifrasActa, base, M.fueraDeFecha, {
        ...como('M2'),
        quien: 'anonimo',
        status: 403,
      });
    } finally {
      api.t.clock.set('2026-11-23T15:00:00Z');
    }
    expect(await lineasDeTotales(api.t.deps.db)).toEqual(antes);
    expect(
      (await api.send(listarMesasActas, undefined, 'lector', { query: { estado: 'sin-acta' } })).body,
    ).toMatchObject({
      mesas: [expect.objectContaining({ codigo: 'M2' })],
    });
  });

  it('el acta en una sola solicitud (cifras y foto juntas) completa la que llegó sin foto, y los totales se mueven una vez', async () => {
    const jefe = await jefeDeRecinto(api.t, 'R1');
    // The recinto chief sends M2's figures first (its delegate sent nothing).
    const c = cifrasDe(foto, { votos: { ALFA: 50 }, blancos: 0, nulos: 0 });
    const res = await api.send(enviarCifrasActaJefe, c, 'anonimo', {
      params: { codigo: 'M2' },
      headers: { cookie: jefe },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mesa: 'M2', estado: 'foto-pendiente' });
    const actas = async () => {
      const lineas = await lineasDeTotales(api.t.deps.db, { municipios: false });
      const de = (estado: string) =>
        Number(lineas.find((l) => l.startsWith(`la-paz|${estado}|#actas|`))?.split('|')[3] ?? 0);
      return { pendientes: de('foto-pendiente'), recibidas: de('recibida') };
    };
    const conFotoPendiente = await actas();
    // The chief's phone falls back to the one-request form with the same id: the photo attaches.
    const cuerpo = cuerpoDeActa(foto, { id: c.id, votos: { ALFA: 50 }, blancos: 0, nulos: 0 });
    const junta = await api.t.request({
      method: enviarActaJefe.method,
      url: fillPath(enviarActaJefe.path, { codigo: 'M2' }),
      payload: cuerpo.payload,
      headers: { ...cuerpo.headers, cookie: jefe },
    });
    expect(junta.statusCode, junta.body).toBe(201);
    expect(junta.json()).toMatchObject({ id: c.id, estado: 'recibida' });
    expect(await actas()).toEqual({
      pendientes: conFotoPendiente.pendientes - 1,
      recibidas: conFotoPendiente.recibidas + 1,
    });
    const fila = await api.t.deps.db
      .selectFrom('dia_d_actas')
      .select(['foto_id', 'sha256_enviada', 'sha256_guardada', 'por_jefe'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(fila).toMatchObject({ sha256_enviada: sha256(foto), sha256_guardada: sha256(foto) });
    expect(fila.foto_id).not.toBeNull();
    // A delegate whose mesa's acta came from the delegate may not be replaced by the chief's figures.
    await api.rechaza(enviarCifrasActaJefe, cifrasDe(foto), MJ.actaDelDelegado, {
      params: { codigo: 'M1' },
      headers: { cookie: jefe },
      quien: 'anonimo',
      status: 409,
    });
  });
});
