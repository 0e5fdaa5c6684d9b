import {
  MENSAJES_GENERALES,
  MENSAJES_LOGIN,
  TEXTOS_AVISOS,
  TEXTOS_ERROR_APP,
  TEXTOS_LOGIN,
  TEXTOS_LOGOUT,
  TEXTOS_NAV,
} from '@comando/contract';
import {
  crearUsuario,
  credentials,
  expect,
  LOGIN_TIMEOUT,
  loginAs,
  loginThroughForm,
  test,
} from './fixtures.js';

const PROTEGIDAS = [
  '/dashboard',
  '/dashboard/editor',
  '/encuestas',
  '/finanzas',
  '/juridico',
  '/comunicacion',
  '/territorial',
  '/estrategia',
];

test('un admin inicia sesión y llega a /dashboard', async ({ page }) => {
  await loginThroughForm(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/, LOGIN_TIMEOUT);
  await expect(page.getByRole('navigation', { name: TEXTOS_NAV.navegacion })).toBeVisible();
});

test('un editor inicia sesión y llega a /dashboard/editor', async ({ page }) => {
  await loginThroughForm(page, 'editor');
  await expect(page).toHaveURL(/\/dashboard\/editor$/, LOGIN_TIMEOUT);
});

test('el botón muestra "Iniciando sesión..." y queda deshabilitado mientras se envía', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña', { exact: true }).fill(credentials('admin').contrasena);
  await page.route('**/api/auth/login', async (route) => {
    // Holds the answer until the busy state has been seen.
    await expect(page.getByRole('button', { name: TEXTOS_LOGIN.entrando })).toBeDisabled();
    await route.continue();
  });
  await page.getByRole('button', { name: TEXTOS_LOGIN.entrar }).click();
  await expect(page).toHaveURL(/\/dashboard$/, LOGIN_TIMEOUT);
});

test('una contraseña errónea muestra Credenciales inválidas en la pantalla', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
  await page.getByRole('button', { name: TEXTOS_LOGIN.entrar }).click();
  await expect(page.getByRole('alert')).toHaveText(MENSAJES_LOGIN.credencialesInvalidas, LOGIN_TIMEOUT);
  await expect(page).toHaveURL(/\/$/);
});

test('Credenciales inválidas desaparece en cuanto se edita un campo (spec §5)', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Usuario').fill('admin');
  const contrasena = page.getByLabel('Contraseña', { exact: true });
  await contrasena.fill('incorrecta');
  await page.getByRole('button', { name: TEXTOS_LOGIN.entrar }).click();
  await expect(page.getByRole('alert')).toHaveText(MENSAJES_LOGIN.credencialesInvalidas, LOGIN_TIMEOUT);
  await contrasena.pressSequentially('x');
  await expect(page.getByText(MENSAJES_LOGIN.credencialesInvalidas)).toHaveCount(0);
  // A field error also goes as soon as the field is edited, and is back only on submit.
  await page.getByLabel('Usuario').fill('');
  await page.getByRole('button', { name: TEXTOS_LOGIN.entrar }).click();
  await expect(page.getByText(MENSAJES_LOGIN.usuarioRequerido)).toBeVisible();
  await page.getByLabel('Usuario').pressSequentially('a');
  await expect(page.getByText(MENSAJES_LOGIN.usuarioRequerido)).toHaveCount(0);
});

test('vacío: cada campo dice que es requerido, el foco va al primero y cada error se va solo con su campo', async ({
  page,
}) => {
  await page.goto('/');
  let peticiones = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/login')) peticiones += 1;
  });
  await page.getByRole('button', { name: TEXTOS_LOGIN.entrar }).click();
  const usuario = page.getByLabel('Usuario');
  await expect(usuario).toHaveAccessibleDescription(MENSAJES_LOGIN.usuarioRequerido);
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(
    MENSAJES_LOGIN.contrasenaRequerida,
  );
  await expect(usuario).toBeFocused();
  await usuario.pressSequentially('admin');
  await expect(page.getByText(MENSAJES_LOGIN.usuarioRequerido)).toHaveCount(0);
  await expect(page.getByText(MENSAJES_LOGIN.contrasenaRequerida)).toBeVisible();
  expect(peticiones, 'nada se envía con campos vacíos').toBe(0);
});

test('el botón de mostrar contraseña alterna el tipo del campo', async ({ page }) => {
  await page.goto('/');
  const field = page.getByLabel('Contraseña', { exact: true });
  await field.fill('secreto');
  await expect(field).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: TEXTOS_LOGIN.mostrarContrasenaLabel }).click();
  await expect(field).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: TEXTOS_LOGIN.ocultarContrasenaLabel }).click();
  await expect(field).toHaveAttribute('type', 'password');
});

test('sin sesión cada ruta protegida lleva a / reemplazando el historial', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: TEXTOS_LOGIN.entrar })).toBeVisible();
  for (const ruta of PROTEGIDAS) {
    const before = await page.evaluate(() => history.length);
    await page.evaluate((r) => {
      history.pushState(null, '', r);
      dispatchEvent(new PopStateEvent('popstate'));
    }, ruta);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: TEXTOS_LOGIN.entrar })).toBeVisible();
    // pushState added one entry; the redirect replaced it instead of adding another.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  }
  for (const ruta of PROTEGIDAS) {
    await page.goto(ruta);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('los enlaces de navegación llevan a cada pantalla y marcan el activo', async ({ page }) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor');
  const nav = page.getByRole('navigation', { name: TEXTOS_NAV.navegacion });
  await nav.getByRole('link', { name: TEXTOS_NAV.adversarios }).click();
  await expect(page).toHaveURL(/\/dashboard\/editor\?tab=adversarios$/);
  await expect(nav.getByRole('link', { name: TEXTOS_NAV.adversarios })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('tab', { name: 'Adversarios' })).toHaveAttribute('aria-selected', 'true');
  await nav.getByRole('link', { name: TEXTOS_NAV.cochabamba }).click();
  await expect(page).toHaveURL(/\/dashboard\/editor\?tab=cochabamba$/);
  await expect(page.getByRole('tab', { name: 'Cochabamba' })).toHaveAttribute('aria-selected', 'true');
  for (const [name, path] of [
    [TEXTOS_NAV.encuestas, '/encuestas'],
    [TEXTOS_NAV.comunicacion, '/comunicacion'],
    [TEXTOS_NAV.territorial, '/territorial'],
    [TEXTOS_NAV.estrategia, '/estrategia'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await nav.getByRole('link', { name: TEXTOS_NAV.inicio }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('una pestaña desconocida en ?tab= muestra encuestas', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard?tab=otra');
  await expect(page.getByRole('tab', { name: 'Encuestas' })).toHaveAttribute('aria-selected', 'true');
});

test('Cerrar Sesión pide confirmación: Cancelar se queda, Confirmar sale y la sesión termina', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: TEXTOS_NAV.navegacion });
  await nav.getByRole('button', { name: TEXTOS_NAV.cerrarSesion }).click();
  const dialog = page.getByRole('dialog', { name: TEXTOS_LOGOUT.titulo });
  await expect(dialog).toContainText(TEXTOS_LOGOUT.texto);
  await dialog.getByRole('button', { name: TEXTOS_LOGOUT.cancelar }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await nav.getByRole('button', { name: TEXTOS_NAV.cerrarSesion }).click();
  await page
    .getByRole('dialog', { name: TEXTOS_LOGOUT.titulo })
    .getByRole('button', { name: TEXTOS_LOGOUT.confirmar })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: TEXTOS_LOGIN.entrar })).toBeVisible();
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('el editor tiene un Cerrar Sesión fijo abajo a la derecha', async ({ page }) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor');
  const buttons = page.getByRole('button', { name: TEXTOS_NAV.cerrarSesion });
  await expect(buttons).toHaveCount(2);
  const floating = buttons.last();
  await expect(floating).toHaveCSS('position', 'fixed');
  await floating.click();
  await expect(page.getByRole('dialog', { name: TEXTOS_LOGOUT.titulo })).toBeVisible();
});

test('recargar la página conserva la sesión', async ({ page }) => {
  await loginThroughForm(page, 'editor');
  await expect(page).toHaveURL(/\/dashboard\/editor$/, LOGIN_TIMEOUT);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/editor$/);
  await expect(page.getByRole('navigation', { name: TEXTOS_NAV.navegacion })).toBeVisible();
});

test('un usuario con sesión que abre / va a su dashboard', async ({ page }) => {
  await loginAs(page, 'editor');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\/editor$/);
});

test('una ruta desconocida muestra la pantalla de error de la aplicación', async ({ page }) => {
  await page.goto('/no-existe/para-nada');
  await expect(page.getByRole('heading', { name: TEXTOS_ERROR_APP.titulo })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
});

test('si la sesión no se puede volver a leer en segundo plano, la pantalla y lo escrito siguen ahí', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'editor');
  await page.goto('/dashboard/editor?tab=cochabamba');
  const panel = page.getByRole('region', { name: TEXTOS_AVISOS.titulo });
  await panel.getByRole('button', { name: TEXTOS_AVISOS.nuevo, exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: TEXTOS_AVISOS.modalTitulo });
  await dialogo.getByLabel(TEXTOS_AVISOS.mensaje).fill('Reunión con dirigentes de Sacaba');

  // The session check fails three times in a row (the database restarting, say), then answers.
  let fallos = 0;
  await page.route('**/api/auth/me', (route) =>
    fallos++ < 3
      ? route.fulfill({ status: 503, json: { error: MENSAJES_GENERALES.baseDeDatosNoDisponible } })
      : route.continue(),
  );
  // Another admin creates a user: every open screen reads its session again (a `usuarios` event).
  const admin = await browser.newContext();
  await loginAs(admin, 'admin');
  const otroUsuario = () => crearUsuario(admin.request, 'lector', { nombre: 'Lucía Lector', rol: 'lector' });
  // Read once and tried twice more, all three answered 503: the screen stays.
  const tercerFallo = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/me') && r.status() === 503 && fallos === 3,
  );
  await otroUsuario();
  await tercerFallo;
  await expect(dialogo.getByLabel(TEXTOS_AVISOS.mensaje)).toHaveValue('Reunión con dirigentes de Sacaba');
  const leida = page.waitForResponse((r) => r.url().endsWith('/api/auth/me') && r.status() === 200);
  await otroUsuario();
  await leida;
  await admin.close();
  await expect(dialogo.getByLabel(TEXTOS_AVISOS.mensaje)).toHaveValue('Reunión con dirigentes de Sacaba');
  await dialogo.getByRole('button', { name: TEXTOS_AVISOS.cancelar }).click();
  await expect(dialogo).toBeHidden();
});
