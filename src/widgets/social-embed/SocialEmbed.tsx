import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { PROVIDER_NAMES, type SocialPost } from './logic'

/** A social post behind a click: nothing loads from the provider until the reader asks to see it. */
export function SocialEmbed({ post, isEditing }: { post: SocialPost | null; isEditing: boolean }) {
  if (!post) return isEditing ? <ThemePlaceholder text={vi.builder.empty.socialEmbed} /> : null
  const provider = PROVIDER_NAMES[post.provider]
  return (
    <figure
      className={`builder-social builder-social--${post.provider}`}
      data-frame-on-click
      data-frame-class="builder-social__frame"
      data-embed={post.embedUrl}
      data-title={vi.builder.socialPost(provider)}
    >
      <div className="builder-social__card">
        <p className="builder-social__provider">{provider}</p>
        <p className="builder-social__note">{vi.builder.socialLoadsOnClick(provider)}</p>
        <button type="button" className="builder-button builder-button--primary" data-frame-button>
          {vi.builder.showSocialPost(provider)}
        </button>
        <a className="builder-social__link" href={post.postUrl} target="_blank" rel="noopener noreferrer">
          {vi.builder.openOriginalPost}
        </a>
      </div>
      {!isEditing && <BehaviourMarker name="frameOnClick" />}
    </figure>
  )
}
