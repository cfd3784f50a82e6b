import { privacy } from '@/i18n/privacy'

/** The privacy page: what is kept and measured, readable without JavaScript (docs/measurement.md, Consent). */
export const PRIVACY_PATH = '/quyen-rieng-tu'

/**
 * "Cài đặt quyền riêng tư" at the foot of every public page, in the built-in footer and in footer templates alike:
 * the banner's behaviour opens the banner's choices from it; without JavaScript it leads to the privacy page.
 */
export function PrivacySettingsLink() {
  return (
    <p className="site-footer__privacy container">
      <a href={PRIVACY_PATH} data-privacy-settings="">
        {privacy.settingsLink}
      </a>
    </p>
  )
}
