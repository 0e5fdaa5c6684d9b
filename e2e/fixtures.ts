import { SECCIONES_DIA_D, TEXTOS_NAV_DIA_D, type RutaPantalla } from '@comando/contract';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

export type Rol = 'admin' | 'editor';

export const credentials = (rol: Rol) => ({
  usuario: rol,
  contrasena: (rol === 'admin' ? process.env.E2E_ADMIN_PASSWORD : process.env.E2E_EDITOR_PASSWORD) ?? '',
});

/**
 * Logs in through the API (the browser context keeps the cookie), fast for tests not about
 * login. `contrasena` is for a spec's own server (`arrancarServidor`), whose passwords are its own.
 */
export async function loginAs(
  page: Page | BrowserContext,
  rol: Rol,
  contrasena = credentials(rol).contrasena,
): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { usuario: rol, contrasena },
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status()).toBe(200);
}

/** A new browser context on a spec's own server, logged in as that user. */
export async function sesionEn(
  browser: Browser,
  servidor: { url: string; passwords: Record<Rol, string> },
  rol: Rol,
): Promise<BrowserContext> {
  const ctx = await browser.newContext({ baseURL: servidor.url });
  await loginAs(ctx, rol, servidor.passwords[rol]);
  return ctx;
}

/**
 * A new user created through the API by the admin logged in on `api` (a page's or a context's
 * request): its name (`prefijo` and a unique tail) and its temporary password.
 */
export async function crearUsuario(
  api: APIRequestContext,
  prefijo: string,
  datos: { nombre: string; rol: 'admin' | 'editor' | 'lector' },
): Promise<{ usuario: string; contrasenaTemporal: string }> {
  const usuario = `${prefijo}.${unique()}`;
  const creado = await api.post('/api/usuarios', {
    data: { usuario, email: `${usuario}@comando.bo`, ...datos },
  });
  expect(creado.status()).toBe(201);
  const { contrasenaTemporal } = (await creado.json()) as { contrasenaTemporal: string };
  return { usuario, contrasenaTemporal };
}

/** Logs in through the login screen, as a person does. */
export async function loginThroughForm(page: Page, rol: Rol): Promise<void> {
  const { usuario, contrasena } = credentials(rol);
  await page.goto('/');
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(contrasena);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Waits until no panel of the screen is still loading (spinners say "Cargando…"). */
export async function esperarCarga(page: Page): Promise<void> {
  await expect(page.locator('main, form').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
}

/** The label of a Día D screen in its section bar. */
export const etiquetaDiaD = (ruta: RutaPantalla): string =>
  SECCIONES_DIA_D.find((s) => s.ruta === ruta)?.etiqueta ?? ruta;

/**
 * Goes to a Día D screen through the section bar, as a person does: on a phone (below
 * 1024 px) the bar is one button that unfolds the sections first.
 */
export async function irASeccionDiaD(page: Page, ruta: RutaPantalla): Promise<void> {
  const nav = page.getByRole('navigation', { name: TEXTOS_NAV_DIA_D.secciones });
  const boton = nav.getByRole('button');
  if (await boton.isVisible()) await boton.click();
  await nav.getByRole('link', { name: etiquetaDiaD(ruta), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ruta}$`));
}

/** Password hashing (scrypt, N=2^17) makes a login take a moment on a busy machine. */
export const LOGIN_TIMEOUT = { timeout: 20_000 };

/** A unique suffix so parallel specs on the shared server never collide. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };
