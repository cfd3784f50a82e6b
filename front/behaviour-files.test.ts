import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { behaviourFile } from './behaviour-files.mjs'

describe('behaviourFile', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'b-'))
  fs.writeFileSync(path.join(root, 'page-loader-ABC123.js'), 'export{}')
  fs.writeFileSync(path.join(root, 'lightbox-XYZ.css'), '.x{}')
  fs.writeFileSync(path.join(root, 'manifest.json'), '{}')

  it('serves the hashed scripts and stylesheets as immutable, with their type', () => {
    const script = behaviourFile('/_b/page-loader-ABC123.js', root)
    expect(script?.body.toString()).toBe('export{}')
    expect(script?.headers).toEqual({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    })
    expect(behaviourFile('/_b/lightbox-XYZ.css', root)?.headers['content-type']).toBe('text/css; charset=utf-8')
  })

  it('serves nothing else: unknown names, other types, other folders', () => {
    for (const bad of [
      '/_b/none.js',
      '/_b/manifest.json',
      '/_b/../package.json',
      '/_b/%2e%2e/x.js',
      '/_b/sub/x.js',
      '/_b/x.js.map',
      '/_b/',
    ])
      expect(behaviourFile(bad, root), bad).toBeNull()
  })
})
