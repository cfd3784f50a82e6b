/** The lightbox (image viewer): its own module, so the browser's code for it carries only these strings. */
export const lightbox = {
  close: 'Đóng',
  previous: 'Ảnh trước',
  next: 'Ảnh sau',
  zoomIn: 'Phóng to',
  zoomOut: 'Thu nhỏ',
  enterFullscreen: 'Toàn màn hình',
  exitFullscreen: 'Thoát toàn màn hình',
  share: 'Chia sẻ ảnh',
  shareCopy: 'Chia sẻ ảnh: sao chép liên kết',
  linkCopied: 'Đã sao chép liên kết ảnh',
  copyFailed: 'Không sao chép được liên kết ảnh.',
  download: 'Tải ảnh xuống',
  lightbox: 'Trình xem ảnh',
  carousel: 'Bộ ảnh',
  slide: 'Ảnh',
  of: 'trên',
  /** A video slide with no title of its own. */
  video: 'Video',
}
