import { describe, expect, it } from 'vitest'
import { blocksToHtml, readBlockComment } from './blocks'
import { Problems } from './problems'

const read = (html: string) => {
  const problems = new Problems()
  return { html: blocksToHtml(html, problems), problems: problems.list().map((problem) => problem.detail) }
}

describe('a block comment', () => {
  it('names its block (core/ when no namespace) with its attributes', () => {
    expect(readBlockComment(' wp:heading {"level":3} ')).toEqual({
      closer: false,
      name: 'core/heading',
      attrs: { level: 3 },
      selfClosing: false,
    })
    expect(readBlockComment(' /wp:heading ')).toMatchObject({ closer: true, name: 'core/heading' })
    expect(readBlockComment(' wp:latest-posts {"postsToShow":3} /')).toMatchObject({ selfClosing: true })
    expect(readBlockComment(' wp:yoast/faq-block ')).toMatchObject({ name: 'yoast/faq-block' })
  })

  it('is not any other comment, and reads attributes that are not JSON as none', () => {
    expect(readBlockComment('more')).toBeNull()
    expect(readBlockComment(' wp: ')).toBeNull()
    expect(readBlockComment(' wp:image {"id":12 ')).toBeNull()
    expect(readBlockComment(' wp:image {"id":12,} ')).toMatchObject({ name: 'core/image', attrs: {} })
  })
})

describe('a post read for its blocks', () => {
  it("keeps plain blocks' HTML, marks embeds and classic content, flattens layouts", () => {
    const { html, problems } = read(
      [
        'Chữ cổ điển',
        '<!-- wp:paragraph --><p>Đoạn</p><!-- /wp:paragraph -->',
        '<!-- wp:columns --><div><!-- wp:column --><div><p>Cột</p></div><!-- /wp:column --></div><!-- /wp:columns -->',
        '<!-- wp:embed {"url":"https://youtu.be/dQw4w9WgXcQ"} --><figure>x</figure><!-- /wp:embed -->',
        '<!-- wp:shortcode -->[gallery ids="1"]<!-- /wp:shortcode -->',
        '<!-- more -->',
      ].join(''),
    )
    expect(html).toBe(
      '<wp-classic>Chữ cổ điển</wp-classic><p>Đoạn</p><div><div><p>Cột</p></div></div>' +
        '<wp-embed data-url="https://youtu.be/dQw4w9WgXcQ"><figure>x</figure></wp-embed>' +
        '<wp-classic>[gallery ids="1"]</wp-classic><wp-classic><!-- more --></wp-classic>',
    )
    expect(problems).toEqual([
      'Bố cục core/columns được làm phẳng: nội dung giữ nguyên thứ tự',
      'Bố cục core/column được làm phẳng: nội dung giữ nguyên thứ tự',
    ])
  })

  it('is all classic content when it holds no block', () => {
    expect(read('Dòng một\n\nDòng hai').html).toBe('<wp-classic>Dòng một\n\nDòng hai</wp-classic>')
  })

  it("reads unknown blocks' HTML as classic content and reports them, and blocks with nothing saved", () => {
    const { html, problems } = read('<!-- wp:uagb/faq --><p>Hỏi</p><!-- /wp:uagb/faq --><!-- wp:latest-posts /-->')
    expect(html).toBe('<wp-classic><p>Hỏi</p></wp-classic>')
    expect(problems).toEqual([
      'Khối uagb/faq không có tương ứng: phần HTML của nó được chuyển như trình soạn cổ điển',
      'Khối core/latest-posts không lưu nội dung trong bài (khối động): không có gì để chuyển',
    ])
  })

  it('closes what is left open and ignores a closer without its opener', () => {
    expect(read('<!-- wp:shortcode -->[toc]<!-- /wp:group -->').html).toBe('<wp-classic>[toc]</wp-classic>')
  })

  it('reads thousands of nested blocks without recursion', () => {
    const depth = 20_000
    const html = '<!-- wp:group -->'.repeat(depth) + '<p>Giữa</p>' + '<!-- /wp:group -->'.repeat(depth)
    expect(read(html).html).toBe('<p>Giữa</p>')
  })
})
