import path from 'node:path'
import { SERVER_NODE_FLAGS } from '../../../front/node-flags.mjs'
import { startHaproxy } from './haproxy.mjs'
import { startObjectStore } from './object-store.mjs'
import { startPgBouncer } from './pgbouncer.mjs'
import { freePort, startProcess } from './processes.mjs'
import { startRedis } from './redis.mjs'

const root = path.resolve(import.meta.dirname, '..', '..', '..')

/** Whether the instance on `port` says it serves (`GET /healthz`, docs/instances.md, Health and shutdown). */
const healthy = (port) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (answer) => answer.status === 200,
    () => false,
  )

/**
 * Several instances of the site behind HAProxy, over PostgreSQL through PgBouncer, sharing Redis and an object store
 * (docs/instances.md, Topology). The database must be migrated and the build in `.next` (`npm start` once, or
 * `npm run cluster`, does both). `env` is added to every instance's environment (the same secret, data folder, mail
 * settings); without an `S3_URL` in it, a local S3-compatible server stands in for the object store.
 *
 * @param {{ databaseUrl: string, dir: string, instances?: number, port?: number, env?: Record<string, string>,
 *   drainMs?: number }} options
 */
export async function startCluster({ databaseUrl, instances = 3, port, dir, env = {}, drainMs = 3000 }) {
  const started = []
  try {
    const redis = await startRedis()
    started.push(redis)
    const bouncer = await startPgBouncer({ databaseUrl, dir: path.join(dir, 'pgbouncer') })
    started.push(bouncer)
    const objects = env.S3_URL ? null : await startObjectStore({ dir: path.join(dir, 'objects') })
    if (objects) started.push(objects)
    const s3Url = env.S3_URL ?? objects.url
    port ??= await freePort()
    const ports = await Promise.all(Array.from({ length: instances }, () => freePort()))
    const siteUrl = `http://localhost:${port}`
    const instanceEnv = (instancePort) => ({
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(instancePort),
      SITE_URL: siteUrl,
      DATABASE_URL: bouncer.url,
      DATABASE_LISTEN_URL: databaseUrl,
      REDIS_URL: redis.url,
      S3_URL: s3Url,
      DRAIN_MS: String(drainMs),
      TRUST_PROXY: '1',
    })
    const startInstance = (instancePort) =>
      startProcess(`the instance on ${instancePort}`, process.execPath, [...SERVER_NODE_FLAGS, 'front/serve.mjs'], {
        cwd: root,
        env: instanceEnv(instancePort),
        ready: () => healthy(instancePort),
        timeoutMs: 120_000,
      })
    const running = await Promise.all(ports.map(startInstance))
    started.push(...running)
    const proxy = await startHaproxy({ port, servers: ports, dir: path.join(dir, 'haproxy') })
    started.push(proxy)
    return {
      url: proxy.url,
      redisUrl: redis.url,
      s3Url,
      bouncerUrl: bouncer.url,
      instanceUrls: ports.map((instancePort) => `http://localhost:${instancePort}`),
      /** Stops instance `index` as an orchestrator would (SIGTERM: drain, finish, exit). */
      stopInstance: (index) => running[index].stop('SIGTERM'),
      /** Starts instance `index` again on its port. */
      async restartInstance(index) {
        running[index] = await startInstance(ports[index])
        started.push(running[index])
      },
      stop: () => stopAll(started),
    }
  } catch (error) {
    await stopAll(started)
    throw error
  }
}

async function stopAll(started) {
  await Promise.all(started.reverse().map((part) => part.stop('SIGKILL')))
}
