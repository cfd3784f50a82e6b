/** The built-in icons: simple 24×24 stroke drawings, inline (no icon font, nothing fetched). */
export const ICONS = {
  check: { label: 'Dấu tích', path: 'M5 12.5l4.5 4.5L19 7.5' },
  star: { label: 'Ngôi sao', path: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z' },
  phone: {
    label: 'Điện thoại',
    path: 'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5zM11 18.5h2',
  },
  mail: { label: 'Thư', path: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5' },
  'map-pin': {
    label: 'Vị trí',
    path: 'M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11zM12 7.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
  },
  clock: { label: 'Đồng hồ', path: 'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM12 7.5V12l3 2' },
  shield: { label: 'Khiên bảo vệ', path: 'M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6zM9 12l2 2 4-4' },
  battery: { label: 'Pin', path: 'M3.5 8h15v8h-15zM20.5 10.5v3M6 10.5v3M9 10.5v3' },
  wifi: {
    label: 'Wi-Fi',
    path: 'M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  },
  camera: {
    label: 'Máy ảnh',
    path: 'M3.5 7.5h4l1.5-2.5h6l1.5 2.5h4v11h-17zM12 9.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
  },
  lightbulb: {
    label: 'Bóng đèn',
    path: 'M9 17.5h6M10 20.5h4M12 3.5a6 6 0 0 1 3.5 10.9c-.6.5-1 1.2-1 2v.6h-5v-.6c0-.8-.4-1.5-1-2A6 6 0 0 1 12 3.5z',
  },
  heart: {
    label: 'Trái tim',
    path: 'M12 20.5S3.5 15.5 3.5 9.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8.5 2.5c0 6-8.5 11-8.5 11z',
  },
  info: { label: 'Thông tin', path: 'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM12 11v5.5M12 7.5h.01' },
  warning: { label: 'Cảnh báo', path: 'M12 3.5l9 16h-18zM12 10v4.5M12 17h.01' },
  'arrow-right': { label: 'Mũi tên sang phải', path: 'M4.5 12h15M13.5 6l6 6-6 6' },
  'arrow-up': { label: 'Mũi tên lên', path: 'M12 19.5v-15M6 10.5l6-6 6 6' },
  download: { label: 'Tải xuống', path: 'M12 3.5v11M7.5 10l4.5 4.5 4.5-4.5M4.5 19.5h15' },
  settings: {
    label: 'Cài đặt',
    path: 'M4 7h8M16 7h4M14 5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM4 17h2M10 17h10M8 15a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  },
  lock: { label: 'Ổ khoá', path: 'M6 10.5h12v10H6zM8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3' },
  user: { label: 'Người dùng', path: 'M12 3.5a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4.5 20.5a7.5 7.5 0 0 1 15 0' },
  chat: { label: 'Trò chuyện', path: 'M4 5h16v11H9l-5 4z' },
} as const

export type IconName = keyof typeof ICONS

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && Object.hasOwn(ICONS, value)
}

export const iconOptions = Object.entries(ICONS).map(([value, icon]) => ({ label: icon.label, value }))

/** One built-in icon; decorative (hidden from screen readers) unless it has a label. */
export function IconSvg({ name, size = 24, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    >
      <path d={ICONS[name].path} />
    </svg>
  )
}
