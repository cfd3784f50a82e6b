import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách nhận biết tin nhắn và cuộc gọi lừa đảo',
  slug: 'cach-nhan-biet-tin-nhan-va-cuoc-goi-lua-dao',
  excerpt:
    'Tin nhắn giả danh ngân hàng, cuộc gọi giả danh công an, đường link nhận quà: nhận diện các chiêu lừa phổ biến và cách tự bảo vệ.',
  categories: ['bao-mat'],
  tags: ['Lừa đảo', 'Bảo mật', 'Mẹo hay'],
  author: 'thu-ha',
  featuredImage: {
    topic: 'security',
    alt: 'Điện thoại hiển thị cảnh báo tin nhắn đáng ngờ',
    title: 'Cảnh giác với lừa đảo qua điện thoại',
    description: 'Nhận ra dấu hiệu lừa đảo sớm giúp bạn giữ an toàn cho tài khoản ngân hàng và thông tin cá nhân.',
  },
  featured: true,
  publishedAt: '2026-09-19T07:30:00+07:00',
  screens: [
    {
      kind: 'chat',
      os: 'android',
      title: 'VNBank',
      messages: [
        {
          from: 'them',
          time: 'Hôm qua 09:12',
          text: 'VNBank: TK 0123xxx789 +500.000 VND luc 09:12. SD: 2.350.000 VND.',
        },
        {
          from: 'them',
          time: 'Hôm nay 20:41',
          text: 'VNBank thong bao: Tai khoan cua Quy khach se bi tam khoa trong 24h do chua cap nhat sinh trac hoc. Cap nhat ngay tai: https://vnbank-xacthuc.com',
        },
      ],
      highlight: 1,
    },
    {
      kind: 'call',
      os: 'android',
      caller: '+84 28 7300 1234',
      detail: 'Hồ Chí Minh',
      warning: 'Nghi ngờ lừa đảo',
      highlight: 'decline',
    },
  ],
  body: `Kẻ lừa đảo qua điện thoại ngày càng tinh vi: tin nhắn giả xuất hiện chung với tin nhắn thật của ngân hàng, người gọi xưng là công an và đọc đúng họ tên, số căn cước của bạn. Bài viết này tổng hợp những chiêu lừa phổ biến nhất và các dấu hiệu giúp bạn nhận ra chúng kịp thời.

## Tin nhắn giả mạo tên ngân hàng

Kẻ gian có thể dùng thiết bị phát sóng giả để gửi tin nhắn mang tên thương hiệu (brandname) của ngân hàng, ví điện tử hay nhà mạng. Vì mang cùng tên người gửi, tin nhắn giả có thể nằm ngay trong cuộc trò chuyện chứa các tin nhắn thật mà bạn vẫn nhận. Nội dung thường báo tài khoản sắp bị khóa, cần cập nhật sinh trắc học hoặc điểm thưởng sắp hết hạn, kèm một đường link.

Ngân hàng không gửi link yêu cầu bạn đăng nhập hay nhập mã OTP. Khi cần thao tác với tài khoản, hãy tự mở ứng dụng ngân hàng chính thức thay vì bấm link trong tin nhắn.

![Tin nhắn giả mạo ngân hàng kèm đường link lạ, nằm ngay dưới tin nhắn thật cùng tên người gửi](chat "Tin nhắn có link lạ | Tin nhắn báo khóa tài khoản kèm đường link là dấu hiệu điển hình của lừa đảo.")

## Cuộc gọi giả danh công an và cơ quan nhà nước

Người gọi tự xưng là công an, nhân viên điện lực, thuế hoặc bảo hiểm xã hội, thông báo bạn liên quan đến một vụ án, sắp bị cắt điện hay cần cập nhật định danh điện tử. Sau đó họ yêu cầu chuyển tiền để xác minh, hoặc gửi link để cài ứng dụng lạ.

Cơ quan công an không làm việc, giải quyết vụ việc qua điện thoại và không bao giờ yêu cầu người dân chuyển tiền vào tài khoản để chứng minh trong sạch. Với các thủ tục định danh điện tử, bạn chỉ dùng ứng dụng VNeID tải từ CH Play hoặc App Store, hoặc đến trực tiếp cơ quan công an.

## Bẫy nhận quà, trúng thưởng và việc nhẹ lương cao

- Tin nhắn báo trúng thưởng, nhận quà tri ân, yêu cầu bấm link và nộp phí nhận quà.
- Người giả làm nhân viên giao hàng đòi chuyển khoản phí vận chuyển cho một đơn hàng bạn không đặt.
- Lời mời làm cộng tác viên, làm nhiệm vụ trên mạng để nhận hoa hồng, nhưng phải nạp tiền trước.
- Người quen nhắn Zalo hoặc Messenger mượn tiền gấp; tài khoản đó có thể đã bị chiếm quyền, thậm chí kẻ gian còn gọi video giả mặt người thân.

### Dấu hiệu nhận biết chung

- Thúc giục bạn phải làm ngay, nếu không sẽ bị khóa tài khoản, bị phạt hoặc mất quyền lợi.
- Hỏi mã OTP, mật khẩu hoặc yêu cầu chụp ảnh thẻ ngân hàng, căn cước.
- Gửi đường link có tên miền lạ, viết sai chính tả tên thương hiệu.
- Yêu cầu cài ứng dụng bằng tệp tải ngoài cửa hàng ứng dụng chính thức.
- Yêu cầu chuyển tiền cho một tài khoản cá nhân.

## Không bao giờ chia sẻ mã OTP

Mã OTP giống như chữ ký của bạn cho mỗi giao dịch. Ai có nó là có thể chuyển tiền khỏi tài khoản hoặc chiếm tài khoản Zalo, email của bạn.

> Ai hỏi mã OTP của bạn, dù xưng là ai, người đó chắc chắn là kẻ lừa đảo.

## Nếu lỡ bấm link hoặc chuyển tiền

1. Ngắt kết nối Wi-Fi và dữ liệu di động ngay để chặn kẻ gian điều khiển máy từ xa.
2. Gọi tổng đài chính thức của ngân hàng, số in trên thẻ hoặc trên website ngân hàng, để khóa tài khoản và thẻ.
3. Đổi mật khẩu ngân hàng, email và Zalo bằng một thiết bị khác an toàn.
4. Gỡ ứng dụng lạ vừa cài; nếu không chắc chắn, hãy sao lưu dữ liệu quan trọng và khôi phục cài đặt gốc.
5. Đến cơ quan công an gần nhất trình báo, mang theo ảnh chụp tin nhắn, số điện thoại và thông tin giao dịch.

Để giảm số cuộc gọi và tin nhắn đáng ngờ ngay từ đầu, bạn có thể xem thêm [cách chặn cuộc gọi và tin nhắn rác](/cach-chan-cuoc-goi-va-tin-nhan-rac).

![Điện thoại hiển thị cuộc gọi đến từ số lạ với nhãn Nghi ngờ lừa đảo](call "Cuộc gọi từ số lạ | Hãy bình tĩnh, không làm theo yêu cầu chuyển tiền hay cài ứng dụng của người gọi lạ.")

## Kết luận

Lừa đảo qua điện thoại luôn đánh vào sự sợ hãi, vội vàng hoặc lòng tham. Chỉ cần dừng lại vài giây, không bấm link lạ, không chuyển tiền theo yêu cầu qua điện thoại và không chia sẻ mã OTP, bạn đã tránh được phần lớn rủi ro. Hãy chia sẻ những dấu hiệu này với cha mẹ và người thân.`,
}
export default article
