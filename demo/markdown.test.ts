import { describe, expect, it } from 'vitest'
import { type LexicalNode, nodeText, plainText } from '@/lib/lexical'
import { markdownToLexical, parseFigure } from './markdown'

const sample = `Mở đầu với **Cài đặt** và [bài khác](/bai-khac).

## Bước chuẩn bị
1. Mở **Cài đặt**.
2. Chạm **Pin**.
- Một ý
### Chi tiết
> Mẹo nhỏ.
![Màn hình Pin](battery "Mục Pin | Xem mức dùng pin.")`

describe('markdownToLexical', () => {
  const figures: string[] = []
  const state = markdownToLexical(sample, (figure, index) => {
    figures.push(figure.title)
    return 100 + index
  })
  const root = state.root as unknown as LexicalNode
  const types = root.children!.map((node) => `${node.type}${node.tag ? `:${node.tag}` : ''}`)

  it('keeps the block structure in order', () => {
    expect(types).toEqual(['paragraph', 'heading:h2', 'list:ol', 'list:ul', 'heading:h3', 'quote', 'upload'])
  })

  it('numbers list items and keeps bold and links inline', () => {
    const ordered = root.children![2]
    expect(ordered.children!.map((item) => item.value)).toEqual([1, 2])
    expect(nodeText(ordered.children![0])).toBe('Mở Cài đặt.')
    const first = root.children![0].children!
    expect(first[1]).toMatchObject({ type: 'text', text: 'Cài đặt', format: 1 })
    expect(first[3]).toMatchObject({ type: 'link', fields: { url: '/bai-khac' } })
  })

  it('places uploaded figures by id', () => {
    expect(root.children![6]).toMatchObject({
      type: 'upload',
      relationTo: 'media',
      value: 100,
      fields: { caption: 'Mục Pin' },
    })
    expect(figures).toEqual(['Mục Pin'])
  })

  it('gives readable plain text', () => {
    expect(plainText(state)).toContain('Bước chuẩn bị\nMở Cài đặt.\nChạm Pin.')
  })
})

describe('parseFigure', () => {
  it('reads alt, topic, title and description', () => {
    expect(parseFigure('![Ảnh](camera "Tiêu đề | Mô tả dài.")')).toEqual({
      alt: 'Ảnh',
      topic: 'camera',
      title: 'Tiêu đề',
      description: 'Mô tả dài.',
    })
  })

  it('refuses unknown topics and other lines', () => {
    expect(parseFigure('![Ảnh](unknown "a | b")')).toBeNull()
    expect(parseFigure('Một đoạn văn.')).toBeNull()
  })
})
