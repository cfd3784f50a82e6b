import { benchCollect } from './bench-collect.mjs'
import { startSite } from './lib/site-process.mjs'
process.env.TRUST_PROXY = '1'
const site = await startSite({ port: 3200 })
try {
  await benchCollect(site, 'data')
} finally {
  site.stop()
}
