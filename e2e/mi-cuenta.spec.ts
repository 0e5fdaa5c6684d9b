import {
  MENSAJES_CUENTA,
  TEXTOS_CUENTA as T,
  TEXTOS_LOGIN,
  TEXTOS_MENU_USUARIO,
  TEXTOS_NAV,
  TEXTOS_SESIONES,
} from '@comando/contract';
import { crearUsuario, expect, LOGIN_TIMEOUT, loginAs, test } from './fixtures.js';

// Issue 16, my account: a user created by an admin signs in with the temporary password, is
// made to choose a new one (a guessable one is refused with the reason), then works normally
// and can change it again from Mi cuenta, reached from the user's name in the top bar.
test('la contraseña temporal se cambia antes de todo, y luego desde Mi cuenta', async ({ browser, page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  const { usuario, contrasenaTemporal } = await crearUsuario(page.request, 'rosa', {
    nombre: 'Rosa Quispe',
    rol: 'editor',
  });

  const ctx = await browser.newContext();
  const rosa = await ctx.newPage();
  await rosa.goto('/');
  await rosa.getByLabel('Usuario').fill(usuario);
  await rosa.getByLabel('Contraseña', { exact: true }).fill(contrasenaTemporal);
  await rosa.getByRole('button', { name: TEXTOS_LOGIN.entrar }).click();

  // Only the change is offered: no navigation, no screen behind it.
  await expect(rosa.getByRole('heading', { name: T.cambiarTitulo })).toBeVisible(LOGIN_TIMEOUT);
  await expect(rosa.getByText(T.obligatorio)).toBeVisible();
  await expect(rosa.getByRole('navigation', { name: TEXTOS_NAV.navegacion })).toHaveCount(0);

  await rosa.getByLabel(T.actual).fill(contrasenaTemporal);
  const nueva = rosa.getByLabel(T.nueva);
  await nueva.fill('corta');
  await rosa.getByRole('button', { name: T.cambiar }).click();
  await expect(nueva).toHaveAccessibleDescription(new RegExp(MENSAJES_CUENTA.nuevaCorta));
  await nueva.fill('password1234');
  await rosa.getByRole('button', { name: T.cambiar }).click();
  await expect(rosa.getByRole('alert')).toContainText(MENSAJES_CUENTA.nuevaDebil, LOGIN_TIMEOUT);

  await nueva.fill('Tres-Llamas-Cruzan-el-Illimani');
  await rosa.getByRole('button', { name: T.cambiar }).click();
  // The editor's dashboard, with the spec's navigation.
  await expect(rosa.getByRole('navigation', { name: TEXTOS_NAV.navegacion })).toBeVisible(LOGIN_TIMEOUT);

  // Rosa also signs in elsewhere (another browser).
  const otro = await browser.newContext();
  const entrada = await otro.request.post('/api/auth/login', {
    data: { usuario, contrasena: 'Tres-Llamas-Cruzan-el-Illimani' },
    headers: { 'content-type': 'application/json' },
  });
  expect(entrada.status()).toBe(200);

  // Mi cuenta from the user's name: two open sessions; closing the others shuts that browser out.
  await rosa.getByRole('button', { name: TEXTOS_MENU_USUARIO.abrir('Rosa Quispe') }).click();
  await rosa.getByRole('link', { name: TEXTOS_MENU_USUARIO.miCuenta }).click();
  await expect(rosa).toHaveURL(/\/mi-cuenta$/);
  await expect(rosa.getByRole('heading', { name: T.miCuenta })).toBeVisible();
  const sesiones = rosa
    .locator('section')
    .filter({ has: rosa.getByRole('heading', { name: TEXTOS_SESIONES.titulo }) });
  await expect(sesiones.getByRole('listitem')).toHaveCount(2);
  await expect(sesiones.getByText(TEXTOS_SESIONES.estaSesion)).toHaveCount(1);
  await sesiones.getByRole('button', { name: TEXTOS_SESIONES.cerrarOtras }).click();
  await rosa.getByRole('dialog').getByRole('button', { name: TEXTOS_SESIONES.cerrarOtras }).click();
  await expect(sesiones.getByText(TEXTOS_SESIONES.sinOtras)).toBeVisible();
  expect((await otro.request.get('/api/auth/me')).status()).toBe(401);
  await otro.close();

  // A second change works and says the other sessions closed.
  await rosa.getByLabel(T.actual).fill('Tres-Llamas-Cruzan-el-Illimani');
  await rosa.getByLabel(T.nueva).fill('Cuatro-Condores-Sobre-el-Tunari');
  await rosa.getByRole('button', { name: T.cambiar }).click();
  await expect(rosa.getByRole('status').filter({ hasText: T.cambiada })).toBeVisible(LOGIN_TIMEOUT);
  await expect(rosa.getByLabel(T.actual)).toHaveValue('');
  await ctx.close();
});
