import type { ComponentConfig, Config, Field } from '@puckeditor/core'
import { createElement } from 'react'
import { builderConfig } from '@/widgets/config'
import { cleanHtml } from '@/lib/sanitize-html'

/**
 * The builder's configuration for rendering stored layouts on the public site. Rich text fields are shown as the
 * HTML they hold, passed through the allow-list: the builder's own rendering of rich text runs the HTML through its
 * editor schema twice, each time in a new server-side DOM (happy-dom), which was a quarter of the server's time
 * on every page (the footer holds a text block). The HTML is the editor's own output, cleaned on the way in
 * (prepare-layout.ts) and here again, so the page reads the same; the editor keeps `builderConfig` as it is.
 */
function withPlainRichText(component: ComponentConfig): ComponentConfig {
  const fields = Object.entries(component.fields ?? {})
  const richText = fields.filter(([, field]) => field.type === 'richtext').map(([name]) => name)
  if (!richText.length) return component
  const render = component.render
  return {
    ...component,
    fields: Object.fromEntries(
      fields.map(([name, field]): [string, Field] => [
        name,
        field.type === 'richtext' ? { type: 'textarea', label: field.label } : field,
      ]),
    ),
    render: (props) => {
      const shown = { ...props }
      for (const name of richText)
        shown[name] = createElement('div', {
          className: 'rich-text',
          dangerouslySetInnerHTML: { __html: cleanHtml(props[name]) },
        })
      return render(shown)
    },
  }
}

export const renderConfig: Config = {
  ...builderConfig,
  components: Object.fromEntries(
    Object.entries(builderConfig.components).map(([name, component]) => [
      name,
      withPlainRichText(component as ComponentConfig),
    ]),
  ),
}
