/**
 * The end-to-end run's sites: one per Playwright worker, each the production server over its own copy of the seeded
 * data (database, uploads, mail), so workers never see each other's changes, sign-ins or rate limits
 * (playwright.config.ts starts them; copy-site.mjs makes the copies).
 */
export const setupToken = 'e2e-one-time-setup-token'

/** As many sites as workers: two by default, which keeps both of CI's cores busy. */
export const siteCount = Math.max(1, Number(process.env.E2E_SITES ?? 2))

const firstPort = Number(process.env.E2E_PORT ?? 3100)

/** Site `index` listens on its port; the fakes of services it calls (captcha, Stripe, PayPal) on the next three. */
export const portOf = (index: number) => firstPort + 10 * index
export const dataDirOf = (index: number) => (index === 0 ? 'data/e2e' : `data/e2e-${index}`)

// Playwright numbers its workers 0 … workers − 1 (TEST_PARALLEL_INDEX), and a worker started after a failure keeps its
// predecessor's number: a worker always talks to the same site. The runner itself has no number.
const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/** This worker's site. */
export const port = portOf(index)
export const dataDir = dataDirOf(index)
