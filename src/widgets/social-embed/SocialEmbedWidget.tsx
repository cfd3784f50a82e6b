import { vi } from '@/i18n/vi'
import { socialPost } from '@/lib/social-post'
import { SocialEmbed } from '@/site/embeds/SocialEmbed'
import { ThemePlaceholder } from '../ThemePlaceholder'

/** The widget: the post behind a click, or, in the editor, a note asking for an address it can embed. */
export function SocialEmbedWidget({ url, isEditing }: { url: string; isEditing: boolean }) {
  const post = socialPost(url)
  if (post) return <SocialEmbed post={post} isEditing={isEditing} />
  return isEditing ? <ThemePlaceholder text={vi.builder.empty.socialEmbed} /> : null
}
