import { describe, expect, it } from 'vitest'
import { Problems } from './problems'
import { markShortcodes, shortcodeAttributes } from './shortcodes'

const mark = (html: string) => {
  const problems = new Problems()
  return { html: markShortcodes(html, problems), problems: problems.list() }
}

describe('shortcode attributes', () => {
  it('are read in double, single or no quotes, and values alone are numbered', () => {
    expect(shortcodeAttributes(` id="attachment_12" align='aligncenter' width=300 "một" hai`)).toEqual({
      id: 'attachment_12',
      align: 'aligncenter',
      width: '300',
      0: 'một',
      1: 'hai',
    })
  })
})

describe('shortcodes in a post', () => {
  it('mark [caption] with its attachment id and its content', () => {
    const html = '[caption id="attachment_12" align="alignnone" width="300"]<img src="a.jpg"> Màn hình chính[/caption]'
    expect(mark(html).html).toBe('<wp-caption data-id="12"><img src="a.jpg"> Màn hình chính</wp-caption>')
  })

  it('mark [gallery] with its ids, and [embed] with its address', () => {
    expect(mark('[gallery columns="2" ids="4,5,6"]').html).toBe('<wp-gallery data-ids="4,5,6"></wp-gallery>')
    expect(mark('[embed width="500"]https://youtu.be/dQw4w9WgXcQ[/embed]').html).toBe(
      '<wp-embed>https://youtu.be/dQw4w9WgXcQ</wp-embed>',
    )
  })

  it('escape what they put into markup', () => {
    expect(mark('[caption id="attachment_1" caption="<script>x</script>"]<img src="a.jpg">[/caption]').html).toBe(
      '<wp-caption data-id="1" data-caption="&lt;script&gt;x&lt;/script&gt;"><img src="a.jpg"></wp-caption>',
    )
  })

  it('leave an escaped shortcode as its text, and a caption never closed as an empty one', () => {
    expect(mark('Gõ [[gallery]] để chèn').html).toBe('Gõ [gallery] để chèn')
    expect(mark('[caption] chữ').html).toBe('<wp-caption></wp-caption> chữ')
  })

  it('leave every other shortcode as text and report each name once, not words in brackets', () => {
    const { html, problems } = mark('[toc] [su_note color="#fff"]Chú ý[/su_note] [toc] [xem thêm] [Ghi chú]')
    expect(html).toBe('[toc] [su_note color="#fff"]Chú ý[/su_note] [toc] [xem thêm] [Ghi chú]')
    expect(problems).toEqual([
      { kind: 'shortcode', detail: 'Mã ngắn [toc] được giữ nguyên dạng chữ' },
      { kind: 'shortcode', detail: 'Mã ngắn [su_note] được giữ nguyên dạng chữ' },
    ])
  })

  it('read many unclosed captions in linear time', () => {
    const started = performance.now()
    mark('[caption]'.repeat(50_000))
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})
