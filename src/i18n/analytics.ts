/** Why the measurement endpoint refused what a page sent (docs/measurement.md, Events). */
export const analytics = {
  notABatch: 'Dữ liệu đo lường không hợp lệ: cần một danh sách sự kiện.',
  tooManyEvents: (limit: number) => `Mỗi lần gửi tối đa ${limit} sự kiện.`,
  unknownEvent: (name: string) => `Sự kiện “${name}” không được hỗ trợ.`,
  tooLarge: 'Dữ liệu đo lường quá lớn: tối đa 2 KB mỗi lần gửi.',
  notJson: 'Dữ liệu đo lường không phải JSON hợp lệ.',
  badParameter: (event: string, name: string) => `Tham số “${name}” của sự kiện “${event}” không hợp lệ.`,
} as const
