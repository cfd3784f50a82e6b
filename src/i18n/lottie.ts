/** Vector animations: its own module, so the browser's code for it carries only these strings. */
export const lottie = {
  animation: 'Hoạt ảnh',
  play: (label: string) => `Phát hoạt ảnh: ${label}`,
  pause: 'Tạm dừng hoạt ảnh',
  resume: 'Phát hoạt ảnh',
}
