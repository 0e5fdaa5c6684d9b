import { RUTAS_PANTALLA, TEXTOS_LOGIN, TEXTOS_NAV } from '@comando/contract';
import { crearUsuario, esperarCarga, expect, LOGIN_TIMEOUT, loginAs, test, unique } from './fixtures.js';

// Issue 16, role `lector`: a reader sees every screen of the router's table but no control that
// writes (the kit's FormDialog / ConfirmDelete and the areas ask one hook, usePuedeEscribir),
// and no screen asks the server for something it would refuse (no 403 on the way).
// Write controls are named by the contract's verbs: Nuevo Aviso, Editar vocero, Eliminar…
const ESCRIBE = /^(Crear|Nuev[oa]|Agregar|Añadir|Editar|Eliminar|Importar|Registrar|Subir|Guardar)\b/i;

// Mi cuenta is the reader's own account (password, sessions): writing there is allowed; `/` is the login.
const PANTALLAS = RUTAS_PANTALLA.filter((r) => r !== '/' && r !== '/mi-cuenta');

test('un lector ve cada pantalla sin ningún control que escriba y sin respuestas 403', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'admin');
  const { usuario, contrasenaTemporal } = await crearUsuario(page.request, 'lector', {
    nombre: 'Lucía Lector',
    rol: 'lector',
  });

  const ctx = await browser.newContext();
  const lector = await ctx.newPage();
  // The temporary password is changed first (micuenta's flow), through the API: not this test's subject.
  const login = await lector.request.post('/api/auth/login', {
    data: { usuario, contrasena: contrasenaTemporal },
    headers: { 'content-type': 'application/json' },
  });
  expect(login.status()).toBe(200);
  const cambio = await lector.request.post('/api/auth/contrasena', {
    data: { actual: contrasenaTemporal, nueva: `Quinua-Tarija-${unique()}-Sajama` },
    headers: { 'content-type': 'application/json' },
  });
  expect(cambio.status(), await cambio.text()).toBeLessThan(300);

  const prohibidas: string[] = [];
  lector.on('response', (r) => {
    if (r.status() === 403) prohibidas.push(`${r.request().method()} ${r.url()}`);
  });
  lector.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('403')) prohibidas.push(m.text());
  });

  for (const ruta of PANTALLAS) {
    await lector.goto(ruta);
    await expect(lector.getByRole('navigation', { name: TEXTOS_NAV.navegacion }).first()).toBeVisible(
      LOGIN_TIMEOUT,
    );
    await esperarCarga(lector);
    const nombres = await lector
      .getByRole('button')
      .evaluateAll((bs) => bs.map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()));
    expect(
      nombres.filter((n) => ESCRIBE.test(n)),
      `controles de escritura en ${ruta}`,
    ).toEqual([]);
  }
  expect(prohibidas).toEqual([]);
  await expect(lector.getByRole('button', { name: TEXTOS_LOGIN.entrar })).toHaveCount(0);
  await ctx.close();
});
