import { privacy } from '@/i18n/privacy'
import { BehaviourMarker } from '@/lib/behaviour'
import { PRIVACY_PATH } from './PrivacySettingsLink'

/** One purpose in the banner's choices: its name, its switch (off until the reader turns it on) and what it does. */
function Purpose({
  name,
  label,
  text,
  note,
}: {
  name: 'necessary' | 'analytics' | 'advertising'
  label: string
  text: string
  note?: string
}) {
  const id = `privacy-${name}`
  const necessary = name === 'necessary'
  return (
    <div className="privacy-banner__purpose">
      <label htmlFor={id}>{label}</label>
      <input
        type="checkbox"
        role="switch"
        className="privacy-banner__switch"
        id={id}
        name={name}
        aria-describedby={`${id}-text${note ? ` ${id}-note` : ''}`}
        defaultChecked={necessary}
        disabled={necessary}
      />
      <p id={`${id}-text`}>{text}</p>
      {note && (
        <p id={`${id}-note`} className="privacy-banner__note" hidden>
          {note}
        </p>
      )}
    </div>
  )
}

/**
 * The privacy banner (docs/measurement.md, Consent), in every public page's HTML and hidden: the page cache serves
 * one page to everyone, so its behaviour decides whether this reader is asked (no choice under `version` yet) and
 * opens it from the footer's "Cài đặt quyền riêng tư". A labelled region fixed to the foot of the screen, never a
 * modal: the page stays usable and nothing is chosen until the reader presses a button.
 */
export function PrivacyBanner({ version }: { version: number }) {
  return (
    <section
      className="privacy-banner"
      aria-labelledby="privacy-banner-title"
      aria-describedby="privacy-banner-text"
      data-consent-version={version}
      tabIndex={-1}
      hidden
    >
      <div className="privacy-banner__inner container">
        <div className="privacy-banner__body">
          <h2 className="privacy-banner__title" id="privacy-banner-title">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z" />
            </svg>
            {privacy.title}
          </h2>
          <p className="privacy-banner__text" id="privacy-banner-text">
            {privacy.text} <a href={PRIVACY_PATH}>{privacy.more}</a>
          </p>
          <fieldset className="privacy-banner__choices" hidden>
            <legend className="visually-hidden">{privacy.purposes}</legend>
            <Purpose name="necessary" label={privacy.necessary} text={privacy.necessaryText} />
            <Purpose name="analytics" label={privacy.analytics} text={privacy.analyticsText} />
            <Purpose name="advertising" label={privacy.advertising} text={privacy.advertisingText} note={privacy.gpc} />
          </fieldset>
          <p className="privacy-banner__error" role="alert" hidden>
            {privacy.failed}
          </p>
        </div>
        <div className="privacy-banner__actions">
          <button type="button" className="privacy-banner__button" data-choice="all">
            {privacy.acceptAll}
          </button>
          <button type="button" className="privacy-banner__button" data-choice="none">
            {privacy.refuseAll}
          </button>
          <button type="button" className="privacy-banner__button privacy-banner__button--quiet" data-choice="custom">
            {privacy.customise}
          </button>
          <button
            type="button"
            className="privacy-banner__button privacy-banner__button--quiet"
            data-choice="save"
            hidden
          >
            {privacy.save}
          </button>
        </div>
      </div>
      <BehaviourMarker name="privacyBanner" />
    </section>
  )
}
