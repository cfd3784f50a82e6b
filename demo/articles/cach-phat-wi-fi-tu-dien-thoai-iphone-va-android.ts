import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách phát Wi-Fi từ điện thoại iPhone và Android',
  slug: 'cach-phat-wi-fi-tu-dien-thoai-iphone-va-android',
  excerpt:
    'Biến điện thoại thành điểm phát Wi-Fi để laptop, máy tính bảng dùng chung 4G, 5G. Hướng dẫn từng bước cho iPhone, Samsung và Android gốc.',
  categories: ['wifi-du-lieu'],
  tags: ['Wi-Fi', 'Dữ liệu di động', 'iPhone', 'Android'],
  author: 'minh-anh',
  featured: true,
  featuredImage: {
    topic: 'wifi',
    alt: 'Điện thoại đang phát Wi-Fi cho máy tính xách tay đặt bên cạnh',
    title: 'Phát Wi-Fi từ điện thoại',
    description:
      'Tính năng điểm truy cập cá nhân cho phép các thiết bị khác dùng chung kết nối dữ liệu di động của điện thoại.',
  },
  publishedAt: '2026-08-02T08:30:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'Cài đặt',
      title: 'Điểm truy cập cá nhân',
      path: ['Cài đặt', 'Điểm truy cập cá nhân'],
      rows: [
        { label: 'Cho phép người khác kết nối', toggle: true },
        { label: 'Mật khẩu Wi-Fi', value: 'anminh2026' },
        { section: '', label: 'Tối đa hóa tính tương thích', toggle: false },
      ],
      highlight: 0,
    },
    {
      kind: 'panel',
      os: 'android',
      time: '15:05',
      date: 'Thứ Tư, 14 tháng 10',
      path: ['Vuốt xuống từ đỉnh màn hình', 'Điểm phát sóng'],
      tiles: [
        { label: 'Dữ liệu di động', detail: 'Viettel', icon: 'signal', on: true },
        { label: 'Bluetooth', icon: 'bluetooth', on: false },
        { label: 'Điểm phát sóng', detail: '2 thiết bị', icon: 'hotspot', on: true },
        { label: 'Đèn pin', icon: 'flashlight', on: false },
        { label: 'Không làm phiền', icon: 'dnd', on: false },
        { label: 'Chế độ máy bay', icon: 'airplane', on: false },
      ],
      highlight: 2,
    },
  ],
  body: `Wi-Fi quán cà phê quá yếu, hay cần gửi gấp tài liệu từ laptop khi đi công tác? Chỉ cần một chiếc điện thoại có 4G hoặc 5G, bạn có thể biến nó thành bộ phát Wi-Fi cho laptop, máy tính bảng hay điện thoại của người thân. Trên iPhone tính năng này gọi là **Điểm truy cập cá nhân** (Personal Hotspot), còn trên Android thường gọi là **Điểm phát sóng** hoặc **Điểm truy cập di động** (Hotspot).

## Trước khi bắt đầu

Điểm phát Wi-Fi dùng chính dữ liệu di động của bạn, vì vậy hãy chắc chắn gói cước còn đủ dung lượng. Một số gói cước có thể giới hạn hoặc không hỗ trợ chia sẻ kết nối; nếu đã bật đúng mà thiết bị khác vẫn không vào được mạng, hãy hỏi nhà mạng. Ngoài ra, phát Wi-Fi khá tốn pin, nên cắm sạc nếu bạn định dùng lâu.

## Cách phát Wi-Fi trên iPhone

1. Mở **Cài đặt > Di động** (Settings > Cellular) và kiểm tra rằng **Dữ liệu di động** đang bật.
2. Quay lại màn hình Cài đặt và chạm **Điểm truy cập cá nhân** (Personal Hotspot).
3. Bật công tắc **Cho phép người khác kết nối** (Allow Others to Join).
4. Chạm **Mật khẩu Wi-Fi** (Wi-Fi Password) để đặt mật khẩu dài ít nhất 8 ký tự, dễ đọc cho người khác nhưng khó đoán.
5. Trên thiết bị cần kết nối, mở danh sách Wi-Fi, chọn mạng mang tên iPhone của bạn và nhập mật khẩu.

Tên mạng chính là tên iPhone, bạn có thể đổi trong **Cài đặt > Cài đặt chung > Giới thiệu > Tên** (General > About > Name).

![Màn hình Điểm truy cập cá nhân trên iPhone với công tắc Cho phép người khác kết nối](wifi "Điểm truy cập cá nhân trên iPhone | Bật Cho phép người khác kết nối rồi chia sẻ mật khẩu Wi-Fi cho thiết bị cần dùng mạng.")

### Khi thiết bị cũ không thấy mạng

Từ iPhone 12 trở đi, điểm truy cập mặc định có thể dùng băng tần 5 GHz mà một số laptop hay máy tính bảng đời cũ không nhận được. Hãy bật **Tối đa hóa tính tương thích** (Maximize Compatibility) ngay trong màn hình Điểm truy cập cá nhân. Với iPad hay Mac đăng nhập cùng tài khoản Apple, bạn thường chỉ cần chọn tên iPhone trong danh sách Wi-Fi mà không phải nhập mật khẩu.

## Cách phát Wi-Fi trên Android

### Điện thoại Samsung

Vào **Cài đặt > Kết nối > Điểm truy cập di động và Kết nối Internet qua điện thoại** (Connections > Mobile Hotspot and Tethering), rồi bật **Điểm truy cập di động** (Mobile Hotspot). Chạm vào chính dòng chữ đó để xem hoặc đổi tên mạng và mật khẩu. Màn hình này còn có mã QR, người khác chỉ cần quét bằng camera là vào được mạng.

### Pixel và Android gốc

Vào **Cài đặt > Mạng và Internet > Điểm phát sóng và chia sẻ kết nối** (Network and internet > Hotspot and tethering), chọn **Điểm phát sóng Wi-Fi** (Wi-Fi hotspot) và bật công tắc. Tại đây bạn đặt tên điểm phát sóng và mật khẩu. Các máy Xiaomi, OPPO, vivo có tên menu hơi khác, nhưng bạn luôn có thể gõ “điểm phát sóng” vào ô tìm kiếm trong Cài đặt.

Trên mọi máy Android, cách nhanh nhất là vuốt từ trên xuống để mở bảng cài đặt nhanh và chạm ô Điểm phát sóng.

## Dùng an toàn và tiết kiệm dung lượng

- Luôn đặt mật khẩu, không để mạng mở, để người lạ không dùng ké dung lượng của bạn.
- Tắt điểm phát ngay khi không cần nữa để tiết kiệm pin.
- Laptop Windows có thể tự tải bản cập nhật rất nặng; hãy đặt mạng từ điện thoại là **Kết nối có đo lường** (Metered connection) trong phần cài đặt Wi-Fi của Windows.
- Để tránh hết dung lượng giữa tháng, hãy xem thêm [cách theo dõi và giới hạn dữ liệu di động](/cach-theo-doi-va-gioi-han-du-lieu-di-dong-tren-dien-thoai).

![Bảng cài đặt nhanh Android với ô Điểm phát sóng đang bật](settings "Bật nhanh điểm phát sóng | Vuốt từ trên xuống rồi chạm ô Điểm phát sóng để bật hoặc tắt chỉ trong một giây.")

> Mẹo: Đặt điện thoại ở chỗ bắt sóng di động tốt, chẳng hạn gần cửa sổ, sẽ giúp các thiết bị kết nối vào có mạng nhanh hơn.

## Kết luận

Phát Wi-Fi từ điện thoại là cách nhanh nhất để có Internet cho laptop hay máy tính bảng khi ra ngoài. Trên iPhone, bạn chỉ cần bật Điểm truy cập cá nhân; trên Android, bật Điểm phát sóng từ Cài đặt hoặc bảng cài đặt nhanh. Hãy nhớ đặt mật khẩu, theo dõi dung lượng và tắt điểm phát khi dùng xong.`,
}
export default article
