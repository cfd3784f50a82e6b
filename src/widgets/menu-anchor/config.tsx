import type { ComponentConfig } from '@puckeditor/core'
import { anchorId } from './logic'

/** An invisible target for same-page links (`#id`); the editor shows where it is. */
export const menuAnchorConfig: ComponentConfig<{ anchor: string }> = {
  label: 'Điểm neo menu',
  fields: { anchor: { type: 'text', label: 'Tên điểm neo (liên kết tới #ten-diem-neo)' } },
  defaultProps: { anchor: '' },
  render: ({ anchor, puck }) => {
    const id = anchorId(anchor)
    if (puck.isEditing)
      return (
        <p className="builder-anchor-label">{id ? `⚓ #${id}` : '⚓ Hãy đặt tên điểm neo bắt đầu bằng chữ cái.'}</p>
      )
    return id ? <div id={id} className="builder-anchor" /> : <></>
  },
}
