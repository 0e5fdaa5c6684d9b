import { TEXTOS_ELECCIONES as T, type Eleccion } from '@comando/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderConSesion } from '../../../../test/con-sesion.js';
import { elegirEleccion } from '../../../api/eleccion-elegida.js';
import { eleccionesQuery } from '../../../api/elecciones.js';
import { usePuedeEscribir } from '../../../api/session.js';
import { EleccionBarra } from './eleccion-barra.js';

const eleccion = (id: number, nombre: string, estado: 'actual' | 'terminada' | 'preparada'): Eleccion => ({
  id,
  nombre,
  fecha: '2025-08-17',
  tipo: 'primera vuelta',
  actual: estado === 'actual',
  soloLectura: estado === 'terminada',
  desde: null,
  llevar: [],
  creadaEn: '2025-08-01T00:00:00Z',
  terminadaEn: null,
});
const LISTA = [
  eleccion(3, 'Subnacional 2026', 'preparada'),
  eleccion(2, 'Segunda vuelta 2025', 'actual'),
  eleccion(1, 'Primera vuelta 2025', 'terminada'),
];

function Escritura() {
  return <p>{usePuedeEscribir() ? 'puede escribir' : 'solo lectura'}</p>;
}

function montar(lista = LISTA) {
  const r = renderConSesion(
    <>
      <EleccionBarra />
      <Escritura />
    </>,
    'admin',
  );
  r.client.setQueryData(eleccionesQuery.queryKey, lista);
  return r;
}

describe('el selector de elección del Día D', () => {
  beforeEach(() => history.pushState(null, '', '/dia-d/conteo'));
  afterEach(() => {
    elegirEleccion(null);
    history.pushState(null, '', '/');
  });

  it('ofrece la actual y las terminadas (no las preparadas); una terminada es de solo lectura', async () => {
    const { user } = montar();
    const selector = await screen.findByLabelText(T.selector);
    expect([...(selector as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      T.opcion('Segunda vuelta 2025', true),
      T.opcion('Primera vuelta 2025', false),
    ]);
    expect(screen.getByText('puede escribir')).toBeInTheDocument();
    await user.selectOptions(selector, '1');
    expect(await screen.findByText(T.soloLectura('Primera vuelta 2025'))).toBeInTheDocument();
    expect(screen.getByText('solo lectura')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.volverActual }));
    expect(screen.queryByText(T.soloLectura('Primera vuelta 2025'))).toBeNull();
    expect(screen.getByText('puede escribir')).toBeInTheDocument();
  });

  it('sin una elección terminada no hay nada que elegir', () => {
    montar([eleccion(1, 'Elección 17/08/2025', 'actual')]);
    expect(screen.queryByLabelText(T.selector)).toBeNull();
  });

  it('una elección elegida que el despliegue no tiene (otra copia) se olvida: vuelve la actual', async () => {
    elegirEleccion(9);
    montar();
    expect(await screen.findByText('puede escribir')).toBeInTheDocument();
    expect(sessionStorage.getItem('comando-eleccion')).toBeNull();
  });
});
