/** Sizes in the import's report: whole mebibytes, as the limits are set (docs/import.md, The export file). */
const size = (bytes: number) => `${Math.round(bytes / 1048576)} MB`

/**
 * What the reader of a WordPress export says about the file: why it is refused, and each problem it read past
 * (docs/import.md, The export file). Shown in the import's report to the site's administrator.
 */
export const wxr = {
  refusals: {
    notAnExport:
      'Tệp này không phải bản xuất WordPress (WXR): cần một tệp XML bắt đầu bằng thẻ <rss> có <channel>. ' +
      'Hãy xuất lại trong WordPress: Công cụ → Xuất.',
    noVersion:
      'Tệp xuất không ghi phiên bản WXR (thẻ wp:wxr_version) nên không thể đọc an toàn. ' +
      'Hãy xuất lại trong WordPress: Công cụ → Xuất.',
    unknownVersion: (version: string) =>
      `Phiên bản WXR “${version}” không được hỗ trợ: chỉ đọc được các phiên bản 1.0, 1.1 và 1.2.`,
  },
  /** What a problem is about: `item` with the export's post id when it is known. */
  subjects: {
    item: (id: number | null) => (id === null ? 'Một mục chưa rõ mã' : `Mục #${id}`),
    author: (login: string) => (login ? `Tác giả “${login}”` : 'Một tác giả'),
    term: (slug: string) => (slug ? `Chuyên mục hoặc thẻ “${slug}”` : 'Một chuyên mục hoặc thẻ'),
  },
  /** Why the XML of a part of the file could not be read. */
  xmlReasons: {
    closeTag: 'thẻ đóng không khớp với thẻ mở',
    tag: 'tên thẻ hoặc thuộc tính viết sai',
    lessThan: 'ký tự “<” chưa được mã hoá',
    outside: 'có chữ nằm ngoài thẻ gốc',
    other: 'cấu trúc XML sai',
  },
  problems: {
    malformed: (subject: string, reason: string) => `${subject} bị bỏ qua vì XML không hợp lệ: ${reason}.`,
    xml: (reason: string) => `XML không hợp lệ ngoài các mục: ${reason}; phần còn lại vẫn được đọc.`,
    entity: 'Ký tự “&” chưa được mã hoá hoặc thực thể HTML không rõ: giữ nguyên như chữ.',
    unclosed: (subject: string) => `${subject} không có thẻ đóng </item> nên bị bỏ qua.`,
    truncated: (subject: string) =>
      `Tệp kết thúc giữa chừng (bản xuất bị cắt): ${subject} đang đọc dở nên bị bỏ qua; ` +
      'mọi mục đọc xong trước đó vẫn được giữ.',
    truncatedBetween: 'Tệp kết thúc giữa chừng (bản xuất bị cắt); mọi mục đọc xong trước đó vẫn được giữ.',
    fieldTooLarge: (subject: string, field: string, limit: number) =>
      `${subject} bị bỏ qua: trường ${field} lớn hơn ${size(limit)}.`,
    metaTooLarge: (subject: string, key: string, limit: number) =>
      `${subject}: giá trị meta “${key}” lớn hơn ${size(limit)} nên bị bỏ.`,
    missing: (subject: string, field: string) => `${subject} bị bỏ qua: thiếu ${field}.`,
    invalidBytes: 'Dòng này có byte không phải UTF-8: đã thay bằng ký tự “�”.',
    encoding: (name: string) => `Tệp khai báo bảng mã “${name}” nhưng được đọc như UTF-8; chữ có dấu có thể bị sai.`,
  },
  /** Why a PHP-serialized meta value could not be read. */
  php: {
    notSerialized: 'Giá trị không phải dữ liệu PHP tuần tự hoá.',
    unexpectedEnd: 'Dữ liệu PHP tuần tự hoá bị cắt cụt.',
    badToken: (offset: number) => `Dữ liệu PHP tuần tự hoá sai ở byte ${offset}.`,
    tooDeep: (limit: number) => `Dữ liệu PHP tuần tự hoá lồng quá ${limit} tầng.`,
    trailing: (offset: number) => `Dữ liệu PHP tuần tự hoá có phần thừa từ byte ${offset}.`,
  },
} as const
