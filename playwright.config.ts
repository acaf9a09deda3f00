import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/**
 * A free port, chosen once by the main process and inherited by the workers through the
 * environment: two test runs on one machine (two clones, or CI beside a developer) never share a
 * server.
 */
function freePort(name: string): string {
  process.env[name] ??= execFileSync(process.execPath, ['-e', "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"], { encoding: 'utf8' }).trim();
  return process.env[name]!;
}
/** The built studio (vite preview), which most tests drive. */
const port = freePort('SANDTABLE_E2E_PORT');
/** The development server, as `npm start` runs it (tests/e2e/devServer.spec.ts). */
const devPort = freePort('SANDTABLE_E2E_DEV_PORT');

/** Browser tests drive the built studio in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder at each run: its own, so the screenshots the unit tests
  // keep in test-results/screens (the PDF's pages) survive `npm test`.
  outputDir: 'test-results/playwright',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Limits that only catch a hang: a busy two-core machine may be many times slower than a quiet one.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    actionTimeout: 60_000,
    navigationTimeout: 120_000,
    screenshot: 'on',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node scripts/e2e-server.mjs ${port}`,
      url: `http://127.0.0.1:${port}`,
      env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      reuseExistingServer: false,
      timeout: 600_000,
    },
    {
      // After the first: it serves the scratch copy that one made.
      command: `node node_modules/vite/bin/vite.js --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}`,
      env: { SANDTABLE_ROOT: 'test-results/e2e-project', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      reuseExistingServer: false,
      timeout: 600_000,
    },
  ],
});
