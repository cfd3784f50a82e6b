import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách chuyển danh bạ từ Android sang iPhone',
  slug: 'cach-chuyen-danh-ba-tu-android-sang-iphone',
  excerpt:
    'Ba cách chuyển danh bạ từ điện thoại Android sang iPhone: đồng bộ qua tài khoản Google, dùng ứng dụng Chuyển sang iOS hoặc gửi tệp vCard.',
  categories: ['sao-luu', 'iphone'],
  tags: ['Danh bạ', 'Chuyển dữ liệu', 'Tài khoản Google'],
  author: 'minh-anh',
  featuredImage: {
    topic: 'contacts',
    alt: 'Danh sách liên hệ hiển thị trên màn hình iPhone',
    title: 'Chuyển danh bạ sang iPhone',
    description: 'Danh bạ từ máy Android có thể được chuyển sang iPhone mà không cần nhập lại từng số.',
  },
  publishedAt: '2026-07-22T19:30:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      title: 'Gmail',
      action: 'Lưu',
      path: ['Danh bạ', 'Tài khoản danh bạ', 'Thêm tài khoản', 'Google'],
      rows: [
        { label: 'Thư', toggle: true },
        { label: 'Danh bạ', toggle: true },
        { label: 'Lịch', toggle: true },
        { label: 'Ghi chú', toggle: false },
      ],
      highlight: 1,
    },
    {
      kind: 'list',
      os: 'ios',
      title: 'Chuyển ứng dụng & dữ liệu',
      path: ['Thiết lập iPhone', 'Chuyển ứng dụng & dữ liệu', 'Từ Android'],
      rows: [
        { label: 'Từ bản sao lưu iCloud' },
        { label: 'Từ máy Mac hoặc PC' },
        { label: 'Trực tiếp từ iPhone' },
        { label: 'Từ Android' },
        { label: 'Không chuyển ứng dụng & dữ liệu' },
      ],
      highlight: 3,
    },
  ],
  body: `Vừa chuyển từ Android sang iPhone, việc đầu tiên nhiều người lo là danh bạ. Không ai muốn ngồi gõ lại hàng trăm số điện thoại. Tin vui là bạn có ít nhất ba cách chuyển danh bạ nhanh chóng, tùy vào việc iPhone đã được thiết lập hay chưa và danh bạ cũ đang được lưu ở đâu.

## Kiểm tra danh bạ trên Android đang lưu ở đâu

Danh bạ trên Android có thể nằm ở một trong ba nơi: tài khoản Google, bộ nhớ máy (hoặc tài khoản của hãng như Samsung) và thẻ SIM. Chỉ danh bạ trong tài khoản Google mới tự đồng bộ sang iPhone.

Mở ứng dụng **Danh bạ** trên Android, chạm vào một liên hệ bất kỳ và xem dòng thông tin tài khoản lưu liên hệ. Trên máy Samsung, bạn có thể vào menu của ứng dụng Danh bạ, tìm mục **Quản lý danh bạ** (Manage contacts) để chuyển các liên hệ đang lưu trong máy sang tài khoản Google trước khi đổi máy.

## Cách 1: Đồng bộ qua tài khoản Google

Đây là cách đơn giản nhất và còn giúp danh bạ luôn được đồng bộ sau này.

### Trên điện thoại Android

Vào **Cài đặt**, tìm mục **Tài khoản** (trên Samsung là **Tài khoản và sao lưu > Quản lý tài khoản**), chọn tài khoản Google của bạn rồi chọn **Đồng bộ hóa tài khoản**. Đảm bảo công tắc **Danh bạ** đang bật và chờ vài phút để dữ liệu được đẩy lên.

### Trên iPhone

1. Mở **Cài đặt > Ứng dụng > Danh bạ** (trên iOS 17 là **Cài đặt > Danh bạ**).
2. Chạm vào **Tài khoản danh bạ** (Contacts Accounts), sau đó chọn **Thêm tài khoản**.
3. Chọn **Google** và đăng nhập đúng tài khoản Google bạn dùng trên máy Android.
4. Bật công tắc **Danh bạ** rồi chạm **Lưu**.
5. Mở ứng dụng Danh bạ và chờ một lúc để danh sách liên hệ hiện ra.

![Màn hình tài khoản Google trong phần Danh bạ trên iPhone với công tắc Danh bạ đang bật](contacts "Thêm tài khoản Google | Bật Danh bạ trong tài khoản Google để iPhone tải về toàn bộ liên hệ từ máy cũ.")

Sau khi thêm, bạn nên vào lại phần cài đặt Danh bạ, chọn **Tài khoản mặc định** (Default Account) để quyết định liên hệ mới sẽ được lưu vào iCloud hay Google.

## Cách 2: Dùng ứng dụng Chuyển sang iOS

Nếu iPhone còn mới tinh và chưa thiết lập, ứng dụng **Chuyển sang iOS** (Move to iOS) của Apple trên Android có thể chuyển danh bạ cùng tin nhắn, ảnh và nhiều dữ liệu khác. Khi thiết lập iPhone, đến màn hình chuyển ứng dụng và dữ liệu, bạn chọn **Từ Android**. iPhone sẽ hiện một mã số; bạn mở ứng dụng Chuyển sang iOS trên Android, nhập mã đó rồi chọn **Danh bạ** cùng các mục muốn chuyển.

Hãy cắm sạc cả hai máy và để chúng gần nhau trong suốt quá trình. Nếu iPhone đã được thiết lập xong, bạn sẽ phải xóa iPhone về trạng thái ban đầu mới dùng được cách này, nên hãy cân nhắc cách 1 hoặc cách 3.

![Màn hình Chuyển ứng dụng & dữ liệu khi thiết lập iPhone với lựa chọn Từ Android](phone "Chuyển sang iOS | Ứng dụng Chuyển sang iOS sao chép danh bạ và dữ liệu khác trong lúc thiết lập iPhone.")

## Cách 3: Gửi tệp vCard (.vcf)

Cách này phù hợp khi bạn không muốn dùng tài khoản Google. Trong ứng dụng Danh bạ trên Android, tìm tùy chọn **Xuất** (Export) để lưu toàn bộ liên hệ thành một tệp .vcf. Gửi tệp này sang iPhone qua email hoặc lưu lên dịch vụ đám mây, sau đó mở tệp trên iPhone và chọn thêm tất cả liên hệ.

> Trên iPhone, bạn có thể chuyển danh bạ đang lưu trong thẻ SIM bằng mục Nhập danh bạ SIM trong phần cài đặt Danh bạ.

Sau khi chuyển xong, nếu thấy liên hệ bị trùng, hãy mở ứng dụng Danh bạ trên iPhone; iOS thường hiện gợi ý hợp nhất liên hệ trùng lặp ở đầu danh sách.

## Kết luận

Với đa số người dùng, đồng bộ qua tài khoản Google là cách nhanh và bền nhất. Ứng dụng Chuyển sang iOS phù hợp khi iPhone còn mới, còn tệp vCard là phương án dự phòng khi bạn không muốn dùng tài khoản. Dù chọn cách nào, hãy kiểm tra lại vài liên hệ quan trọng trước khi xóa dữ liệu trên máy Android cũ.`,
}
export default article
