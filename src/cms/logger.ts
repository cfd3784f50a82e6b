import { type Config, defaultLoggerOptions } from 'payload'

const ERROR_LEVEL = 50

/** An error Payload answers with a 4xx: the request was refused, nothing went wrong on the server. */
function isRefusal(logged: unknown): logged is { err: Error } {
  const err = (logged as { err?: { status?: unknown } } | null)?.err
  return err instanceof Error && typeof err.status === 'number' && err.status < 500
}

/**
 * Payload's logger (same pretty output), except that expected refusals (401, 403, 404, 400, validation errors:
 * any error whose status is below 500) are logged at info as one line, without the stack. Payload's error handler
 * logs every error it has no `loggingLevels` entry for at error level, with its stack; 5xx keep that.
 */
export const logger: Config['logger'] = {
  destination: defaultLoggerOptions,
  options: {
    hooks: {
      logMethod(args, method, level) {
        if (level >= ERROR_LEVEL && isRefusal(args[0])) return this.info(args[0].err.message)
        return method.apply(this, args)
      },
    },
  },
}

/** Destination of the log lines (pino's JSON, before pretty printing), for tests that read them. */
export const logDestination = defaultLoggerOptions
