import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách tắt thông báo làm phiền từ ứng dụng',
  slug: 'cach-tat-thong-bao-lam-phien-tu-ung-dung',
  excerpt:
    'Điện thoại rung liên tục vì khuyến mãi, trò chơi và trang web? Cách tắt hoặc gom bớt thông báo không cần thiết trên iPhone và Android.',
  categories: ['ung-dung'],
  tags: ['Thông báo', 'Mẹo hay', 'Cài đặt'],
  author: 'minh-anh',
  featuredImage: {
    topic: 'notification',
    alt: 'Màn hình khóa điện thoại đầy thông báo từ nhiều ứng dụng',
    title: 'Tắt thông báo làm phiền',
    description: 'Giữ lại thông báo quan trọng và tắt bớt thông báo quảng cáo giúp bạn tập trung hơn.',
  },
  publishedAt: '2026-11-05T10:00:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'Thông báo',
      title: 'Mua Sắm',
      path: ['Cài đặt', 'Thông báo', 'Mua Sắm', 'Cho phép thông báo'],
      rows: [
        { label: 'Cho phép thông báo', toggle: true },
        { section: '', label: 'Gửi ngay lập tức', selected: true },
        { label: 'Tóm tắt theo lịch', selected: false },
        { section: '', label: 'Kiểu biểu ngữ', value: 'Tạm thời' },
        { label: 'Âm thanh', toggle: true },
        { label: 'Huy hiệu', toggle: true },
      ],
      highlight: 0,
    },
    {
      kind: 'list',
      os: 'android',
      back: 'Thông báo',
      title: 'Thông báo ứng dụng',
      path: ['Cài đặt', 'Thông báo', 'Thông báo ứng dụng'],
      rows: [
        { avatar: 'Z', label: 'Zalo', detail: 'Khoảng 40 thông báo mỗi ngày', toggle: true },
        { avatar: 'N', label: 'Ngân hàng', detail: 'Khoảng 3 thông báo mỗi ngày', toggle: true },
        { avatar: 'S', label: 'Mua Sắm', detail: 'Khoảng 25 thông báo mỗi ngày', toggle: true },
        { avatar: 'T', label: 'Tin Tức 24h', detail: 'Khoảng 18 thông báo mỗi ngày', toggle: false },
        { avatar: 'X', label: 'Xếp Hình', detail: 'Khoảng 6 thông báo mỗi ngày', toggle: false },
      ],
      highlight: 2,
    },
  ],
  body: `Mở màn hình khóa ra là thấy hàng chục thông báo: mã giảm giá, trò chơi nhắc đăng nhập, trang web bạn từng ghé qua gửi tin tức, nhóm Zalo báo tin nhắn liên tục. Không chỉ gây mất tập trung, quá nhiều thông báo còn khiến bạn bỏ sót tin nhắn quan trọng. May mắn là cả iPhone và Android đều cho phép kiểm soát thông báo đến từng ứng dụng.

## Tắt thông báo trên iPhone

### Tắt hẳn thông báo của một ứng dụng

1. Mở **Cài đặt > Thông báo** (Notifications).
2. Kéo xuống danh sách ứng dụng và chọn ứng dụng gây phiền.
3. Tắt công tắc **Cho phép thông báo** (Allow Notifications).

Nếu vẫn muốn nhận thông báo nhưng bớt ồn, thay vì tắt hẳn, bạn có thể bỏ chọn kiểu hiển thị biểu ngữ, tắt âm thanh hoặc chỉ để thông báo nằm trong Trung tâm thông báo.

### Tắt tạm thời ngay trên màn hình khóa

Vuốt sang trái trên một thông báo, chạm **Tùy chọn** (Options) và chọn tắt tiếng trong 1 giờ, tắt tiếng cho hôm nay, hoặc tắt hẳn thông báo của ứng dụng đó. Cách này rất tiện khi một nhóm chat đang bàn luận sôi nổi mà bạn cần tập trung làm việc.

### Gom thông báo bằng Tóm tắt theo lịch

Trong **Cài đặt > Thông báo**, bật **Tóm tắt theo lịch** (Scheduled Summary) và chọn những ứng dụng không gấp như mua sắm, tin tức. iPhone sẽ gom thông báo của chúng và hiển thị vào những khung giờ bạn chọn, ví dụ buổi trưa và buổi tối.

![Màn hình cài đặt Thông báo của một ứng dụng trên iPhone với công tắc Cho phép thông báo](notification "Cài đặt thông báo | Mỗi ứng dụng có công tắc Cho phép thông báo và các kiểu hiển thị riêng.")

## Tắt thông báo trên điện thoại Android

Trên Android 14, Android 15 và One UI của Samsung, có hai cách nhanh:

- Nhấn giữ một thông báo đang hiện trên thanh thông báo, sau đó chọn tắt thông báo hoặc chuyển sang chế độ im lặng.
- Vào **Cài đặt > Thông báo > Thông báo ứng dụng** (App notifications) và tắt công tắc của những ứng dụng không cần thiết.

Android còn cho phép tắt từng loại thông báo trong một ứng dụng. Ví dụ, bạn có thể giữ thông báo đơn hàng của ứng dụng mua sắm nhưng tắt loại thông báo khuyến mãi. Chạm vào tên ứng dụng trong danh sách thông báo để xem các danh mục này.

Từ Android 13, ứng dụng mới cài phải hỏi ý kiến trước khi gửi thông báo. Khi hộp thoại xin quyền hiện ra, hãy mạnh dạn chọn **Không cho phép** với những ứng dụng bạn không cần nhận tin.

![Danh sách thông báo ứng dụng trong Cài đặt Android](settings "Thông báo ứng dụng | Tắt công tắc bên cạnh tên ứng dụng để ngừng nhận thông báo từ ứng dụng đó.")

## Chặn thông báo từ trang web trong Chrome

Nhiều thông báo quảng cáo thật ra đến từ các trang web bạn từng bấm Cho phép. Trên Chrome, mở menu ba chấm, vào **Cài đặt > Cài đặt trang web > Thông báo** và xóa hoặc chặn những trang lạ. Nếu thấy thông báo có nội dung đáng ngờ như báo máy nhiễm virus, tuyệt đối không bấm vào mà hãy chặn trang đó ngay.

> Thông báo từ trang web lạ báo điện thoại nhiễm virus hay trúng thưởng là chiêu lừa quen thuộc; hãy chặn, đừng bấm.

## Tắt thông báo ngay trong ứng dụng

Một số ứng dụng có cài đặt thông báo chi tiết hơn hệ điều hành. Trong Zalo, bạn có thể mở một nhóm chat ồn ào và chọn tắt thông báo trong một khoảng thời gian hoặc cho đến khi bật lại. Các ứng dụng mua sắm, mạng xã hội cũng thường có mục cài đặt thông báo riêng, cho phép tắt tin khuyến mãi mà vẫn giữ thông báo giao hàng.

Nếu chỉ muốn điện thoại im lặng trong giờ ngủ hay giờ họp, hãy xem thêm [cách dùng chế độ Tập trung và Không làm phiền](/cach-dung-che-do-tap-trung-va-khong-lam-phien).

## Kết luận

Hãy dành mười phút rà lại danh sách thông báo: tắt hẳn những ứng dụng không cần, gom thông báo không gấp vào một khung giờ và chặn thông báo từ trang web lạ. Điện thoại sẽ yên tĩnh hơn hẳn, còn những thông báo thật sự quan trọng sẽ dễ nhận ra hơn.`,
}
export default article
