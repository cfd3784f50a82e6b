import { describe, expect, it } from 'vitest'
import { haproxyConfig } from './haproxy.mjs'
import { pgbouncerConfig } from './pgbouncer.mjs'

describe('haproxyConfig', () => {
  const config = haproxyConfig({ port: 3000, servers: [3101, 3102, 3103] })

  it('balances over every instance, each checked on /healthz and out after three 503s in a row', () => {
    expect(config).toContain('bind 127.0.0.1:3000')
    expect(config.match(/^ {2}server app\d 127\.0\.0\.1:31\d\d check$/gm)).toHaveLength(3)
    expect(config).toContain('option httpchk GET /healthz')
    expect(config).toMatch(/default-server inter 500ms fall 3 rise 2/)
  })

  it('sends a refused request to another instance, and sets the client address itself', () => {
    expect(config).toMatch(/retries 3/)
    expect(config).toMatch(/option redispatch/)
    expect(config).toContain('http-request set-header X-Forwarded-For %[src]')
    expect(config).not.toContain('option forwardfor')
  })
})

describe('pgbouncerConfig', () => {
  const config = pgbouncerConfig({
    databaseUrl: 'postgres://bien%40tap:m%E1%BA%ADt-kh%E1%BA%A9u@127.0.0.1:5433/thuthuat',
    port: 6432,
  })

  it('pools by transaction in front of the database, with its decoded login', () => {
    expect(config).toContain('pool_mode = transaction')
    expect(config).toContain("thuthuat = host=127.0.0.1 port=5433 dbname=thuthuat user=bien@tap password='mật-khẩu'")
    expect(config).toContain('listen_port = 6432')
    expect(config).toContain('ignore_startup_parameters = extra_float_digits,options')
  })
})
