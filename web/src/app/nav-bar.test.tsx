import { leerConteo, listarMesas, ROLES, ROLES_DIA_D, TEXTOS_NAV } from '@comando/contract';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderConSesion } from '../../test/con-sesion.js';
import { NavBar } from './nav-bar.js';

const navegacion = () => screen.getAllByRole('navigation', { name: TEXTOS_NAV.navegacion })[0]!;

describe('la barra de navegación y el Día D', () => {
  it('los roles que ven el Día D son los que leen sus mesas y su conteo', () => {
    expect([...ROLES_DIA_D].sort()).toEqual([...listarMesas.roles].sort());
    expect([...ROLES_DIA_D].sort()).toEqual([...leerConteo.roles].sort());
  });

  it.each(ROLES_DIA_D)('muestra Día D a un %s, hacia /dia-d/mesas y marcado en sus pantallas', (rol) => {
    renderConSesion(
      <MemoryRouter initialEntries={['/dia-d/conteo']}>
        <NavBar />
      </MemoryRouter>,
      rol,
    );
    const enlace = within(navegacion()).getByRole('link', { name: TEXTOS_NAV.diaD });
    expect(enlace).toHaveAttribute('href', '/dia-d/mesas');
    expect(enlace).toHaveAttribute('aria-current', 'page');
  });

  it.each(ROLES.filter((r) => !ROLES_DIA_D.includes(r)))('no muestra Día D a un %s', (rol) => {
    renderConSesion(
      <MemoryRouter initialEntries={['/dashboard']}>
        <NavBar />
      </MemoryRouter>,
      rol,
    );
    expect(within(navegacion()).getByRole('link', { name: TEXTOS_NAV.estrategia })).toBeInTheDocument();
    expect(within(navegacion()).queryByRole('link', { name: TEXTOS_NAV.diaD })).toBeNull();
  });

  it('el menú del teléfono también lleva Día D', async () => {
    const { user } = renderConSesion(
      <MemoryRouter initialEntries={['/dashboard/editor']}>
        <NavBar />
      </MemoryRouter>,
      'editor',
    );
    await user.click(screen.getByRole('button', { name: TEXTOS_NAV.menu }));
    const menu = screen.getByRole('dialog', { name: TEXTOS_NAV.menu });
    expect(within(menu).getByRole('link', { name: TEXTOS_NAV.diaD })).toHaveAttribute('href', '/dia-d/mesas');
  });
});
