import { defineConfig } from '@playwright/test'
import { dataDirOf, port, portOf, setupToken, siteCount } from './tests/e2e/sites'

/** A choice made under the banner's first version: necessary storage only. */
const returningReaderConsent = {
  name: 'tt_consent',
  value: '1.00.e2eReturningReader0000',
  domain: 'localhost',
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
}

/** What site `index` runs with: its port and data folder, and its fakes of the services these machines cannot reach. */
function siteEnv(index: number) {
  const sitePort = portOf(index)
  return {
    PORT: String(sitePort),
    DATA_DIR: dataDirOf(index),
    SITE_URL: `http://localhost:${sitePort}`,
    SETUP_TOKEN: setupToken,
    NEXT_TELEMETRY_DISABLED: '1',
    // Stands in for Google's and Cloudflare's token check, which these machines cannot reach (forms-captcha-provider.spec.ts).
    CAPTCHA_VERIFY_URL: `http://127.0.0.1:${sitePort + 1}/siteverify`,
    // Stand in for Stripe's and PayPal's APIs, which these machines cannot reach (checkout-payments.spec.ts, tests/support).
    STRIPE_API_URL: `http://127.0.0.1:${sitePort + 2}`,
    PAYPAL_API_URL: `http://127.0.0.1:${sitePort + 3}`,
  }
}

/**
 * End-to-end tests: Debian's Chromium against the production server that `npm start` runs, on a fresh data folder
 * (database, uploads) made for the run. Spec files run side by side, one worker per site (tests/e2e/sites.ts): the
 * first site is prepared and built as `npm start` does; the others serve the same build over a copy of its data.
 * Playwright starts the servers one after the other, each once the one before answers.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: siteCount,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Readers who already answered the privacy banner, refusing measurement (docs/measurement.md, Consent): specs
    // meet the pages as a returning reader does. privacy-banner.spec.ts and accessibility.spec.ts start with nothing.
    storageState: { cookies: [returningReaderConsent], origins: [] },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The first administrator is made through the one-time link on a site no other spec has touched; the other specs
  // make them through the API where they need them (admin-session.ts).
  projects: [
    { name: 'first-admin', testMatch: 'first-admin.spec.ts' },
    { name: 'site', testIgnore: 'first-admin.spec.ts', dependencies: ['first-admin'] },
  ],
  webServer: Array.from({ length: siteCount }, (_, index) => ({
    command: index === 0 ? `rm -rf ${dataDirOf(0)} && node scripts/start.mjs` : 'node tests/e2e/copy-site.mjs',
    url: `http://localhost:${portOf(index)}/robots.txt`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: index === 0 ? siteEnv(0) : { ...siteEnv(index), COPY_FROM_DATA_DIR: dataDirOf(0) },
  })),
})
