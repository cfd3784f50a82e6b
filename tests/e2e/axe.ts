import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe-core finds no accessibility violations (WCAG 2.0–2.2 A and AA, best practices) on the page as it is now.
 * axe leaves its experimental rules off unless asked; they include WCAG checks such as 2.5.3 "label in name"
 * (label-content-name-mismatch), so they run too. `within` (a CSS selector) checks only what it selects: our parts of
 * a screen that is otherwise Payload's own.
 */
export async function expectNoAxeViolations(page: Page, within?: string, { allow = [] as string[] } = {}) {
  // `allow`: rules a page's own content breaks on purpose (an imported page's heading levels, kept as its author set them).
  const builder = new AxeBuilder({ page }).disableRules(allow)
  const results = await (within ? builder.include(within) : builder)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'])
    .analyze()
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}
