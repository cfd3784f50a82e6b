/**
 * What a post's conversion could not carry over, worded for the import report an administrator reads
 * (docs/import.md, Post content). Pure.
 */

const short = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text)

/** Each kind of problem and its Vietnamese wording. */
const wording = {
  dropped: (tag: string) => `Đã bỏ thẻ <${tag}> cùng nội dung bên trong`,
  attribute: (name: string) => `Đã bỏ thuộc tính ${name} (mã chạy khi có sự kiện)`,
  'unsafe-link': (url: string) => `Đã bỏ địa chỉ không an toàn: ${short(url)}`,
  iframe: (host: string) => `Đã bỏ khung nhúng (iframe) từ ${host}: nguồn này không được nhúng`,
  depth: (limit: number) => `Mã HTML lồng sâu quá ${limit} tầng: các thẻ sâu hơn chỉ còn lại chữ`,
  'too-long': (limit: number) => `Nội dung dài quá ${limit.toLocaleString('vi-VN')} ký tự: phần sau bị cắt`,
  html: () => 'Khối HTML tự viết được giữ thành khối HTML tuỳ chỉnh, đã lọc bỏ mã chạy, khung nhúng và kiểu dáng',
  'empty-html': () => 'Khối HTML tự viết không còn gì sau khi lọc bỏ mã chạy: đã bỏ',
  embed: (provider: string, url: string) =>
    `Nội dung nhúng từ ${provider} thành khối nhúng (chỉ tải khi người đọc bấm): ${short(url)}`,
  'embed-link': (provider: string, url: string) =>
    `Nội dung nhúng từ ${provider} thành liên kết (khối nhúng không hiện được địa chỉ này): ${short(url)}`,
  table: () => 'Bảng được chuyển thành bảng của bài viết; chú thích và ảnh trong ô (nếu có) đặt ngoài bảng',
  code: () => 'Khối mã được chuyển thành đoạn văn định dạng mã (bài viết chưa có khối mã)',
  layout: (block: string) => `Bố cục ${block} được làm phẳng: nội dung giữ nguyên thứ tự`,
  block: (block: string) => `Khối ${block} không có tương ứng: phần HTML của nó được chuyển như trình soạn cổ điển`,
  'empty-block': (block: string) => `Khối ${block} không lưu nội dung trong bài (khối động): không có gì để chuyển`,
  shortcode: (name: string) => `Mã ngắn [${name}] được giữ nguyên dạng chữ`,
  media: (url: string) => `Ảnh chưa có trong thư viện media, giữ thành liên kết: ${short(url)}`,
  'gallery-image': (id: number) => `Ảnh #${id} của thư viện ảnh chưa có trong thư viện media`,
  'gallery-ids': () => 'Thư viện ảnh [gallery] không ghi mã ảnh: không biết ảnh nào để đưa vào',
  'image-link': (url: string) => `Liên kết của ảnh bị bỏ (ảnh trong bài mở ảnh gốc): ${short(url)}`,
  'media-element': (url: string) => `Video hoặc âm thanh thành liên kết: ${short(url)}`,
  caption: (limit: number) => `Chú thích ảnh dài hơn ${limit} ký tự bị cắt`,
}

export type ProblemKind = keyof typeof wording

/** One line of the import report: what kind of problem, and what it was in Vietnamese. */
export interface ContentProblem {
  kind: ProblemKind
  detail: string
}

/** The problems of one post, each said once, with how many times it happened. */
export class Problems {
  private readonly seen = new Map<string, { kind: ProblemKind; detail: string; count: number }>()

  report<Kind extends ProblemKind>(kind: Kind, ...values: Parameters<(typeof wording)[Kind]>): void {
    const detail = (wording[kind] as (...args: unknown[]) => string)(...values)
    const key = `${kind}\n${detail}`
    const known = this.seen.get(key)
    if (known) known.count++
    else this.seen.set(key, { kind, detail, count: 1 })
  }

  list(): ContentProblem[] {
    return [...this.seen.values()].map(({ kind, detail, count }) => ({
      kind,
      detail: count > 1 ? `${detail} (${count} lần)` : detail,
    }))
  }
}
