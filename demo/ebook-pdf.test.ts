import { fileTypeFromBuffer } from 'file-type'
import { describe, expect, it } from 'vitest'
import { ebookPdf, textPdf } from './ebook-pdf'

describe('textPdf', () => {
  it('writes a PDF whose cross-reference table points at each object', async () => {
    const pdf = textPdf('Thử (1)', [{ title: 'A', lines: ['b (c)', 'd\\e'] }])
    const text = pdf.toString('latin1')
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf')
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(offsets.length).toBeGreaterThan(4)
    offsets.forEach((offset, index) =>
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`),
    )
    expect(text).toContain('(b \\(c\\)) Tj')
  })

  it('makes the seed e-book', async () => {
    expect((await fileTypeFromBuffer(ebookPdf()))?.mime).toBe('application/pdf')
  })
})
