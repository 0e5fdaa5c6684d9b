import { TEXTOS_PUNTOS as T, type PuntoRecinto } from '@comando/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConSesion } from '../../../../test/con-sesion.js';
import { conteoKeys } from './api/keys.js';
import { MapaConteo } from './mapa-conteo.js';
import { agruparPuntos } from './mapa-puntos.js';

const recinto = (
  codigo: string,
  lat: number,
  lon: number,
  mesas: number,
  recibidas: number,
  verificadas: number,
) =>
  ({
    codigo,
    nombre: codigo,
    departamento: 'la-paz',
    municipio: 'El Alto',
    lat,
    lon,
    mesas,
    recibidas,
    verificadas,
  }) satisfies PuntoRecinto;

describe('los puntos de los recintos', () => {
  it('junta los que caen en la misma celda en un grupo contado, con el estado de la mayoría (empate: el menos avanzado)', () => {
    const grupos = agruparPuntos([
      recinto('A', -16.5, -68.15, 2, 2, 2),
      recinto('B', -16.501, -68.151, 2, 1, 0),
      recinto('C', -21.53, -64.73, 3, 3, 3),
      recinto('D', -21.531, -64.731, 3, 3, 3),
      recinto('E', -21.532, -64.73, 3, 0, 0),
    ]);
    expect(grupos.map((g) => [g.recintos, g.estado])).toEqual([
      [2, 'con-actas'],
      [3, 'verificado'],
    ]);
  });

  it('el mapa del conteo resume los recintos con lugar en texto y, a pedido, los dibuja', async () => {
    const { client, container, user } = renderConSesion(
      <MapaConteo departamentos={[]} partidos={[]} alElegir={() => undefined} />,
    );
    client.setQueryData(conteoKeys.recintosMapa(), {
      recintos: [
        recinto('A', -16.5, -68.15, 2, 2, 2),
        recinto('B', -16.5, -68.15, 1, 0, 0),
        recinto('C', -17.39, -66.16, 2, 2, 2),
      ],
    });
    expect(await screen.findByText(T.resumen('3', '1', '0', '2'))).toBeInTheDocument();
    expect(container.querySelector('[data-capa="recintos"]')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: T.mostrar }));
    expect(screen.getByText(T.estados['sin-actas'])).toBeInTheDocument();
    // Two recintos in one spot: one circle with "2"; the third alone.
    const capa = container.querySelector('[data-capa="recintos"]');
    expect(capa?.querySelectorAll('circle')).toHaveLength(2);
    expect(capa?.querySelector('text')?.textContent).toBe('2');
  });
});
