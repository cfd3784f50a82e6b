import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { conditionsFit, type DisplayCondition, type DisplayView } from '../display-conditions/logic'
import {
  pickTemplate,
  stickyClasses,
  TEMPLATE_KINDS,
  TEMPLATE_SCOPES,
  type TemplateCandidate,
  type TemplateScope,
  templateStrength,
  themeTemplateIdParam,
} from './logic'

type TemplateCondition = DisplayCondition<TemplateScope>

const site = (mode: 'include' | 'exclude' = 'include'): TemplateCondition => ({ mode, scope: 'site' })
const category = (target: number, mode: 'include' | 'exclude' = 'include'): TemplateCondition => ({
  mode,
  scope: 'category',
  target,
})
const post = (target: number, mode: 'include' | 'exclude' = 'include'): TemplateCondition => ({
  mode,
  scope: 'post',
  target,
})
const template = (
  id: number,
  conditions: TemplateCondition[],
  kind: TemplateCandidate['kind'] = 'header',
  updatedAt = '2026-11-01T00:00:00.000Z',
): TemplateCandidate => ({ id, kind, conditions, updatedAt })

const article: DisplayView = { kind: 'post', id: 7, categoryIds: [3, 1] }
const home: DisplayView = { kind: 'home', categoryIds: [] }

describe('template display conditions', () => {
  it('a post beats its category, which beats the whole site', () => {
    const all = [template(1, [site()]), template(2, [category(3)]), template(3, [post(7)])]
    expect(pickTemplate(all, 'header', article)?.id).toBe(3)
    expect(pickTemplate(all, 'header', { kind: 'post', id: 8, categoryIds: [3] })?.id).toBe(2)
    expect(pickTemplate(all, 'header', home)?.id).toBe(1)
  })

  it('an exclusion removes the template from that view only', () => {
    const all = [template(1, [site(), category(3, 'exclude')])]
    expect(pickTemplate(all, 'header', article)).toBeNull()
    expect(pickTemplate(all, 'header', home)?.id).toBe(1)
  })

  it('ignores other kinds, templates without conditions and conditions without a target', () => {
    expect(pickTemplate([template(1, [site()], 'footer')], 'header', home)).toBeNull()
    expect(pickTemplate([template(1, [])], 'header', home)).toBeNull()
    expect(
      pickTemplate([template(1, [{ mode: 'include', scope: 'post', target: null }])], 'header', article),
    ).toBeNull()
  })

  it('breaks ties with the newest change, then the highest id', () => {
    const older = template(5, [site()], 'footer', '2026-01-01T00:00:00.000Z')
    const newer = template(2, [site()], 'footer', '2026-06-01T00:00:00.000Z')
    expect(pickTemplate([older, newer], 'footer', home)?.id).toBe(2)
    expect(pickTemplate([template(4, [site()]), template(9, [site()])], 'header', home)?.id).toBe(9)
  })

  const conditionArb = fc.record({
    mode: fc.constantFrom<'include' | 'exclude'>('include', 'exclude'),
    scope: fc.constantFrom(...TEMPLATE_SCOPES),
    target: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  })
  const templatesArb = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      kind: fc.constantFrom(...TEMPLATE_KINDS),
      conditions: fc.array(conditionArb, { maxLength: 4 }),
      updatedAt: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'),
    }),
    { selector: (candidate) => candidate.id, maxLength: 8 },
  )
  const viewArb = fc.record({
    kind: fc.constantFrom<DisplayView['kind']>('home', 'post', 'page', 'archive', 'other'),
    id: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  })

  it('property: a template applies where its conditions fit, the chosen one is the strongest, whatever the order', () => {
    fc.assert(
      fc.property(templatesArb, viewArb, fc.constantFrom(...TEMPLATE_KINDS), (templates, view, kind) => {
        const chosen = pickTemplate(templates, kind, view)
        for (const candidate of templates)
          expect(templateStrength(candidate, view) > 0).toBe(conditionsFit(candidate.conditions, view))
        const applicable = templates.filter(
          (candidate) => candidate.kind === kind && templateStrength(candidate, view) > 0,
        )
        if (!chosen) {
          expect(applicable).toEqual([])
          return
        }
        expect(chosen.kind).toBe(kind)
        expect(
          chosen.conditions.some(
            (condition) =>
              condition.mode === 'exclude' &&
              templateStrength({ ...chosen, conditions: [{ ...condition, mode: 'include' }] }, view) > 0,
          ),
        ).toBe(false)
        for (const other of applicable)
          expect(templateStrength(other, view)).toBeLessThanOrEqual(templateStrength(chosen, view))
        expect(pickTemplate([...templates].reverse(), kind, view)?.id).toBe(chosen.id)
      }),
    )
  })
})

describe('sticky header and archive scroll target', () => {
  it('makes classes only for known device modes', () => {
    expect(stickyClasses(['mobile', 'desktop', 'tv'])).toEqual(['is-sticky-desktop', 'is-sticky-mobile'])
    expect(stickyClasses('desktop')).toEqual([])
    expect(stickyClasses(null)).toEqual([])
  })

  it('reads theme_template_id only when it is a whole number', () => {
    expect(themeTemplateIdParam('?theme_template_id=12')).toBe(12)
    expect(themeTemplateIdParam('?trang=2&theme_template_id=12')).toBe(12)
    for (const bad of [
      '',
      '?theme_template_id=',
      '?theme_template_id=0',
      '?theme_template_id=1e3',
      '?theme_template_id=<script>',
      '?theme_template_id=-4',
    ]) {
      expect(themeTemplateIdParam(bad)).toBeNull()
    }
    fc.assert(
      fc.property(fc.string(), (value) => {
        const id = themeTemplateIdParam(`?theme_template_id=${encodeURIComponent(value)}`)
        expect(id === null || (Number.isInteger(id) && id > 0)).toBe(true)
      }),
    )
  })
})
