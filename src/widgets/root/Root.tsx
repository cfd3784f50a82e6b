import type { ReactNode } from 'react'
import { PrivacySettingsLink } from '@/analytics/views/PrivacySettingsLink'
import { PopupFrame } from '@/popups/views/PopupFrame'
import { stickyClasses } from '@/site/templates/logic'
import { themeData } from '../theme-data'

/**
 * The outermost element of a builder document, the same in the editor's canvas and on the site: a header template
 * is the site's header row (sticky on the chosen devices), a footer template the dark footer (ending with the privacy
 * settings link every footer carries), anything else a page.
 * A popup in the builder shows in its frame, over the dimmed page (on the site, its dialog holds the frame).
 */
export function Root({ metadata, children }: { metadata: unknown; children: ReactNode }) {
  const { template, popupFrame } = themeData(metadata) ?? {}
  if (popupFrame) {
    const position = `popup-canvas--${popupFrame.position ?? 'center'}`
    return (
      <div
        className={['popup-canvas', position, popupFrame.overlay === false ? 'popup-canvas--no-overlay' : '']
          .filter(Boolean)
          .join(' ')}
      >
        <PopupFrame settings={popupFrame}>
          <div className="builder-page">{children}</div>
        </PopupFrame>
      </div>
    )
  }
  if (template?.kind === 'header') {
    return (
      <header
        className={['site-header', 'theme-header', ...stickyClasses(template.sticky)].join(' ')}
        data-sticky-header
        data-template-id={template.id}
      >
        <div className="site-header__inner container">{children}</div>
      </header>
    )
  }
  if (template?.kind === 'footer') {
    return (
      <footer className="site-footer theme-footer" data-template-id={template.id}>
        <div className="builder-page">{children}</div>
        <PrivacySettingsLink />
      </footer>
    )
  }
  return (
    <div className={template ? `builder-page theme-${template.kind}` : 'builder-page'} data-template-id={template?.id}>
      {children}
    </div>
  )
}
