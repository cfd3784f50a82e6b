import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
export const setupToken = 'e2e-one-time-setup-token'

/**
 * End-to-end tests: Debian's Chromium against the production server that `npm start` runs,
 * on a fresh data folder (database, uploads) made for the run.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'rm -rf data/e2e && node scripts/start.mjs',
    url: `http://localhost:${port}/robots.txt`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: 'data/e2e',
      SITE_URL: `http://localhost:${port}`,
      SETUP_TOKEN: setupToken,
      NEXT_TELEMETRY_DISABLED: '1',
      // Stands in for Google's and Cloudflare's token check, which these machines cannot reach (forms-captcha-provider.spec.ts).
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port + 1}/siteverify`,
      // Stand in for Stripe's and PayPal's APIs, which these machines cannot reach (checkout-payments.spec.ts, tests/support).
      STRIPE_API_URL: `http://127.0.0.1:${port + 2}`,
      PAYPAL_API_URL: `http://127.0.0.1:${port + 3}`,
    },
  },
})
