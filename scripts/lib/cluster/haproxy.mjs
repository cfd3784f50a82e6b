import fs from 'node:fs'
import path from 'node:path'
import { answersOn, startProcess } from './processes.mjs'

/**
 * HAProxy's settings for the site (docs/instances.md, Topology): round robin over the instances, each checked on
 * `/healthz` every half second and taken out after three 503s in a row (an instance told to stop answers 503 for its
 * drain time before it stops accepting); a request whose connection an instance refused is sent to another (`retries`,
 * `redispatch`). The client's address goes on in X-Forwarded-For (the instances run with TRUST_PROXY=1), so the
 * limits count readers, not the balancer.
 */
export function haproxyConfig({ port, servers }) {
  return [
    'global',
    '  maxconn 4000',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    '  retries 3',
    '  option redispatch 1',
    '',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    // The client's address as the balancer saw it, replacing whatever the client wrote (no reader picks their own).
    '  http-request set-header X-Forwarded-For %[src]',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    // Out after three failed checks in a row (1.5 s): one slow answer under load takes no instance out, and an
    // instance told to stop is out well within its drain time (DRAIN_MS, 3 s).
    '  timeout check 3s',
    '  default-server inter 500ms fall 3 rise 2',
    ...servers.map((server, index) => `  server app${index + 1} 127.0.0.1:${server} check`),
    '',
  ].join('\n')
}

/** Debian's `haproxy` on `port` in front of the instances' ports. */
export async function startHaproxy({ port, servers, dir }) {
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'haproxy.cfg')
  fs.writeFileSync(file, haproxyConfig({ port, servers }))
  const proxy = await startProcess('haproxy', 'haproxy', ['-f', file, '-db'], {
    ready: () => answersOn(port, null, ''),
  })
  return { ...proxy, port, url: `http://localhost:${port}` }
}
