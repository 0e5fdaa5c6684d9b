import {
  delegadoActual,
  entrarDelegado,
  fotoActa,
  listarMesasActas,
  RESPUESTAS_SMS as R,
  siguienteActa,
} from '@comando/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, pedir } from '../../api.js';
import { fotoDePrueba } from '../../dia-d-comun.js';
import { arrancarPasarelaFalsa, type PasarelaFalsa } from '../../pasarela-sms.js';
import { clienteTus } from '../actas/subida-tus.js';
import { configurarPasarela, llegaSms, prepararEscena, type Escena } from './sms-comun.js';

// Issue 44: an acta by SMS is an acta whose figures came first («Recibida — foto pendiente»,
// received through the actas' figures-first path); its photo follows from the phone page by the
// same resumable upload, under the acta's id that the delegate's page reads with their mesa.

describeApi('Día D: la foto de un acta recibida por SMS llega después desde la página', (api) => {
  let p: PasarelaFalsa;
  let e: Escena;
  let base: string;

  beforeAll(async () => {
    p = await arrancarPasarelaFalsa({ reloj: () => api.t.clock.now() });
    e = await prepararEscena(api);
    await configurarPasarela(api, p);
    await api.t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => p?.cerrar());

  const mesa = async (codigo: string) =>
    (await api.ok(listarMesasActas, undefined, 'lector')).mesas.find((m) => m.codigo === codigo);

  it('el acta por SMS queda «foto pendiente»; la foto subida por su delegado la deja lista para transcribir', async () => {
    const r = await llegaSms(api, p, {
      telefono: '71234567',
      texto: `ACTA 30002 APB 120 LIBRE 45 UNIDAD 3 B 2 N 1 PIN ${e.ana.pin}`,
    });
    expect(r.guardado).toMatchObject({
      resultado: 'acta',
      respuesta: R.actaRecibida('30002', 'APB 120, LIBRE 45, UNIDAD 3, blancos 2, nulos 1'),
    });
    expect((await mesa('30002'))?.acta).toMatchObject({
      estado: 'foto-pendiente',
      porSms: true,
      fotoUrl: null,
    });
    expect((await api.send(siguienteActa, undefined, 'editor')).status).toBe(204);

    // The delegate opens the phone page: their mesa's acta is the one the SMS left.
    const entrada = await pedir(api.t, entrarDelegado, { payload: { codigo: e.ana.codigo } });
    const cookie = `comando_sesion=${entrada.cookies.find((c) => c.name === 'comando_sesion')?.value}`;
    const yo = (await pedir(api.t, delegadoActual, { cookie })).json<{
      acta: { id: string; estado: string };
    }>();
    expect(yo.acta).toMatchObject({ estado: 'foto-pendiente', version: 1 });

    // Another delegate cannot give it a photo; theirs does, by the same upload as any photo.
    const foto = await fotoDePrueba();
    const entradaBeto = await pedir(api.t, entrarDelegado, { payload: { codigo: e.beto.codigo } });
    const beto = `comando_sesion=${entradaBeto.cookies.find((c) => c.name === 'comando_sesion')?.value}`;
    expect((await clienteTus(base, beto).crear(yo.acta.id, foto.length)).status).toBe(404);
    expect((await clienteTus(base, cookie).subir(yo.acta.id, foto)).status).toBe(204);

    const despues = (await mesa('30002'))?.acta;
    expect(despues).toMatchObject({ estado: 'recibida', porSms: true, version: 1 });
    expect(despues?.fotoUrl).toBeTruthy();
    const res = await api.send(fotoActa, undefined, 'lector', { params: { id: yo.acta.id } });
    expect(res.status).toBe(200);
    // Now transcription hands it out.
    const siguiente = await api.send(siguienteActa, undefined, 'editor');
    expect(siguiente.status).toBe(200);
  });
});
