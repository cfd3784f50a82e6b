import { spawn } from 'node:child_process'
import net from 'node:net'

/** A free TCP port on the loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts `command` and resolves once `ready()` says so (checked every 100 ms, for at most `timeoutMs`); `stop` ends it
 * with `signal` and resolves once it has exited.
 */
export async function startProcess(name, command, args, { ready, env = process.env, cwd, timeoutMs = 30_000 }) {
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)))
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} stopped at once (${child.exitCode}): ${errors}`)
    if (await ready().catch(() => false)) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${name} did not get ready within ${timeoutMs / 1000} s: ${errors}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    child,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/** Whether something accepts TCP connections on `port` and answers `probe` with a reply starting with `expect`. */
export function answersOn(port, probe, expect) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(1000)
    socket.once('connect', () => (probe ? socket.write(probe) : (socket.end(), resolve(true))))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString('latin1').startsWith(expect))
    })
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(false))
  })
}
