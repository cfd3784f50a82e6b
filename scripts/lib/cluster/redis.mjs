import { answersOn, freePort, startProcess } from './processes.mjs'

/**
 * Debian's `redis-server` on the loopback, keeping nothing on disk (it holds only counters: docs/instances.md,
 * Shared state). Resolves with its `url` (what REDIS_URL is set to) once it answers PING.
 */
export async function startRedis({ port } = {}) {
  port ??= await freePort()
  const redis = await startProcess(
    'redis-server',
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { ready: () => answersOn(port, 'PING\r\n', '+PONG') },
  )
  return { ...redis, port, url: `redis://127.0.0.1:${port}` }
}
