import { createHmac } from 'node:crypto';
import {
  formatFechaHora,
  guardarAjustesSms,
  guardarDiaD,
  leerAjustesSms,
  leerConteo,
  leerNumeroSms,
  LECTURA_SMS as L,
  listarMesasActas,
  listarSms,
  MENSAJES_ACTAS as MA,
  MENSAJES_DIA_D as MD,
  MENSAJES_GENERALES,
  MENSAJES_JEFE as MJ,
  MENSAJES_SMS as M,
  obtenerCobertura,
  PAGINA_SMS,
  PIN_INCORRECTOS,
  probarSms,
  recibirWebhookSms,
  RESPUESTAS_A_DESCONOCIDO,
  RESPUESTAS_A_DESCONOCIDOS,
  RESPUESTAS_SMS as R,
  siguienteActa,
} from '@comando/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from '../../api.js';
import { arrancarPasarelaFalsa, type PasarelaFalsa } from '../../pasarela-sms.js';
import {
  configurarPasarela,
  HOY,
  llegaSms,
  prepararEscena,
  SIGLAS,
  smsGuardados,
  type Escena,
} from './sms-comun.js';

// Issue 44, point 6: actas and arrivals by SMS through SMS Gateway for Android. The gateway is a
// real HTTP server speaking its documented API (pasarela-falsa.ts); Comando is the real app on
// a real database of each dialect.

describeApi('Día D: actas y llegadas por SMS', (api) => {
  let p: PasarelaFalsa;
  let e: Escena;

  beforeAll(async () => {
    p = await arrancarPasarelaFalsa({ reloj: () => api.t.clock.now() });
    e = await prepararEscena(api);
  });
  afterAll(() => p?.cerrar());

  const mesa = async (codigo: string) =>
    (await api.ok(listarMesasActas, undefined, 'lector')).mesas.find((m) => m.codigo === codigo);
  const recibidas = async () => (await api.ok(leerConteo, undefined, 'lector')).actasRecibidas;

  describe('la pasarela, antes de configurarla', () => {
    it('sin clave de firma todo webhook es 401 y nada se guarda', async () => {
      const { cuerpo, cabeceras } = p.entrega({ telefono: '+59171234567', texto: 'LLEGUE 30002 PIN 1234' });
      await api.rechaza(recibirWebhookSms, undefined, M.firmaInvalida, {
        quien: 'anonimo',
        status: 401,
        payload: cuerpo,
        headers: cabeceras,
      });
      expect(await smsGuardados(api)).toEqual([]);
    });

    it('la primera vez pide contraseña y clave; los secretos nunca vuelven, solo si están', async () => {
      const sinSecretos = { direccion: p.direccion, usuario: p.usuario, numero: '' };
      await api.rechaza(guardarAjustesSms, sinSecretos, M.contrasenaRequerida, { quien: 'admin' });
      await api.rechaza(guardarAjustesSms, { ...sinSecretos, contrasena: 'x' }, M.claveRequerida, {
        quien: 'admin',
      });
      expect(await api.ok(leerAjustesSms, undefined, 'admin')).toMatchObject({
        direccion: null,
        contrasena: false,
        claveFirma: false,
      });
      await configurarPasarela(api, p);
      const ajustes = await api.ok(leerAjustesSms, undefined, 'admin');
      expect(ajustes).toEqual({
        direccion: p.direccion,
        usuario: p.usuario,
        numero: '+591 70000001',
        contrasena: true,
        claveFirma: true,
        actualizadaEn: api.t.clock.now().toISOString(),
      });
      expect(JSON.stringify(ajustes)).not.toContain(p.contrasena);
      expect(JSON.stringify(ajustes)).not.toContain(p.claveFirma);
      // Blank secrets keep the stored ones (the form never shows them back).
      await api.ok(guardarAjustesSms, { ...sinSecretos, numero: '+591 70000001' }, 'admin');
      expect((await llegaSms(api, p, { telefono: '+59179990000', texto: 'hola' })).status).toBe(204);
      // An editor prints the access sheets: they read the number, never the gateway.
      expect(await api.ok(leerNumeroSms, undefined, 'editor')).toEqual({ numero: '+591 70000001' });
      await api.rechaza(leerAjustesSms, undefined, MENSAJES_GENERALES.prohibido, {
        quien: 'editor',
        status: 403,
      });
      await api.rechaza(listarSms, undefined, MENSAJES_GENERALES.prohibido, { quien: 'editor', status: 403 });
    });

    it('un SMS de prueba sale por la pasarela al número en formato internacional; si falla, 502 con el motivo', async () => {
      const antes = p.enviados.length;
      expect(await api.ok(probarSms, { telefono: '712 34 567' }, 'admin')).toEqual({
        telefono: '+59171234567',
      });
      expect(p.enviados.slice(antes)).toEqual([
        expect.objectContaining({ texto: R.prueba, telefonos: ['+59171234567'] }),
      ]);
      p.fallarEnvios(500);
      await api.rechaza(probarSms, { telefono: '71234567' }, M.pasarelaFallo('500 simulated failure'), {
        quien: 'admin',
        status: 502,
      });
      p.fallarEnvios(null);
    });
  });

  describe('la firma', () => {
    it('firma ajena, cuerpo cambiado, hora vencida o sin cabeceras: 401 y nada se guarda', async () => {
      const antes = (await smsGuardados(api)).length;
      const sms = { telefono: e.ana.telefono, texto: `LLEGUE 30002 PIN ${e.ana.pin}` };
      const ajena = p.entrega(sms, { clave: 'otra-clave' });
      const buena = p.entrega(sms);
      const vieja = p.entrega(sms, { marca: Math.floor(api.t.clock.now().getTime() / 1000) - 6 * 60 });
      const casos = [
        ajena,
        { cuerpo: buena.cuerpo.replace('30002', '30003'), cabeceras: buena.cabeceras },
        vieja,
        { cuerpo: buena.cuerpo, cabeceras: { 'content-type': 'application/json' } },
      ];
      for (const c of casos) {
        await api.rechaza(recibirWebhookSms, undefined, M.firmaInvalida, {
          quien: 'anonimo',
          status: 401,
          payload: c.cuerpo,
          headers: c.cabeceras,
        });
      }
      expect((await smsGuardados(api)).length).toBe(antes);
      expect((await api.ok(obtenerCobertura, undefined, 'lector')).total.presentes).toBe(0);
    });
  });

  describe('el cuerpo del webhook', () => {
    it('otros eventos de la pasarela se aceptan sin guardar nada; un SMS sin remitente es 400', async () => {
      const antes = (await smsGuardados(api)).length;
      const enviado = p.entregaEvento('sms:sent', {
        messageId: 'x',
        phoneNumber: '+59171234567',
        partsCount: 1,
      });
      const res = await api.send(recibirWebhookSms, undefined, 'anonimo', {
        payload: enviado.cuerpo,
        headers: enviado.cabeceras,
      });
      expect(res.status).toBe(204);
      const sinRemitente = p.entregaEvento('sms:received', {
        messageId: 'x',
        message: 'LLEGUE 30002 PIN 1234',
      });
      await api.rechaza(recibirWebhookSms, undefined, M.webhookIlegible, {
        quien: 'anonimo',
        payload: sinRemitente.cuerpo,
        headers: sinRemitente.cabeceras,
      });
      // Broken JSON, signed as the gateway signs (it would never send it).
      const roto = '{"event":"sms:received",';
      const marca = String(Math.floor(api.t.clock.now().getTime() / 1000));
      await api.rechaza(recibirWebhookSms, undefined, M.webhookIlegible, {
        quien: 'anonimo',
        payload: roto,
        headers: {
          'content-type': 'application/json',
          'x-timestamp': marca,
          'x-signature': createHmac('sha256', p.claveFirma)
            .update(roto + marca)
            .digest('hex'),
        },
      });
      expect((await smsGuardados(api)).length).toBe(antes);
    });

    it('una versión anterior de la app, que nombra al remitente solo phoneNumber, también se lee', async () => {
      const { cuerpo, cabeceras } = p.entrega({ telefono: '+59179990001', texto: 'hola' }, { antigua: true });
      expect(JSON.parse(cuerpo)).not.toHaveProperty('payload.sender');
      await api.send(recibirWebhookSms, undefined, 'anonimo', { payload: cuerpo, headers: cabeceras });
      const [ultimo] = (await api.ok(listarSms, undefined, 'admin')).sms;
      expect(ultimo).toMatchObject({ telefono: '+59179990001', resultado: 'desconocido' });
    });
  });

  describe('el acta', () => {
    it('válida, escrita con desorden: se cuenta una vez, queda «por SMS» sin foto y se responde con sus cifras', async () => {
      const antes = await recibidas();
      const texto = `  acta 30002, apb 12O  Libre:45 unidad 3 b 2 n 1 pin ${e.ana.pin}`;
      const r = await llegaSms(api, p, { telefono: '+59171234567', texto, eventoId: 'evento-acta-1' });
      const respuesta = R.actaRecibida('30002', 'APB 120, LIBRE 45, UNIDAD 3, blancos 2, nulos 1');
      expect(r.status).toBe(204);
      expect(r.guardado).toMatchObject({
        telefono: '+59171234567',
        texto,
        resultado: 'acta',
        mesa: '30002',
        respuesta,
        envio: 'enviada',
      });
      expect(r.enviados).toBe(1);
      expect(p.enviados.at(-1)).toMatchObject({ texto: respuesta, telefonos: ['+59171234567'] });
      expect(await recibidas()).toBe(antes + 1);
      expect((await mesa('30002'))?.acta).toMatchObject({
        estado: 'foto-pendiente',
        votos: { APB: 120, LIBRE: 45, UNIDAD: 3 },
        blancos: 2,
        nulos: 1,
        porSms: true,
        porJefe: false,
        fotoUrl: null,
      });
      // Transcription is typed from the photo: this acta waits for it.
      expect((await api.send(siguienteActa, undefined, 'editor')).status).toBe(204);
    });

    it('el mismo webhook entregado otra vez cuenta una sola vez y no se responde dos veces', async () => {
      const antes = {
        sms: (await smsGuardados(api)).length,
        actas: await recibidas(),
        enviados: p.enviados.length,
      };
      const texto = `  acta 30002, apb 12O  Libre:45 unidad 3 b 2 n 1 pin ${e.ana.pin}`;
      for (let i = 0; i < 2; i++) {
        const { cuerpo, cabeceras } = p.entrega({
          telefono: '+59171234567',
          texto,
          eventoId: 'evento-acta-1',
        });
        const res = await api.send(recibirWebhookSms, undefined, 'anonimo', {
          payload: cuerpo,
          headers: cabeceras,
        });
        expect(res.status).toBe(204);
      }
      expect((await smsGuardados(api)).length).toBe(antes.sms);
      expect(await recibidas()).toBe(antes.actas);
      expect(p.enviados.length).toBe(antes.enviados);
    });

    it('el mismo SMS reenviado por el delegado (otro evento) no crea otra versión: se le confirma', async () => {
      const antes = await recibidas();
      const r = await llegaSms(api, p, {
        telefono: '71234567',
        texto: `ACTA 30002 APB 120 LIBRE 45 UNIDAD 3 B 2 N 1 PIN ${e.ana.pin}`,
      });
      expect(r.guardado).toMatchObject({
        resultado: 'acta-repetida',
        respuesta: R.actaYaRecibida('30002', 'APB 120, LIBRE 45, UNIDAD 3, blancos 2, nulos 1'),
      });
      expect(await recibidas()).toBe(antes);
    });

    it('con PIN incorrecto no se guarda nada y se le dice', async () => {
      const otro = e.beto.pin === '0000' ? '1111' : '0000';
      const r = await llegaSms(api, p, {
        telefono: '+59172223333',
        texto: `ACTA 30003 APB 10 LIBRE 10 UNIDAD 10 B 1 N 1 PIN ${otro}`,
      });
      expect(r.guardado).toMatchObject({
        resultado: 'pin-incorrecto',
        respuesta: R.pinIncorrecto,
        envio: 'enviada',
      });
      expect((await mesa('30003'))?.acta).toBeNull();
    });

    it('ilegible: la respuesta nombra la parte que no se entendió, y nada se guarda', async () => {
      const casos: [string, string][] = [
        [`ACTA 30003 APB 120 LIBER 45 UNIDAD 3 B 2 N 1 PIN ${e.beto.pin}`, L.desconocido('LIBER 45', SIGLAS)],
        [`ACTA 30003 APB LIBRE 45 UNIDAD 3 B 2 N 1 PIN ${e.beto.pin}`, L.sinCifra('APB')],
        [`ACTA 30003 APB 1 LIBRE 2 UNIDAD 3 N 1 PIN ${e.beto.pin}`, L.sinBlancos],
        ['ACTA 30003 APB 1 LIBRE 2 UNIDAD 3 B 0 N 1', L.sinPin],
        [`Hola ACTA 30003 PIN ${e.beto.pin}`, L.sinPalabra('HOLA')],
      ];
      for (const [texto, motivo] of casos) {
        const r = await llegaSms(api, p, { telefono: '+59172223333', texto });
        expect(r.guardado, texto).toMatchObject({
          resultado: 'ilegible',
          detalle: motivo,
          respuesta: R.ilegible(motivo),
          envio: 'enviada',
        });
        expect(p.enviados.at(-1)?.texto).toBe(R.ilegible(motivo));
      }
      expect((await mesa('30003'))?.acta).toBeNull();
    });

    it('las reglas del teléfono: otra mesa, una cifra de más, un partido que falta', async () => {
      const casos: [string, string, string][] = [
        [`ACTA 30002 APB 1 LIBRE 1 UNIDAD 1 B 0 N 0 PIN ${e.beto.pin}`, '30003', R.otraMesa('30003')],
        [
          `ACTA 30003 APB 150 LIBRE 45 UNIDAD 3 B 2 N 1 PIN ${e.beto.pin}`,
          '30003',
          MA.superaHabilitados(201, 200),
        ],
        [`ACTA 30003 APB 15 LIBRE 45 B 2 N 1 PIN ${e.beto.pin}`, '30003', MA.faltaPartido('UNIDAD')],
      ];
      for (const [texto, m, motivo] of casos) {
        const r = await llegaSms(api, p, { telefono: '+59172223333', texto });
        expect(r.guardado, texto).toMatchObject({
          resultado: 'rechazado',
          mesa: m,
          detalle: motivo,
          respuesta: R.actaRechazada(m, motivo),
        });
      }
      expect((await mesa('30003'))?.acta).toBeNull();
    });

    it('fuera de las fechas del Día D se rechaza como en la página', async () => {
      await api.ok(
        guardarDiaD,
        { totalPollingStations: 3, coveredPollingStations: 0, electionDate: '2026-12-20' },
        'editor',
      );
      const r = await llegaSms(api, p, {
        telefono: '+59172223333',
        texto: `ACTA 30003 APB 15 LIBRE 45 UNIDAD 3 B 2 N 1 PIN ${e.beto.pin}`,
      });
      expect(r.guardado).toMatchObject({ resultado: 'rechazado', detalle: MD.fueraDeFecha });
      await api.ok(
        guardarDiaD,
        { totalPollingStations: 3, coveredPollingStations: 0, electionDate: HOY },
        'editor',
      );
    });

    it('el jefe de recinto envía el acta de una mesa sin la del delegado, nunca encima de ella', async () => {
      const propia = await llegaSms(api, p, {
        telefono: '73334444',
        texto: `acta 30003 apb 15 libre 45 unidad 3 b 2 n 1 pin ${e.carla.pin}`,
      });
      expect(propia.guardado).toMatchObject({ resultado: 'acta', mesa: '30003' });
      expect((await mesa('30003'))?.acta).toMatchObject({ porJefe: true, porSms: true, fotoUrl: null });
      const encima = await llegaSms(api, p, {
        telefono: '73334444',
        texto: `acta 30002 apb 15 libre 45 unidad 3 b 2 n 1 pin ${e.carla.pin}`,
      });
      expect(encima.guardado).toMatchObject({
        resultado: 'rechazado',
        detalle: MJ.actaDelDelegado,
        respuesta: R.actaRechazada('30002', MJ.actaDelDelegado),
      });
      const fuera = await llegaSms(api, p, {
        telefono: '73334444',
        texto: `acta 40001 apb 15 libre 45 unidad 3 b 2 n 1 pin ${e.carla.pin}`,
      });
      expect(fuera.guardado).toMatchObject({ resultado: 'rechazado', detalle: MJ.mesaNoEncontrada });
    });

    it('si la pasarela no envía la respuesta, el acta queda recibida y el SMS dice que falló', async () => {
      p.fallarEnvios(503);
      const r = await llegaSms(api, p, {
        telefono: '+59171234567',
        texto: `ACTA 30002 APB 121 LIBRE 45 UNIDAD 3 B 2 N 1 PIN ${e.ana.pin}`,
      });
      p.fallarEnvios(null);
      expect(r.guardado).toMatchObject({ resultado: 'acta', envio: 'fallida' });
      expect((await mesa('30002'))?.acta).toMatchObject({ votos: { APB: 121 }, version: 2 });
    });
  });

  describe('la llegada', () => {
    it('LLEGUE con su mesa y su PIN marca la llegada una vez y se responde con la hora', async () => {
      const texto = `llegué 30003 pin ${e.beto.pin}`;
      const r = await llegaSms(api, p, { telefono: '+591 72223333', texto });
      expect(r.guardado).toMatchObject({
        resultado: 'llegada',
        mesa: '30003',
        respuesta: R.llegada('30003', formatFechaHora(api.t.clock.now())),
      });
      expect((await api.ok(obtenerCobertura, undefined, 'lector')).total.presentes).toBe(1);
      const jefe = await llegaSms(api, p, { telefono: '73334444', texto: `LLEGUE 30003 PIN ${e.carla.pin}` });
      expect(jefe.guardado).toMatchObject({ resultado: 'rechazado', detalle: R.llegadaJefe });
    });
  });

  describe('los números desconocidos y los PIN equivocados', () => {
    it('un número desconocido recibe pocas respuestas; después sus SMS se guardan sin respuesta', async () => {
      const antes = p.enviados.length;
      const resultados = [];
      for (let i = 0; i < RESPUESTAS_A_DESCONOCIDO + 2; i++)
        resultados.push(
          (await llegaSms(api, p, { telefono: '+59179999999', texto: `ACTA 30002 prueba ${i}` })).guardado,
        );
      expect(resultados.map((s) => s?.resultado)).toEqual(
        Array<string>(RESPUESTAS_A_DESCONOCIDO + 2).fill('desconocido'),
      );
      expect(resultados.map((s) => s?.envio)).toEqual([
        ...Array<string>(RESPUESTAS_A_DESCONOCIDO).fill('enviada'),
        'omitida',
        'omitida',
      ]);
      expect(p.enviados.length - antes).toBe(RESPUESTAS_A_DESCONOCIDO);
      expect(p.enviados.slice(antes).every((s) => s.texto === R.desconocido)).toBe(true);
    });

    it('muchos números desconocidos tampoco son una tormenta de respuestas; la lista pasa de página', async () => {
      const antes = p.enviados.length;
      for (let i = 0; i < RESPUESTAS_A_DESCONOCIDOS + 5; i++)
        await llegaSms(api, p, { telefono: `+5917800${String(i).padStart(4, '0')}`, texto: 'hola' });
      expect(p.enviados.length - antes).toBeLessThanOrEqual(RESPUESTAS_A_DESCONOCIDOS);
      const todos = await smsGuardados(api);
      expect(todos.length).toBeGreaterThan(PAGINA_SMS);
      expect(new Set(todos.map((s) => s.id)).size).toBe(todos.length);
      const orden = todos.map((s) => s.llegadoEn);
      expect(orden).toEqual([...orden].sort().reverse());
    });

    it(`tras ${PIN_INCORRECTOS} PIN equivocados en una hora el número queda bloqueado (avisado una vez)`, async () => {
      const malo = e.ana.pin === '9999' ? '8888' : '9999';
      for (let i = 0; i < PIN_INCORRECTOS; i++)
        await llegaSms(api, p, { telefono: '71234567', texto: `LLEGUE 30002 PIN ${malo}` });
      const bloqueado = await llegaSms(api, p, {
        telefono: '71234567',
        texto: `LLEGUE 30002 PIN ${e.ana.pin}`,
      });
      expect(bloqueado.guardado).toMatchObject({
        resultado: 'bloqueado',
        respuesta: R.bloqueado,
        envio: 'enviada',
      });
      const otra = await llegaSms(api, p, { telefono: '71234567', texto: `LLEGUE 30002 PIN ${e.ana.pin}` });
      expect(otra.guardado).toMatchObject({ resultado: 'bloqueado', envio: 'omitida' });
      expect(otra.enviados).toBe(0);
      // An hour later the number is heard again.
      api.t.clock.set(new Date(api.t.clock.now().getTime() + 61 * 60 * 1000));
      const luego = await llegaSms(api, p, { telefono: '71234567', texto: `LLEGUE 30002 PIN ${e.ana.pin}` });
      expect(luego.guardado).toMatchObject({ resultado: 'llegada', mesa: '30002' });
    });
  });

  describe('por HTTP, como entrega el teléfono', () => {
    it('el webhook registrado en la pasarela recibe el SMS firmado y la respuesta sale por su API', async () => {
      await api.t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = api.t.app.server.address();
      const puerto = typeof address === 'object' && address ? address.port : 0;
      const registro = await fetch(`${p.direccion}/webhooks`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${p.usuario}:${p.contrasena}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          url: `http://127.0.0.1:${puerto}${recibirWebhookSms.path}`,
          event: 'sms:received',
        }),
      });
      expect(registro.status).toBe(201);
      const antes = p.enviados.length;
      const entregas = await p.recibirSms({
        telefono: '+59171234567',
        texto: `ACTA 30002 APB 122 LIBRE 45 UNIDAD 3 B 2 N 1 PIN ${e.ana.pin}`,
      });
      expect(entregas.map((x) => x.status)).toEqual([204]);
      expect(p.enviados.slice(antes).map((s) => s.texto)).toEqual([
        R.actaRecibida('30002', 'APB 122, LIBRE 45, UNIDAD 3, blancos 2, nulos 1'),
      ]);
    });
  });
});
