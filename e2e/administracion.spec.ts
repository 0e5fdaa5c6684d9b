import {
  ACCIONES_AUDITORIA,
  etiquetaArea,
  MENSAJES_AUDITORIA as A,
  TEXTOS_CUENTA,
  TEXTOS_DOS_PASOS as D,
  TEXTOS_LOGIN,
  TEXTOS_LOGIN_DOS_PASOS as L2,
  TEXTOS_LOGOUT,
  TEXTOS_MENU_USUARIO as M,
  TEXTOS_NAV,
  TEXTOS_USUARIOS as U,
} from '@comando/contract';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, LOGIN_TIMEOUT, loginAs, test, unique } from './fixtures.js';

// Issue 16 end to end: an admin creates a user from /usuarios; the user signs in with the
// temporary password, is made to change it, enrols two-factor verification (the test computes
// the codes as the phone would), signs out and in again with a code; the admin deactivates
// the user and the user's open screen goes to the login without a reload; the audit trail
// shows all of it and filters it.
const CLAVE = 'Cuatro-Vicuñas-Suben-al-Sajama';

/** The code the authenticator app shows `desfase` seconds from now. */
const codigo = (secreto: string, desfase = 0) =>
  new TOTP({ secret: Secret.fromBase32(secreto), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + desfase * 1000,
  });

async function loginFormulario(page: Page, usuario: string, contrasena: string) {
  await page.goto('/');
  await page.getByLabel(TEXTOS_LOGIN.usuario).fill(usuario);
  await page.getByLabel(TEXTOS_LOGIN.contrasenaLabel, { exact: true }).fill(contrasena);
  await page.getByRole('button', { name: TEXTOS_LOGIN.entrar }).click();
}

test('un admin crea un usuario; entra, cambia la contraseña, activa 2FA y vuelve con un código; desactivado, su pantalla va al login; todo queda en el registro', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  const usuario = `lucia.${unique()}`;
  const nombre = `Lucía Torrez ${unique()}`;

  // 1. The admin reaches Usuarios from the user menu and creates the account.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: M.abrir('Administrador') }).click();
  await page.getByRole('link', { name: M.usuarios }).click();
  await expect(page.getByRole('heading', { name: U.titulo, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: U.nuevo }).click();
  const nuevo = page.getByRole('dialog', { name: U.nuevo });
  await nuevo.getByLabel(U.usuario).fill('X');
  await nuevo.getByRole('button', { name: U.crear }).click();
  await expect(nuevo.getByLabel(U.usuario)).toHaveAccessibleDescription(/3 a 32 caracteres/);
  await nuevo.getByLabel(U.usuario).fill(usuario);
  await nuevo.getByLabel(U.nombre).fill(nombre);
  await nuevo.getByLabel(U.email).fill(`${usuario}@comando.bo`);
  await nuevo.getByLabel(U.rol).selectOption('editor');
  await nuevo.getByRole('button', { name: U.crear }).click();
  const temporal = page.getByRole('dialog', { name: U.temporalTitulo });
  await expect(temporal).toContainText(U.temporalTexto(usuario));
  const contrasenaTemporal = (await temporal.getByLabel(U.temporalTitulo).innerText()).trim();
  expect(contrasenaTemporal.length).toBeGreaterThanOrEqual(12);
  await temporal.getByRole('button', { name: U.listo }).click();
  const fila = page.getByRole('row').filter({ hasText: usuario });
  await expect(fila).toContainText(nombre);
  await expect(fila).toContainText(U.activo);

  // 2. The user signs in with it and must choose a password first.
  const ctx = await browser.newContext();
  const lucia = await ctx.newPage();
  await loginFormulario(lucia, usuario, contrasenaTemporal);
  await expect(lucia.getByText(TEXTOS_CUENTA.obligatorio)).toBeVisible(LOGIN_TIMEOUT);
  await lucia.getByLabel(TEXTOS_CUENTA.actual).fill(contrasenaTemporal);
  await lucia.getByLabel(TEXTOS_CUENTA.nueva).fill(CLAVE);
  await lucia.getByRole('button', { name: TEXTOS_CUENTA.cambiar }).click();
  await expect(lucia.getByRole('navigation', { name: TEXTOS_NAV.navegacion })).toBeVisible(LOGIN_TIMEOUT);

  // 3. Enrols two-factor verification from Mi cuenta.
  await lucia.getByRole('button', { name: M.abrir(nombre) }).click();
  await lucia.getByRole('link', { name: M.miCuenta }).click();
  const tarjeta = lucia.locator('section').filter({ has: lucia.getByRole('heading', { name: D.titulo }) });
  await tarjeta.getByRole('button', { name: D.activar }).click();
  await expect(tarjeta.getByRole('img', { name: D.qrAlt })).toBeVisible();
  const secreto = (await tarjeta.locator('code').innerText()).trim();
  await tarjeta.getByLabel(D.codigo).fill(codigo(secreto));
  await tarjeta.getByRole('button', { name: D.confirmar }).click();
  const recuperacion = tarjeta.getByRole('list', { name: D.codigosTitulo });
  await expect(recuperacion.getByRole('listitem')).toHaveCount(10);
  await tarjeta.getByRole('button', { name: D.guardados }).click();
  await expect(tarjeta.getByText(D.activa)).toBeVisible();

  // 4. Signs out and in again: the password, then a code (the next step's: each is good once).
  await lucia.getByRole('button', { name: TEXTOS_LOGOUT.titulo }).click();
  await lucia.getByRole('dialog').getByRole('button', { name: TEXTOS_LOGOUT.confirmar }).click();
  await loginFormulario(lucia, usuario, CLAVE);
  await expect(lucia.getByRole('heading', { name: L2.titulo })).toBeVisible(LOGIN_TIMEOUT);
  const campo = lucia.getByLabel(L2.codigo);
  await campo.fill('000000' === codigo(secreto, 30) ? '111111' : '000000');
  await lucia.getByRole('button', { name: L2.verificar }).click();
  await expect(lucia.getByRole('alert')).toBeVisible(LOGIN_TIMEOUT);
  await expect(campo).toHaveValue('');
  await campo.fill(codigo(secreto, 30));
  await lucia.getByRole('button', { name: L2.verificar }).click();
  await expect(lucia).toHaveURL(/\/dashboard\/editor$/, LOGIN_TIMEOUT);
  await expect(lucia.getByRole('navigation', { name: TEXTOS_NAV.navegacion })).toBeVisible();

  // 5. The admin deactivates her: her open screen goes to the login, with no reload.
  await lucia.evaluate(() => {
    (window as unknown as { sinRecargar: boolean }).sinRecargar = true;
  });
  await page.reload();
  await expect(fila).toContainText(U.si);
  await fila.getByRole('button', { name: `${U.desactivar} ${usuario}` }).click();
  const confirmar = page.getByRole('dialog', { name: U.desactivarTitulo(nombre) });
  await confirmar.getByRole('button', { name: U.desactivar }).click();
  await expect(confirmar).toBeHidden();
  await expect(fila).toContainText(U.inactivo);
  await expect(lucia).toHaveURL(/\/$/, LOGIN_TIMEOUT);
  await expect(lucia.getByRole('button', { name: TEXTOS_LOGIN.entrar })).toBeVisible();
  expect(await lucia.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);

  // 6. The audit trail shows her events and filters them.
  await page.getByRole('button', { name: M.abrir('Administrador') }).click();
  await page.getByRole('link', { name: M.registro }).click();
  await expect(page.getByRole('heading', { name: A.titulo, level: 1 })).toBeVisible();
  await page.getByLabel(A.filtroUsuario).selectOption({ label: `${nombre} (${usuario})` });
  await expect(page).toHaveURL(/usuario=/);
  const registros = page.getByRole('table', { name: A.registros }).getByRole('row');
  for (const accion of ['cambiar_contrasena', 'iniciar_2fa', 'activar_2fa', 'login', 'logout'] as const) {
    await expect(registros.filter({ hasText: ACCIONES_AUDITORIA[accion] }).first()).toBeVisible();
  }
  await page.getByLabel(A.filtroAccion).selectOption('activar_2fa');
  // The header row and exactly one record (its detail row is hidden until opened).
  await expect(registros.filter({ hasText: ACCIONES_AUDITORIA.activar_2fa })).toHaveCount(1);
  await expect(registros.filter({ hasText: ACCIONES_AUDITORIA.login })).toHaveCount(0);
  await expect(registros.first()).toContainText(A.columnaFecha);
  const registro = registros.filter({ hasText: ACCIONES_AUDITORIA.activar_2fa });
  await expect(registro).toContainText(etiquetaArea('auth'));
  await registro.getByRole('button', { name: A.verDetalle }).click();
  await expect(registro.getByRole('button', { name: A.ocultarDetalle })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // The admin's own deactivation of her, under Usuarios.
  await page.getByLabel(A.filtroUsuario).selectOption({ label: 'Administrador (admin)' });
  await page.getByLabel(A.filtroAccion).selectOption('modificar');
  await page.getByLabel(A.filtroArea).selectOption('usuarios');
  await expect(registros.filter({ hasText: ACCIONES_AUDITORIA.modificar }).first()).toBeVisible();
  await ctx.close();
});
