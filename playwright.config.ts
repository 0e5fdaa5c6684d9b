import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: real Chromium (the system's) against the built app, started
 * once by the global setup on a free port with a temp data dir.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The list, and after a failure the page as it was (CI keeps only the output); with
  // PLAYWRIGHT_JSON_OUTPUT_NAME (npm test) also the JSON whose counts it adds up.
  reporter: [
    ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
    ['./e2e/contexto-de-fallos.ts'],
  ],
  use: {
    browserName: 'chromium',
    locale: 'es-ES',
    timezoneId: 'America/La_Paz',
    viewport: { width: 1440, height: 900 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // Native controls (date inputs, file pickers) in Spanish, as the staff's browsers.
        '--lang=es-ES',
      ],
    },
  },
});
