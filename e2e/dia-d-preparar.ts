import { hoyEnLaPaz, type Acceso, type Defensor } from '@comando/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.js';

// The Día D setup the acta specs share, through the API as an admin: what the screens under
// test need in place, not what they test.

/** The registry of mesas (CSV lines after the header) imported and the election set to today. */
export async function eleccionHoy(api: APIRequestContext, filas: string[]): Promise<void> {
  const registro = ['departamento;municipio;recinto;codigo_recinto;mesa;codigo_mesa;habilitados', ...filas];
  const importar = await api.post('/api/dia-d/mesas/importar?aplicar=true', {
    data: registro.join('\n'),
    headers: { 'content-type': 'text/csv' },
  });
  expect(importar.status()).toBe(200);
  const diad = await api.post('/api/estrategia/diad', {
    data: { totalPollingStations: filas.length, coveredPollingStations: 1, electionDate: hoyEnLaPaz() },
  });
  expect(diad.status()).toBe(200);
}

/** A Cochabamba defender made the delegate of `mesa`, with their one-use access code. */
export async function delegadoDeMesa(api: APIRequestContext, mesa: string): Promise<Acceso> {
  const defensor = (await (
    await api.post('/api/territorial/cochabamba/defensores', {
      data: { name: 'Rosa Mamani', phone: '71234567', email: 'rosa@example.com', pollingStation: '' },
    })
  ).json()) as Defensor;
  expect(
    (await api.put(`/api/dia-d/mesas/${mesa}/delegado`, { data: { defensorId: defensor.id } })).status(),
  ).toBe(200);
  return (await (await api.post(`/api/dia-d/delegados/${defensor.id}/acceso`)).json()) as Acceso;
}

/** A 16 × 12 JPEG photo of the paper acta (the server checks the type by content). */
export const FOTO_JPEG =
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAMABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAEpn/9k=';
