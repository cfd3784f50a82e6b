/** Carousels: its own module, so the browser's code for it carries only these strings. */
export const carousel = {
  carousel: 'Trình chiếu',
  slide: 'Trang chiếu',
  previous: 'Trang chiếu trước',
  next: 'Trang chiếu sau',
  first: 'Đây là trang chiếu đầu tiên',
  last: 'Đây là trang chiếu cuối cùng',
  goTo: (index: string) => `Đến trang chiếu ${index}`,
  pause: 'Tạm dừng',
  play: 'Tự chạy tiếp',
}
