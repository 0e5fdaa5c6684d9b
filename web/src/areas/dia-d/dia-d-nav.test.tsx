import {
  compararElecciones,
  leerComparacion,
  listarElecciones,
  leerConteo,
  listarAlertas,
  listarIncidentes,
  listarMensajesDelegados,
  listarMesas,
  listarPendientes,
  listarSms,
  RUTAS_PANTALLA,
  SECCIONES_DIA_D,
  seccionesDiaD,
  siguienteActa,
  TEXTOS_NAV,
  TEXTOS_NAV_DIA_D as T,
  verAjustesPublicacion,
} from '@comando/contract';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderConSesion } from '../../../test/con-sesion.js';
import { DiaDNav } from './dia-d-nav.js';

const ORDEN = [
  'Mesas',
  'Pendientes',
  'Conteo',
  'Transcribir',
  'Alertas',
  'Mensajes',
  'Incidentes',
  'Cómputo oficial',
  'Comparar elecciones',
  'Elecciones',
];

function enRuta(ruta: string, rol: string, sesion = {}) {
  const r = renderConSesion(
    <MemoryRouter initialEntries={[ruta]}>
      <DiaDNav />
    </MemoryRouter>,
    rol,
    sesion,
  );
  const nav = screen.getByRole('navigation', { name: T.secciones });
  const boton = within(nav).getByRole('button');
  return { ...r, nav, boton, enlaces: () => within(nav).getAllByRole('link', { hidden: true }) };
}

describe('la barra de secciones del Día D', () => {
  it('cada pantalla del Día D del router está en la barra, y cada sección es una pantalla del Día D', () => {
    const delRouter = RUTAS_PANTALLA.filter((r) => r.startsWith('/dia-d/'));
    expect(SECCIONES_DIA_D.map((s) => s.ruta).sort()).toEqual([...delRouter].sort());
  });

  it('cada sección se abre con los roles de la ruta que su pantalla lee primero', () => {
    const rutaDe: Record<string, { roles: readonly string[] }> = {
      '/dia-d/mesas': listarMesas,
      '/dia-d/pendientes': listarPendientes,
      '/dia-d/conteo': leerConteo,
      '/dia-d/actas/verificar': siguienteActa,
      '/dia-d/alertas': listarAlertas,
      '/dia-d/mensajes': listarMensajesDelegados,
      '/dia-d/incidentes': listarIncidentes,
      '/dia-d/oficial': leerComparacion,
      '/dia-d/comparar-elecciones': compararElecciones,
      '/dia-d/elecciones': listarElecciones,
      '/dia-d/sms': listarSms,
      '/dia-d/publicacion': verAjustesPublicacion,
    };
    for (const s of SECCIONES_DIA_D)
      expect([...s.roles].sort(), s.ruta).toEqual([...rutaDe[s.ruta]!.roles].sort());
  });

  it('a un editor le muestra las diez secciones en el orden de la noche, con la actual marcada', () => {
    const { enlaces, boton } = enRuta('/dia-d/conteo', 'editor');
    expect(enlaces().map((a) => a.textContent)).toEqual(ORDEN);
    expect(enlaces().map((a) => a.getAttribute('href'))).toEqual(seccionesDiaD('editor').map((s) => s.ruta));
    const marcados = enlaces().filter((a) => a.getAttribute('aria-current') === 'page');
    expect(marcados.map((a) => a.textContent)).toEqual(['Conteo']);
    // On a phone the folded bar names where one stands.
    expect(boton).toHaveTextContent(`${TEXTOS_NAV.diaD} · Conteo`);
  });

  it('a un administrador le muestra además SMS y Publicación, la última de la noche', () => {
    const { enlaces } = enRuta('/dia-d/publicacion', 'admin');
    expect(enlaces().map((a) => a.textContent)).toEqual([...ORDEN, 'SMS', 'Publicación']);
    expect(enlaces().at(-1)).toHaveAttribute('aria-current', 'page');
  });

  it('a un lector con ámbito le esconde Transcribir, que solo escriben admin y editor', () => {
    const { enlaces, boton } = enRuta('/dia-d/actas/verificar', 'lector', {
      ambito: { nivel: 'departamento', departamento: 'cochabamba' },
      ambitoNombre: 'Cochabamba',
      ambitoDepartamento: 'cochabamba',
    });
    expect(enlaces().map((a) => a.textContent)).toEqual(ORDEN.filter((e) => e !== 'Transcribir'));
    expect(enlaces().some((a) => a.hasAttribute('aria-current'))).toBe(false);
    expect(boton).toHaveTextContent(T.elegir);
  });

  it('a un admin le suma SMS, la pasarela que solo un admin configura (issue 44)', () => {
    const { enlaces } = enRuta('/dia-d/sms', 'admin');
    expect(enlaces().map((a) => a.textContent)).toEqual([...ORDEN, 'SMS', 'Publicación']);
    expect(enlaces().find((a) => a.getAttribute('aria-current') === 'page')?.textContent).toBe('SMS');
  });

  it('a un delegado no le muestra barra', () => {
    renderConSesion(
      <MemoryRouter initialEntries={['/dia-d/mesas']}>
        <DiaDNav />
      </MemoryRouter>,
      'delegado',
    );
    expect(screen.queryByRole('navigation', { name: T.secciones })).toBeNull();
  });

  it('el botón del teléfono despliega la lista, y Escape la pliega y le devuelve el foco', async () => {
    const { boton, user } = enRuta('/dia-d/mesas', 'admin');
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    await user.click(boton);
    expect(boton).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mesas' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    expect(boton).toHaveFocus();
  });
});
