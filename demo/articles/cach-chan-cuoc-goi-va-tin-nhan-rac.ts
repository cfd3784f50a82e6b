import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách chặn cuộc gọi và tin nhắn rác',
  slug: 'cach-chan-cuoc-goi-va-tin-nhan-rac',
  excerpt:
    'Chặn số làm phiền, tắt tiếng cuộc gọi lạ và lọc tin nhắn quảng cáo bằng các tính năng có sẵn trên iPhone, Android và Samsung.',
  categories: ['bao-mat', 'ung-dung'],
  tags: ['Chặn cuộc gọi', 'Tin nhắn rác', 'Lừa đảo'],
  author: 'minh-anh',
  featuredImage: {
    topic: 'call',
    alt: 'Màn hình cuộc gọi đến từ một số điện thoại lạ',
    title: 'Chặn cuộc gọi rác',
    description: 'Các tính năng chặn và lọc có sẵn giúp giảm bớt cuộc gọi quảng cáo, làm phiền và lừa đảo.',
  },
  publishedAt: '2026-10-01T12:00:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'Ứng dụng',
      title: 'Điện thoại',
      path: ['Cài đặt', 'Ứng dụng', 'Điện thoại', 'Tắt tiếng người gọi không xác định'],
      rows: [
        { label: 'Số của tôi', value: '+84 912 345 678', info: true },
        { section: 'CUỘC GỌI', label: 'Cuộc gọi đến', value: 'Biểu ngữ' },
        { label: 'Thông báo cuộc gọi', value: 'Không' },
        { label: 'Trả lời bằng tin nhắn' },
        { section: '', label: 'Tắt tiếng người gọi không xác định', value: 'Bật' },
        { label: 'Chặn và nhận dạng cuộc gọi' },
        { label: 'Liên hệ bị chặn' },
      ],
      highlight: 4,
    },
    {
      kind: 'list',
      os: 'android',
      back: 'Tin nhắn',
      title: 'Spam và bị chặn',
      rows: [
        {
          avatar: '+',
          label: '0861 234 567',
          detail: 'Chúc mừng quý khách đã trúng thưởng 50 triệu đồng, bấm vào...',
          value: '10:24',
        },
        {
          avatar: 'V',
          label: 'VAY NHANH 24H',
          detail: 'Vay đến 50 triệu, không cần thế chấp, giải ngân trong 5 phút...',
          value: 'Hôm qua',
        },
        {
          avatar: '+',
          label: '0398 765 432',
          detail: 'Đơn hàng của bạn đang bị giữ lại, vui lòng xác nhận tại...',
          value: 'T2',
        },
        { avatar: '+', label: '0705 550 199', detail: 'Tài khoản của bạn có giao dịch bất thường...', value: '12/10' },
      ],
    },
  ],
  body: `Cuộc gọi mời vay tiền, mời mua bất động sản, tin nhắn quảng cáo cờ bạc trực tuyến... Nếu bạn cảm thấy mệt mỏi vì những thứ này, hãy tận dụng các công cụ chặn và lọc có sẵn trên điện thoại. Bạn không cần cài thêm ứng dụng nào mà vẫn giảm được đáng kể lượng cuộc gọi và tin nhắn rác.

## Chặn cuộc gọi và tin nhắn rác trên iPhone

### Chặn một số điện thoại cụ thể

1. Mở ứng dụng **Điện thoại** và chọn thẻ **Gần đây**.
2. Chạm vào biểu tượng chữ i bên cạnh số điện thoại muốn chặn.
3. Kéo xuống dưới cùng và chọn **Chặn người gọi này** (Block this Caller).
4. Xác nhận bằng cách chạm **Chặn liên hệ**.

Số bị chặn sẽ không thể gọi điện, nhắn tin hay gọi FaceTime cho bạn. Danh sách số đã chặn nằm trong phần cài đặt của ứng dụng Điện thoại, nơi bạn có thể bỏ chặn bất cứ lúc nào.

### Tắt tiếng cuộc gọi từ số lạ

Trên iOS 18, vào **Cài đặt > Ứng dụng > Điện thoại** (trên iOS 17 là **Cài đặt > Điện thoại**) và bật **Tắt tiếng người gọi không xác định** (Silence Unknown Callers). Các cuộc gọi từ số không có trong danh bạ, không từng liên lạc gần đây với bạn sẽ không đổ chuông mà chuyển thẳng vào danh sách cuộc gọi gần đây.

Hãy cân nhắc kỹ trước khi bật, vì bạn có thể lỡ cuộc gọi của người giao hàng, bệnh viện hay trường học của con.

### Lọc tin nhắn từ người lạ

Vào phần cài đặt của ứng dụng **Tin nhắn** và bật **Lọc người gửi không xác định** (Filter Unknown Senders). Tin nhắn từ số không có trong danh bạ sẽ được chuyển sang một danh sách riêng và không làm bạn bị làm phiền bằng thông báo.

![Màn hình cài đặt Điện thoại trên iPhone với mục Tắt tiếng người gọi không xác định](call "Tắt tiếng người gọi lạ | Bật Tắt tiếng người gọi không xác định để cuộc gọi từ số lạ không còn đổ chuông.")

## Chặn cuộc gọi và tin nhắn rác trên Android

Tên menu có thể khác nhau đôi chút tùy hãng, nhưng cách làm nhìn chung giống nhau.

- Trên ứng dụng Điện thoại của Google (máy Pixel và nhiều máy khác), nhấn giữ số điện thoại trong nhật ký cuộc gọi rồi chọn **Chặn/báo cáo spam** (Block/report spam). Trong phần cài đặt ứng dụng, mục **Mã nhận dạng người gọi và tin rác** (Caller ID and spam) cho phép bật lọc cuộc gọi spam.
- Trên máy Samsung, mở ứng dụng Điện thoại, chạm vào biểu tượng ba chấm, chọn **Cài đặt > Chặn số** (Block numbers) để thêm số cần chặn. Bạn cũng nên bật tính năng nhận dạng người gọi và bảo vệ khỏi cuộc gọi rác trong cùng phần cài đặt.
- Với tin nhắn, trong ứng dụng Tin nhắn của Google, nhấn giữ cuộc trò chuyện, chọn chặn rồi đánh dấu là tin rác. Trên Samsung, vào cài đặt của ứng dụng Tin nhắn và tìm mục chặn số và tin nhắn rác.

![Thư mục Spam và bị chặn trong ứng dụng Tin nhắn trên điện thoại Android với các tin nhắn rác đã bị lọc](chat "Lọc tin nhắn rác | Tin nhắn bị đánh dấu là rác được chuyển vào thư mục riêng, không hiện thông báo.")

## Một số lưu ý khi chặn

- Kẻ gửi tin rác thay số liên tục, nên chặn từng số chỉ giải quyết một phần; hãy kết hợp với tính năng lọc tự động.
- Không gọi lại các số lạ có cuộc gọi nhỡ ngắn bất thường, vì bạn có thể bị tính cước cao hoặc bị dẫn dụ vào kịch bản lừa đảo.
- Cân nhắc kỹ trước khi cài ứng dụng nhận diện cuộc gọi của bên thứ ba, vì nhiều ứng dụng loại này yêu cầu quyền truy cập toàn bộ danh bạ của bạn.
- Bạn có thể phản ánh tin nhắn rác, cuộc gọi rác cho nhà mạng qua tổng đài chăm sóc khách hàng để họ xử lý.

> Chặn số chỉ là bước đầu; với tin nhắn có dấu hiệu lừa đảo, đừng bấm link và đừng trả lời.

Nếu muốn biết cách phân biệt cuộc gọi chỉ đơn thuần là quảng cáo với cuộc gọi lừa đảo, hãy đọc [cách nhận biết tin nhắn và cuộc gọi lừa đảo](/cach-nhan-biet-tin-nhan-va-cuoc-goi-lua-dao).

## Kết luận

Chỉ với vài thiết lập có sẵn, bạn có thể chặn những số làm phiền quen mặt, tắt tiếng cuộc gọi lạ và đẩy tin nhắn quảng cáo vào một góc riêng. Điện thoại sẽ yên tĩnh hơn, và bạn cũng ít có nguy cơ sập bẫy lừa đảo hơn.`,
}
export default article
