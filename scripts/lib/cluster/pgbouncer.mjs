import fs from 'node:fs'
import path from 'node:path'
import { answersOn, freePort, startProcess } from './processes.mjs'

/**
 * PgBouncer's settings for the site (docs/instances.md, PgBouncer): transaction pooling, so many app connections
 * share a few PostgreSQL ones. What Payload's adapter needs for that is met as it is: node-postgres sends unnamed
 * statements (no prepared statement outlives its transaction), every write runs in a transaction, and the site's
 * own locks are transaction locks (`pg_advisory_xact_lock`). The one thing transaction pooling breaks, LISTEN, goes
 * to PostgreSQL directly (`DATABASE_LISTEN_URL`), as do migrations. Here clients are trusted (`auth_type = any`): it
 * listens on the loopback only; a real server's PgBouncer checks passwords (`auth_type = scram-sha-256`).
 */
export function pgbouncerConfig({ databaseUrl, port }) {
  const target = new URL(databaseUrl)
  const database = target.pathname.slice(1)
  const server = [
    `host=${target.hostname}`,
    `port=${target.port || 5432}`,
    `dbname=${database}`,
    `user=${decodeURIComponent(target.username)}`,
    // Quoted as libpq reads it: a password may hold spaces or quotes.
    `password='${decodeURIComponent(target.password).replace(/['\\]/g, (character) => `\\${character}`)}'`,
  ].join(' ')
  return [
    '[databases]',
    `${database} = ${server}`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'auth_type = any',
    'pool_mode = transaction',
    'max_client_conn = 1000',
    'default_pool_size = 20',
    // node-postgres sets these when it connects; PgBouncer would refuse the connection over them otherwise.
    'ignore_startup_parameters = extra_float_digits,options',
    // It runs in the foreground: its log goes to its standard error, it needs no socket file nor pid file.
    'unix_socket_dir =',
    '',
  ].join('\n')
}

/**
 * Debian's `pgbouncer` in front of `databaseUrl`; resolves with the address the app connects to instead. PgBouncer
 * will not run as root: started by root (CI), it runs as the `postgres` user.
 */
export async function startPgBouncer({ databaseUrl, dir, port }) {
  port ??= await freePort()
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'pgbouncer.ini')
  fs.writeFileSync(file, pgbouncerConfig({ databaseUrl, port }))
  const asRoot = process.getuid?.() === 0
  const bouncer = await startProcess('pgbouncer', 'pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), file], {
    ready: () => answersOn(port, null, ''),
  })
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return { ...bouncer, port, url: url.toString() }
}
