import { describe, expect, it } from 'vitest'
import { emptyReport, note, reportCsv, tally } from './report'

describe('the import report', () => {
  it('counts each outcome per kind and lists skips, failures and notes', () => {
    const report = emptyReport('https://thuthuat.example')
    tally(report, 'post', '10', 'imported')
    tally(report, 'post', '11', 'existing')
    tally(report, 'post', '12', 'failed', 'Không lưu được: lỗi')
    tally(report, 'nav_menu_item', '40', 'skipped', 'Chưa nhập')
    note(report, 'post', '10', 'Đường dẫn đổi')
    expect(report.counts.post).toEqual({ found: 3, imported: 1, existing: 1, skipped: 0, failed: 1 })
    expect(report.lines.map((line) => `${line.kind}#${line.wpKey}:${line.outcome}`)).toEqual([
      'post#12:failed',
      'nav_menu_item#40:skipped',
      'post#10:note',
    ])
  })

  it('writes a CSV a spreadsheet reads: a byte-order mark, totals, then lines, formulas defused', () => {
    const report = emptyReport('https://thuthuat.example')
    tally(report, 'post', '12', 'failed', '=HYPERLINK("x"), lỗi')
    const rows = reportCsv(report).split('\r\n')
    expect(rows[0]).toBe('\uFEFFLoại,Mã WordPress,Kết quả,Chi tiết')
    expect(rows[1]).toBe('Bài viết,,Tổng,tìm thấy 1; đã nhập 0; đã có từ lần trước 0; bỏ qua 0; lỗi 1')
    expect(rows[2]).toBe(`Bài viết,12,Lỗi,"'=HYPERLINK(""x""), lỗi"`)
  })
})
