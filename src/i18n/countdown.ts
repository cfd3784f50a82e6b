/** Countdowns: its own module, so the browser's code for it carries only these strings. */
export const countdown = {
  timer: 'Đồng hồ đếm ngược',
  units: { days: 'Ngày', hours: 'Giờ', minutes: 'Phút', seconds: 'Giây' },
  spokenUnits: { days: 'ngày', hours: 'giờ', minutes: 'phút', seconds: 'giây' },
  remaining: (parts: string) => `Còn ${parts}`,
  endsAt: (dateTime: string) => `Kết thúc lúc ${dateTime}`,
  ended: 'Đã hết giờ',
  expiredMessage: 'Chương trình đã kết thúc.',
  /** The editor's note under a countdown: what happens at zero, which the editor never shows. */
  editorNote: {
    hide: 'ẩn đồng hồ',
    redirect: (url: string) => `chuyển đến ${url}`,
    message: (text: string) => `hiện lời nhắn “${text}”`,
    plan: (steps: string[]) => `Khi hết giờ: ${steps.join(', rồi ')}.`,
    stops: 'Khi hết giờ: đồng hồ dừng ở 00.',
    standsStill: 'Trong trình thiết kế đồng hồ đứng yên và không ẩn, không chuyển trang.',
  },
}
