import { describe, expect, it } from 'vitest'
import { buildTable } from './dashboard-tables'
import { tableCsv } from './table-csv'

describe('tableCsv', () => {
  it('starts with a byte-order mark, has Vietnamese headers, plain whole numbers and shares as 12,5 %', () => {
    const table = buildTable(
      'source',
      [
        { key: 'coccoc', counts: { source: { count: 1234, total: 1_250_000 } } },
        { key: 'other', counts: { source: { count: 8, total: 0 } } },
      ],
      1242,
    )
    expect(tableCsv(table)).toBe(
      '\uFEFFNguồn,Lượt truy cập,Tỷ lệ,Doanh thu (₫)\r\n' +
        'Cốc Cốc,1234,"99,4\u00a0%",1250000\r\nTrang khác,8,"0,6\u00a0%",0\r\n',
    )
  })

  it('quotes keys with commas and keeps a search a spreadsheet would run as a formula from running', () => {
    const table = buildTable('search', [{ key: '=HYPERLINK("x"), 1', counts: { search: { count: 2, total: 0 } } }], 0)
    expect(tableCsv(table).split('\r\n')[1]).toBe('"\'=HYPERLINK(""x""), 1",2')
  })

  it('leaves a share with nothing to divide by empty', () => {
    const table = buildTable('form', [{ key: 'Liên hệ', counts: { form_submit: { count: 1, total: 0 } } }], 0)
    expect(tableCsv(table).split('\r\n')[1]).toBe('Liên hệ,0,1,')
  })
})
