/**
 * The seed e-book's file, written here as a small PDF (no fetch, no PDF library): A5 pages of text in the PDF's
 * built-in Helvetica. Its standard encoding has no Vietnamese letters, so the text is written without diacritics,
 * as the demo file of a real guide would be replaced by the editors' own.
 */

const PAGE_WIDTH = 420
const PAGE_HEIGHT = 595

/** A text for a PDF string: backslashes and parentheses escaped. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`)

/** One page's drawing: a title, then lines of body text. */
function pageContent(title: string, lines: string[]): string {
  const body = lines.map((line) => `(${pdfText(line)}) Tj T*`).join('\n')
  return `BT /F2 16 Tf 18 TL 40 ${PAGE_HEIGHT - 60} Td (${pdfText(title)}) Tj ET\nBT /F1 11 Tf 16 TL 40 ${PAGE_HEIGHT - 100} Td\n${body}\nET`
}

/** The PDF of `pages` (title and lines each), as bytes: objects, then the cross-reference table at their offsets. */
export function textPdf(documentTitle: string, pages: { title: string; lines: string[] }[]): Buffer {
  const objects: string[] = []
  const pageIds = pages.map((_, index) => 5 + index * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  pages.forEach((page, index) => {
    const content = pageContent(page.title, page.lines)
    objects[pageIds[index]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`
    objects[pageIds[index] + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`
  })
  const infoId = objects.length
  objects[infoId] = `<< /Title (${pdfText(documentTitle)}) /Producer (Thu Thuat Dien Thoai) >>`

  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1')
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xrefAt = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** The seed e-book: "Cẩm nang dùng điện thoại cho người mới". */
export function ebookPdf(): Buffer {
  return textPdf('Cam nang dung dien thoai cho nguoi moi', [
    {
      title: 'Cam nang dung dien thoai cho nguoi moi',
      lines: [
        'Thu Thuat Dien Thoai',
        '',
        'Ban dung thu: 4 chuong dau cua cuon cam nang.',
        'Chu to, tung buoc mot, cho iPhone va Android.',
      ],
    },
    {
      title: '1. Lam quen voi dien thoai',
      lines: [
        '- Nut nguon, nut am luong va cong sac.',
        '- Mo khoa man hinh bang van tay hoac khuon mat.',
        '- Vao Cai dat de chinh co chu cho de doc.',
      ],
    },
    {
      title: '2. Nhan tin va goi video qua Zalo',
      lines: [
        '- Tai Zalo tu App Store hoac CH Play.',
        '- Dang nhap bang so dien thoai cua ban.',
        '- Bam vao bieu tuong may quay de goi video.',
      ],
    },
    {
      title: '3. Nhan biet tin nhan lua dao',
      lines: [
        '- Khong bao gio doc ma OTP cho nguoi khac.',
        '- Ngan hang khong goi dien hoi mat khau.',
        '- Nghi ngo? Goi lai so tong dai chinh thuc.',
      ],
    },
  ])
}
