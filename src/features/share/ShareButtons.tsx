import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import { type ShareData, shareLabel, shareLink, shareNetworkInfo, shareNetworks, type ShareNetwork } from './logic'
import { ShareIcon } from './icons'

/**
 * The 18 share buttons, as real links (they work without JavaScript); an island opens them
 * in a 640×480 window and runs print.
 */
export function ShareButtons({ data, networks = shareNetworks }: { data: ShareData; networks?: readonly ShareNetwork[] }) {
  return (
    <div className="share" data-share>
      <h2 className="share__title">{vi.share}</h2>
      <ul className="share__list">
        {networks.map((network) => {
          const info = shareNetworkInfo[network]
          const href = shareLink(network, data)
          const label = shareLabel(network)
          return (
            <li key={network}>
              {href ? (
                <a
                  className={`share__button share__button--${network}`}
                  href={href}
                  target={network === 'email' ? undefined : '_blank'}
                  rel="noopener noreferrer nofollow"
                  aria-label={label}
                  title={label}
                  data-network={network}
                  data-has-counter={info.has_counter ? 'true' : undefined}
                >
                  <ShareIcon network={network} />
                </a>
              ) : (
                <button type="button" className={`share__button share__button--${network}`} aria-label={label} title={label} data-network={network}>
                  <ShareIcon network={network} />
                </button>
              )}
            </li>
          )
        })}
      </ul>
      <BehaviourMarker name="share" />
    </div>
  )
}
