import type { ComponentConfig } from '@puckeditor/core'
import { SocialEmbedWidget } from './SocialEmbedWidget'

/** A post from Facebook, X (Twitter), TikTok or Instagram, loaded only when the reader asks. */
export const socialEmbedConfig: ComponentConfig<{ url: string }> = {
  label: 'Nhúng mạng xã hội',
  fields: { url: { type: 'text', label: 'Đường dẫn bài đăng (Facebook, X, TikTok, Instagram)' } },
  defaultProps: { url: '' },
  render: ({ url, puck }) => <SocialEmbedWidget url={url} isEditing={puck.isEditing} />,
}
