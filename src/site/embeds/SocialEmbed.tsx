import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import { PROVIDER_NAMES, type SocialPost } from '@/lib/social-post'

/**
 * A social post behind a click: nothing loads from the provider until the reader asks to see it. The builder's
 * social embed widget and an article's embed block show it.
 */
export function SocialEmbed({ post, isEditing }: { post: SocialPost; isEditing: boolean }) {
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
