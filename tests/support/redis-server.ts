import { spawn } from 'node:child_process'
import net from 'node:net'
import { Redis } from 'ioredis'

/** A free TCP port on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * A real Redis (Debian's `redis-server`, installed by .ci/run) of the test's own, on a free port, keeping nothing on
 * disk. `url` is what the site reads from REDIS_URL; `stop` ends it.
 */
export async function startRedis(): Promise<{ url: string; port: number; stop: () => Promise<void> }> {
  const port = await freePort()
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  const url = `redis://127.0.0.1:${port}`
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 })
  probe.on('error', () => undefined)
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      if (probe.status === 'wait') await probe.connect()
      if ((await probe.ping()) === 'PONG') break
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}: ${String(error)}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  probe.disconnect()
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  return {
    url,
    port,
    stop: async () => {
      server.kill('SIGKILL')
      await exited
    },
  }
}
