/**
 * `GET /healthz` and the graceful stop (docs/instances.md, Health and shutdown). A balancer asks each instance for
 * `/healthz`: 200 while it serves (the app reached its database, which has every migration of this build), 503 while
 * it starts, while its database does not answer, and from the moment it is told to stop. On SIGTERM the instance
 * keeps serving for the drain time (`DRAIN_MS`; behind a balancer a few seconds, so the balancer sees the 503 and
 * sends new readers elsewhere), then stops accepting connections, finishes the requests it has, and exits. Ctrl+C
 * (SIGINT) skips the drain time.
 */

export const HEALTH_PATH = '/healthz'

/** Requests still running this long after the instance stopped accepting are cut short. */
export const FINISH_MS = 30_000

const MESSAGES = {
  starting: 'Máy chủ đang khởi động.',
  draining: 'Máy chủ đang dừng, không nhận thêm yêu cầu.',
  database: 'Không kết nối được cơ sở dữ liệu.',
  migrations: 'Cơ sở dữ liệu chưa được cập nhật cho phiên bản này (chưa chạy migration).',
}

/**
 * The answer to `/healthz` for what the front knows: whether it is stopping, and the app's health (null while the app
 * has not offered its answers yet).
 */
export function healthAnswer({ draining, health }) {
  const reason = draining ? 'draining' : !health ? 'starting' : health.ok ? null : health.reason
  const body = JSON.stringify(reason ? { status: reason, message: MESSAGES[reason] } : { status: 'ok' })
  return { status: reason ? 503 : 200, body }
}

/**
 * Stops `server` gracefully when `stop` is called with the signal received; `draining()` says whether it has been.
 * `exit` ends the process once the server has closed.
 */
export function gracefulStop(server, { drainMs = 0, finishMs = FINISH_MS, exit = () => process.exit(0) } = {}) {
  let draining = false
  const stop = (signal) => {
    if (draining) return
    draining = true
    setTimeout(
      () => {
        // Idle keep-alive connections close at once, a busy one as soon as its request is answered.
        const closeIdle = setInterval(() => server.closeIdleConnections(), 100)
        server.close(() => {
          clearInterval(closeIdle)
          exit()
        })
        server.closeIdleConnections()
        setTimeout(() => exit(), finishMs).unref()
      },
      signal === 'SIGTERM' ? drainMs : 0,
    )
  }
  return { draining: () => draining, stop }
}
