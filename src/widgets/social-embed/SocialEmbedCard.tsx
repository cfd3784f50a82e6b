import { FrameOnClick } from '../frame-on-click.client'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { PROVIDER_NAMES, type SocialEmbed } from './logic'

/** A social post behind a click: nothing loads from the provider until the reader asks to see it. */
export function SocialEmbedCard({ embed, isEditing }: { embed: SocialEmbed | null; isEditing: boolean }) {
  if (!embed) return isEditing ? <ThemePlaceholder text="Dán đường dẫn một bài đăng Facebook, X (Twitter), TikTok hoặc Instagram." /> : null
  const provider = PROVIDER_NAMES[embed.provider]
  return (
    <figure className={`builder-social builder-social--${embed.provider}`} data-frame-on-click data-frame-class="builder-social__frame" data-embed={embed.embedUrl} data-title={`Bài đăng trên ${provider}`}>
      <div className="builder-social__card">
        <p className="builder-social__provider">{provider}</p>
        <p className="builder-social__note">Nội dung từ {provider} chỉ được tải khi bạn bấm xem.</p>
        <button type="button" className="builder-button builder-button--primary" data-frame-button>
          Xem bài đăng trên {provider}
        </button>
        <a className="builder-social__link" href={embed.postUrl} target="_blank" rel="noopener noreferrer">
          Mở bài gốc trong thẻ mới
        </a>
      </div>
      {!isEditing && <FrameOnClick />}
    </figure>
  )
}
