import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BEHAVIOUR_BUNDLES, DEFAULT_BUNDLE } from '@/lib/behaviour-bundles.mjs'
import { behaviours } from './registry'

const src = path.resolve(import.meta.dirname, '..', '..')
const registry = fs.readFileSync(path.join(import.meta.dirname, 'registry.ts'), 'utf8')

describe('the behaviour registry', () => {
  it('is what the bundles name: behaviours of the registry, each once, none that waits for the viewport', () => {
    for (const [bundle, members] of Object.entries(BEHAVIOUR_BUNDLES)) {
      expect(new Set(members).size, bundle).toBe(members.length)
      for (const name of members) {
        expect(Object.keys(behaviours), `${bundle}: ${name}`).toContain(name)
        expect(behaviours[name as keyof typeof behaviours].when, `${bundle}: ${name}`).toBeUndefined()
      }
    }
    expect(Object.keys(BEHAVIOUR_BUNDLES)).toContain(DEFAULT_BUNDLE)
  })

  it('lists every behaviour module, so none is written and never loaded', () => {
    const modules = fs
      .readdirSync(src, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.behaviour.ts'))
      .map((file) => `@/${file.replace(/\.ts$/, '')}`)
    expect(modules.length).toBeGreaterThan(0)
    for (const module of modules) expect(registry, module).toContain(`import('${module}')`)
  })

  it('leaves no client component on the public site: only the admin may use React in the browser', () => {
    const clientFiles = fs
      .readdirSync(src, { recursive: true })
      .map(String)
      .filter(
        (file) => /\.tsx?$/.test(file) && /^['"]use client['"]/m.test(fs.readFileSync(path.join(src, file), 'utf8')),
      )
    const slice = '(?:(?:shop|forms|loops|popups|analytics|redirects|wordpress)/)?'
    const admin = new RegExp(`^${slice}cms/|^${slice}widgets/[\\w-]+/preview\\.client\\.tsx$`)
    for (const file of clientFiles) expect(file, `${file} is a client component`).toMatch(admin)
  })
})
