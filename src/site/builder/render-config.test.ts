import type { ComponentConfig } from '@puckeditor/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { builderConfig } from '@/widgets/config'
import { renderConfig } from './render-config'

describe('renderConfig', () => {
  it('keeps no rich text field, so the builder never renders rich text through its editor schema', () => {
    for (const component of Object.values(renderConfig.components) as ComponentConfig[]) {
      expect(Object.values(component.fields ?? {}).map((field) => field.type)).not.toContain('richtext')
    }
    expect(Object.keys(renderConfig.components)).toEqual(Object.keys(builderConfig.components))
  })

  it('shows a text block as its HTML, through the allow-list', () => {
    const text = renderConfig.components.Text as ComponentConfig<{ text: unknown; align: string }>
    const html = renderToStaticMarkup(
      text.render({
        text: '<p>Nhấn <strong>hai phím</strong></p><script>alert(1)</script><p onclick="x()">Xong</p>',
        align: 'left',
      } as never),
    )
    expect(html).toBe(
      '<div class="builder-text builder-align--left"><div class="rich-text"><p>Nhấn <strong>hai phím</strong></p><p>Xong</p></div></div>',
    )
  })
})
