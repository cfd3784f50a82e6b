import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, submissionsCsv } from './csv'

/** Reads one CSV line back into cells (quoted cells may hold commas, quotes and line breaks). */
function parseLine(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < line.length; index++) {
    const character = line[index]
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        cell += '"'
        index++
      } else if (character === '"') quoted = false
      else cell += character
    } else if (character === '"') quoted = true
    else if (character === ',') {
      cells.push(cell)
      cell = ''
    } else cell += character
  }
  return [...cells, cell]
}

describe('csvCell', () => {
  it('reads back as the same text, with a formula defused', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const [read] = parseLine(csvCell(value))
        expect(read).toBe(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)
      }),
    )
  })

  it('never lets a cell start a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+84912345678')).toBe("'+84912345678")
  })
})

describe('submissionsCsv', () => {
  it('starts with a byte-order mark and puts each answer under its question', () => {
    const csv = submissionsCsv([
      {
        time: '14:05 24/11/2026',
        formName: 'Liên hệ',
        status: 'Mới',
        pageUrl: '/lien-he',
        answers: [{ fieldId: 'ten', label: 'Họ tên', value: 'An' }],
        files: [],
      },
      {
        time: '15:00 24/11/2026',
        formName: 'Tư vấn',
        status: 'Đã đọc',
        pageUrl: '/tu-van',
        answers: [
          { fieldId: 'nhu-cau', label: 'Nhu cầu', value: 'Chụp ảnh, chơi game' },
          { fieldId: 'ten', label: 'Họ tên', value: 'Bình' },
        ],
        files: ['a.png', 'b.pdf'],
      },
    ])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Thời gian,Biểu mẫu,Trạng thái,Trang gửi,Họ tên,Nhu cầu,Tệp đính kèm',
      '14:05 24/11/2026,Liên hệ,Mới,/lien-he,An,,',
      '15:00 24/11/2026,Tư vấn,Đã đọc,/tu-van,Bình,"Chụp ảnh, chơi game","a.png, b.pdf"',
      '',
    ])
  })
})
