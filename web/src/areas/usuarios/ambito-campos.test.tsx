import { TEXTOS_AMBITO as A, type Ambito } from '@comando/contract';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderConSesion } from '../../../test/con-sesion.js';
import { AmbitoCampos, ambitoDe, ELECCION_NACIONAL, type Eleccion } from './ambito-campos.js';
import { usuariosKeys } from './api/keys.js';

const TERRENO = {
  municipios: [
    { nombre: 'Quillacollo', recintos: [{ codigo: 'R-9', nombre: 'Unidad Educativa Sipe Sipe' }] },
    { nombre: 'Sacaba', recintos: [{ codigo: 'R-7', nombre: 'Colegio Sacaba' }] },
  ],
};

/** The fields with the scope they say, shown as text (what the form would send). */
function Campos({ rol, inicial = ELECCION_NACIONAL }: { rol: string; inicial?: Eleccion }) {
  const [e, setE] = useState(inicial);
  return (
    <>
      <AmbitoCampos value={e} onChange={setE} rol={rol} />
      <output aria-label="ámbito">{JSON.stringify(ambitoDe(e, rol))}</output>
    </>
  );
}

const enviado = () => JSON.parse(screen.getByRole('status', { name: 'ámbito' }).textContent ?? '') as Ambito;

function montar(rol: string, inicial?: Eleccion) {
  const r = renderConSesion(<Campos rol={rol} inicial={inicial} />, 'admin');
  r.client.setQueryData(usuariosKeys.terreno('cochabamba'), TERRENO);
  return r;
}

describe('los campos del ámbito de una cuenta', () => {
  it('acota de departamento a municipio y a recinto, con las opciones del registro', async () => {
    const { user } = montar('editor');
    expect(enviado()).toEqual({ nivel: 'nacional' });
    expect(screen.queryByRole('combobox', { name: A.municipio })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: A.departamento }), 'cochabamba');
    expect(enviado()).toEqual({ nivel: 'departamento', departamento: 'cochabamba' });
    const municipio = screen.getByRole('combobox', { name: A.municipio });
    expect(
      within(municipio)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([A.todoDepartamento, 'Quillacollo', 'Sacaba']);

    await user.selectOptions(municipio, 'Sacaba');
    expect(enviado()).toEqual({ nivel: 'municipio', departamento: 'cochabamba', municipio: 'Sacaba' });
    const recinto = screen.getByRole('combobox', { name: A.recinto });
    expect(
      within(recinto)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([A.todoMunicipio, 'Colegio Sacaba (R-7)']);

    await user.selectOptions(recinto, 'R-7');
    expect(enviado()).toEqual({ nivel: 'recinto', recinto: 'R-7' });
  });

  it('un recinto guardado abre con su departamento y su municipio elegidos', async () => {
    montar('editor', { departamento: 'cochabamba', municipio: '', recinto: 'R-9' });
    expect(await screen.findByRole('combobox', { name: A.municipio })).toHaveValue('Quillacollo');
    expect(screen.getByRole('combobox', { name: A.recinto })).toHaveValue('R-9');
    expect(enviado()).toEqual({ nivel: 'recinto', recinto: 'R-9' });
  });

  it('un administrador es siempre nacional y se le dice', () => {
    montar('admin', { departamento: 'cochabamba', municipio: '', recinto: '' });
    expect(screen.getByRole('combobox', { name: A.departamento })).toBeDisabled();
    expect(screen.getByText(A.soloNacionalAdmin)).toBeInTheDocument();
    expect(enviado()).toEqual({ nivel: 'nacional' });
  });
});
