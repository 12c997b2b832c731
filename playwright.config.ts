import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/browser';
import { mockApiPort } from './tests/support/mockApi';

/** Port of the production-like server the tests run against (nginx with deploy/nginx/miniai.conf). */
const port = Number(process.env.E2E_PORT ?? 4173);

const isCI = process.env.CI === 'true' || process.env.CI === '1';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // One retry absorbs a rare timing hiccup on a 2-core machine; the summary still reports it as flaky.
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npx tsx scripts/serve-nginx.ts --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !isCI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npm run --silent mock-api',
      env: { MOCK_API_PORT: String(mockApiPort) },
      // Prism answers 401 without a token, which Playwright counts as "up".
      url: `http://127.0.0.1:${mockApiPort}/categories`,
      reuseExistingServer: !isCI,
      // Prism parses the 3,000-line document first: slow on a loaded 2-core machine.
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
