import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import {
  defaultShareTargets,
  type ShareData,
  shareLabel,
  shareLink,
  shareNetworkInfo,
  shareRows,
  type ShareTarget,
} from './logic'
import { ShareIcon } from './icons'

function ShareItem({ target, data }: { target: ShareTarget; data: ShareData }) {
  const href = shareLink(target, data)
  const label = shareLabel(target)
  const counter = target in shareNetworkInfo && shareNetworkInfo[target as keyof typeof shareNetworkInfo].has_counter
  if (href)
    return (
      <li>
        <a
          className={`share__button share__button--${target}`}
          href={href}
          target={target === 'email' || target === 'messenger' ? undefined : '_blank'}
          rel="noopener noreferrer nofollow"
          aria-label={label}
          title={label}
          data-network={target}
          data-has-counter={counter ? 'true' : undefined}
        >
          <ShareIcon target={target} />
        </a>
      </li>
    )
  // Copying needs the clipboard, so its button shows once the behaviour has started; printing works everywhere.
  return (
    <li hidden={target === 'copy' ? true : undefined}>
      <button
        type="button"
        className={`share__button share__button--${target}`}
        aria-label={label}
        title={label}
        data-network={target}
      >
        <ShareIcon target={target} />
      </button>
    </li>
  )
}

/**
 * Share buttons as real links (they work without JavaScript): by default Facebook, Zalo, Messenger, copy link, X,
 * Telegram, e-mail and print on one row; networks an editor adds beyond eight wait behind "Thêm". The behaviour opens
 * links in a 640×480 window, copies the link, prints, and where the browser has the Web Share API offers the system's
 * share sheet ("Gửi qua ứng dụng").
 */
export function ShareButtons({
  data,
  targets = defaultShareTargets,
}: {
  data: ShareData
  targets?: readonly ShareTarget[]
}) {
  const { row, more } = shareRows(targets)
  return (
    <div
      className={more.length ? 'share share--more' : 'share'}
      data-share
      data-share-url={data.url}
      data-share-title={data.title}
      data-share-text={data.text}
      data-share-copied={vi.linkCopied}
      data-share-copy-failed={vi.copyFailed}
    >
      <div className="share__head">
        <h2 className="share__title">{vi.share}</h2>
        <button type="button" className="share__native" data-share-native hidden>
          {vi.shareNative}
        </button>
      </div>
      <ul className="share__list">
        {row.map((target) => (
          <ShareItem key={target} target={target} data={data} />
        ))}
      </ul>
      {more.length > 0 && (
        <details className="share__more">
          <summary className="share__more-toggle">{vi.shareMore}</summary>
          <ul className="share__list share__list--more">
            {more.map((target) => (
              <ShareItem key={target} target={target} data={data} />
            ))}
          </ul>
        </details>
      )}
      <p className="visually-hidden" role="status" data-share-status />
      <BehaviourMarker name="share" />
    </div>
  )
}
