import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { layoutField } from '@/cms/fields/layout'
import { parseDefinition } from '@/forms/rules/definition'
import { builderConfig } from '@/widgets/config'
import { allBlocks } from '@/widgets/document'
import { sanitizeLayoutHtml } from '@/widgets/html/sanitize'
import { convertElementorLayout } from '@/wordpress/rules/elementor'
import { elementorTree, unknownIds } from '../fixtures/wordpress/elementor/arbitrary'
import { context, fixture } from '../fixtures/wordpress/elementor/context'
import { builderDocumentProblem } from '@/widgets/document'

const FIXTURES = path.resolve('tests/fixtures/wordpress/elementor')

/** The check Payload runs on a page's, template's or popup's layout before storing it. */
const validate = (value: unknown) =>
  (layoutField as { validate: (value: unknown, options: unknown) => true | string }).validate(value, {})

describe('Elementor layouts converted from the fixtures', () => {
  const names = fs.readdirSync(FIXTURES).filter((name) => name.endsWith('.json'))

  it.each(names)('%s passes the layout check pages, templates and popups are stored with', (name) => {
    const { document } = convertElementorLayout(fixture(name), {}, context)
    expect(validate(document)).toBe(true)
    // Its HTML already passed the allow-list: storing it changes nothing.
    expect(sanitizeLayoutHtml(document)).toEqual(document)
  })

  it.each(names)('%s holds only our widgets, with props their builder fields know', (name) => {
    const { document } = convertElementorLayout(fixture(name), {}, context)
    for (const block of allBlocks(document)) {
      const component = builderConfig.components[block.type]
      expect(component, block.type).toBeDefined()
      const fields = Object.keys(component.fields ?? {})
      expect(Object.keys(block.props).filter((prop) => prop !== 'id' && !fields.includes(prop))).toEqual([])
    }
  })

  it('gives forms whose every field reads back as the form widget reads it', () => {
    const { document } = convertElementorLayout(fixture('form.json'), {}, context)
    const form = allBlocks(document).find((block) => block.type === 'Form')!
    const definition = parseDefinition(form.props)
    expect(definition.fields.map((field) => [field.kind, field.fieldId])).toEqual(
      (form.props.fields as { kind: string; fieldId: string }[]).map((field) => [field.kind, field.fieldId]),
    )
    expect(definition.actions).toEqual(['collect', 'email', 'redirect'])
  })
})

describe('Elementor layouts, whatever they hold', () => {
  it('convert without throwing to a layout that can be stored, every unknown element reported', () => {
    fc.assert(
      fc.property(elementorTree, (tree) => {
        const { document, unmapped } = convertElementorLayout(tree, {}, context)
        expect(builderDocumentProblem(document)).toBeNull()
        expect(validate(document)).toBe(true)
        for (const block of allBlocks(document)) expect(Object.keys(builderConfig.components)).toContain(block.type)
        const reported = new Set(unmapped.map(({ elementId }) => elementId))
        for (const unknown of tree.flatMap(unknownIds)) expect(reported).toContain(unknown)
      }),
      { numRuns: 300 },
    )
  })

  it('never throw on any value at all', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (data, pageSettings) => {
        const { document } = convertElementorLayout(data, pageSettings, context)
        expect(builderDocumentProblem(document)).toBeNull()
      }),
    )
  })
})
