import type { ComponentConfig } from '@puckeditor/core'
import {
  chosenShareTargets,
  defaultShareTargets,
  sharePageUrl,
  shareTargetChoices,
  shareTitle,
} from '@/features/share/logic'
import { ShareButtons } from '@/features/share/ShareButtons'
import { CheckboxesField } from '../CheckboxesField'
import { type Align, alignField } from '../fields'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'

const networkOptions = shareTargetChoices.map((target) => ({ label: shareTitle(target), value: target }))

/** Share buttons for the page being shown (the site's fixed share address when one is set). */
export const shareConfig: ComponentConfig<{ networks: string[]; align: Align }> = {
  label: 'Nút chia sẻ',
  fields: {
    networks: {
      type: 'custom',
      label: 'Mạng xã hội',
      render: ({ value, onChange }) => (
        <CheckboxesField
          legend="Mạng xã hội"
          options={networkOptions}
          value={chosenShareTargets(value)}
          onChange={onChange}
        />
      ),
    },
    align: alignField,
  },
  defaultProps: { networks: [...defaultShareTargets], align: 'left' },
  render: ({ networks, align, puck }) => {
    const data = themeData(puck.metadata)
    const page = data?.page
    const shown = chosenShareTargets(networks)
    if (!page || !shown.length)
      return puck.isEditing ? (
        <ThemePlaceholder
          text={
            page ? 'Nút chia sẻ: hãy chọn ít nhất một mạng xã hội.' : 'Nút chia sẻ: chia sẻ địa chỉ của trang đang xem.'
          }
        />
      ) : (
        <></>
      )
    return (
      <div className={`builder-share builder-share--${align}`}>
        <ShareButtons
          data={{ url: sharePageUrl(page.url, data.shareUrl), title: page.title, text: '', image: '' }}
          targets={shown}
        />
      </div>
    )
  },
}
