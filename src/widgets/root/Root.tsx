import type { ReactNode } from 'react'
import { stickyClasses } from '@/site/templates/logic'
import { themeData } from '../theme-data'

/**
 * The outermost element of a builder document, the same in the editor's canvas and on the site: a header template
 * is the site's header row (sticky on the chosen devices), a footer template the dark footer, anything else a page.
 */
export function Root({ metadata, children }: { metadata: unknown; children: ReactNode }) {
  const template = themeData(metadata)?.template
  if (template?.kind === 'header') {
    return (
      <header className={['site-header', 'theme-header', ...stickyClasses(template.sticky)].join(' ')} data-sticky-header data-template-id={template.id}>
        <div className="site-header__inner container">{children}</div>
      </header>
    )
  }
  if (template?.kind === 'footer') {
    return (
      <footer className="site-footer theme-footer" data-template-id={template.id}>
        <div className="builder-page">{children}</div>
      </footer>
    )
  }
  return (
    <div className={template ? `builder-page theme-${template.kind}` : 'builder-page'} data-template-id={template?.id}>
      {children}
    </div>
  )
}
