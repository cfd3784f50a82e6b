/**
 * `npm run cluster`: the site as several instances behind HAProxy, over PostgreSQL through PgBouncer, sharing Redis
 * and an object store (docs/instances.md), on this machine, for trying the topology before a real deployment. Needs
 * Debian's `haproxy`, `pgbouncer` and `redis-server`, and a PostgreSQL database in DATABASE_URL; without S3_URL a
 * local S3-compatible server (s3rver) stands in for the bucket. Prepares and builds once
 * (as `npm start` does), then starts the parts; Ctrl+C stops them all.
 *
 *   DATABASE_URL=postgres://user:password@127.0.0.1:5432/thuthuat npm run cluster -- --instances 3
 */
import fs from 'node:fs'
import path from 'node:path'
import { spawn, spawnSync } from 'node:child_process'
import { startCluster } from './lib/cluster/index.mjs'
import { startObjectStore } from './lib/cluster/object-store.mjs'

const root = path.resolve(import.meta.dirname, '..')
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl?.startsWith('postgres')) {
  console.error(
    'Cần một cơ sở dữ liệu PostgreSQL: hãy đặt DATABASE_URL=postgres://người-dùng:mật-khẩu@127.0.0.1:5432/tên-csdl.',
  )
  process.exit(1)
}
for (const tool of ['haproxy', 'pgbouncer', 'redis-server']) {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
    console.error(`Thiếu ${tool}: hãy cài bằng "apt install haproxy pgbouncer redis-server".`)
    process.exit(1)
  }
}
const flag = process.argv.indexOf('--instances')
const instances = flag > 0 ? Number(process.argv[flag + 1]) : 3
const port = Number(process.env.PORT ?? 3000)

const dir = path.join(root, process.env.DATA_DIR ?? 'data', 'cluster')
fs.mkdirSync(dir, { recursive: true })
// The bucket first: the demo content made by the first start puts its pictures there, where the instances look.
const objects = process.env.S3_URL ? null : await startObjectStore({ dir: path.join(dir, 'objects') })
const s3Url = process.env.S3_URL ?? objects.url

const prepare = spawn(process.execPath, ['scripts/start.mjs', '--build-only'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, S3_URL: s3Url, SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}` },
})
const prepared = await new Promise((resolve) => prepare.once('exit', resolve))
if (prepared !== 0) {
  await objects?.stop()
  process.exit(prepared ?? 1)
}

console.log(`Đang khởi động ${instances} máy chủ ứng dụng, PgBouncer, Redis và HAProxy…`)
const cluster = await startCluster({ databaseUrl, instances, port, dir, env: { S3_URL: s3Url } })
console.log(`▲ Thủ Thuật Điện Thoại qua HAProxy: ${cluster.url}`)
for (const url of cluster.instanceUrls) console.log(`  máy chủ ứng dụng: ${url} (kiểm tra: ${url}/healthz)`)
const hidden = (url) => url.replace(/:[^:@/]*@/, ':***@')
console.log(`  PgBouncer: ${hidden(cluster.bouncerUrl)} · Redis: ${cluster.redisUrl} · S3: ${hidden(s3Url)}`)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void Promise.all([cluster.stop(), objects?.stop()]).then(() => process.exit(0)))
