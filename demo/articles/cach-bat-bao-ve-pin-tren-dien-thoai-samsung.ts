import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách bật bảo vệ pin trên điện thoại Samsung',
  slug: 'cach-bat-bao-ve-pin-tren-dien-thoai-samsung',
  excerpt:
    'Bật Bảo vệ pin trên Samsung Galaxy để máy chỉ sạc tới khoảng 80–85%, giúp pin chai chậm hơn. Hướng dẫn cho One UI 6 và One UI 7.',
  categories: ['samsung', 'pin-sac'],
  tags: ['Samsung', 'Pin', 'Sạc pin', 'One UI'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'battery',
    alt: 'Điện thoại Samsung Galaxy hiển thị mức pin dừng ở 85% khi đang sạc',
    title: 'Bảo vệ pin trên Samsung',
    description: 'Khi bật chế độ Tối đa, máy Samsung ngừng sạc ở khoảng 85% để giữ pin bền lâu.',
  },
  publishedAt: '2026-07-24T08:00:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      back: 'Pin',
      title: 'Bảo vệ pin',
      path: ['Cài đặt', 'Pin', 'Bảo vệ pin', 'Tối đa'],
      rows: [
        { label: 'Bật', toggle: true },
        { section: '', label: 'Cơ bản', detail: 'Sạc đến 100%, rồi chỉ sạc tiếp khi pin còn 95%.', selected: false },
        { label: 'Thích ứng', detail: 'Dừng ở 80% khi bạn ngủ, sạc đầy trước giờ bạn thức dậy.', selected: false },
        { label: 'Tối đa', detail: 'Chỉ sạc đến 85%.', selected: true },
      ],
      highlight: 3,
    },
    {
      kind: 'lock',
      os: 'android',
      time: '23:15',
      date: 'Thứ Ba, 13 tháng 10',
      charging: 'Đang sạc không dây nhanh • 62%',
    },
  ],
  body: `Nếu bạn thường cắm sạc điện thoại qua đêm hoặc để máy cắm sạc cả ngày ở bàn làm việc, pin sẽ bị giữ ở mức 100% trong nhiều giờ liền. Đây là một trong những nguyên nhân khiến pin chai nhanh sau một hai năm. Điện thoại Samsung Galaxy có sẵn tính năng **Bảo vệ pin** (Battery protection) để giải quyết chuyện này: máy sẽ dừng sạc ở khoảng 80–85% thay vì sạc đầy. Bài viết hướng dẫn cách bật và chọn chế độ phù hợp trên One UI 6 và One UI 7.

## Bảo vệ pin hoạt động như thế nào

Pin lithium-ion chịu áp lực lớn nhất khi ở mức gần đầy và khi bị nóng. Bằng cách không sạc lên 100%, hoặc không giữ pin ở 100% quá lâu, Bảo vệ pin giúp dung lượng pin giảm chậm hơn theo thời gian. Đổi lại, mỗi lần rút sạc bạn sẽ có ít hơn khoảng 15% pin so với sạc đầy, một sự đánh đổi hợp lý nếu bạn ít khi dùng hết pin trong ngày.

## Cách bật Bảo vệ pin trên One UI 6.1 và One UI 7

1. Mở **Cài đặt** (Settings) và kéo xuống chạm vào mục **Pin** (Battery).
2. Kéo xuống cuối trang và chạm **Bảo vệ pin** (Battery protection).
3. Bật công tắc ở đầu màn hình để kích hoạt tính năng.
4. Chọn một trong ba chế độ bảo vệ được mô tả ở phần dưới.
5. Cắm sạc như bình thường, máy sẽ tự áp dụng chế độ bạn đã chọn.

![Màn hình Bảo vệ pin trên Samsung với ba lựa chọn Cơ bản, Thích ứng và Tối đa](battery "Ba chế độ Bảo vệ pin | Mỗi chế độ cân bằng khác nhau giữa thời lượng dùng và tuổi thọ pin.")

### Ba chế độ: Cơ bản, Thích ứng và Tối đa

- **Cơ bản** (Basic): máy sạc lên 100% rồi ngừng, chỉ sạc tiếp khi pin tụt xuống khoảng 95%. Pin không bị nạp liên tục ở mức đầy.
- **Thích ứng** (Adaptive): máy học thói quen ngủ của bạn, dừng ở 80% trong lúc bạn ngủ rồi sạc tiếp cho đầy ngay trước giờ bạn thường thức dậy.
- **Tối đa** (Maximum): máy chỉ sạc tới 85%. Trên One UI 7, nhiều máy còn cho phép chọn mức giới hạn khác như 80%, 90% hoặc 95%.

Nếu bạn sạc vào ban đêm và cần pin đầy vào buổi sáng, chế độ Thích ứng là lựa chọn cân bằng. Nếu máy thường cắm sạc cả ngày, hãy chọn Tối đa.

### Với máy chạy One UI 5 hoặc One UI 6.0

Phiên bản cũ chỉ có một công tắc duy nhất, giới hạn sạc ở 85%. Bạn vào **Cài đặt > Chăm sóc pin và thiết bị > Pin > Cài đặt pin khác** (Battery and device care > Battery > More battery settings) rồi bật **Bảo vệ pin**.

## Những điều nên biết khi dùng

- Khi pin dừng ở 85% và không tăng nữa, đó là tính năng đang hoạt động chứ không phải máy bị lỗi sạc.
- Trước chuyến đi dài cần pin đầy, bạn có thể tạm tắt Bảo vệ pin hoặc chuyển sang chế độ Cơ bản, rồi bật lại khi về nhà.
- Tính năng áp dụng cho cả sạc có dây và sạc không dây.
- Bảo vệ pin không thay thế được việc tránh nóng: đừng sạc máy dưới nắng hoặc vừa sạc vừa chơi game nặng.

![Màn hình khóa điện thoại Samsung báo đang sạc không dây nhanh](charging "Sạc có dây và không dây | Bảo vệ pin hoạt động với cả hai cách sạc.")

> Mẹo: Nếu không tìm thấy mục này, hãy gõ “bảo vệ pin” vào ô tìm kiếm ở đầu màn hình Cài đặt; cách này dùng được trên mọi phiên bản One UI.

Muốn hiểu thêm vì sao giới hạn mức sạc lại có ích, bạn có thể đọc bài [sạc pin đúng cách: những hiểu lầm thường gặp](/sac-pin-dung-cach-nhung-hieu-lam-thuong-gap).

## Kết luận

Chỉ với vài lần chạm trong mục Pin, bạn đã giúp chiếc Samsung giữ được dung lượng pin tốt hơn sau nhiều năm sử dụng. Chế độ Thích ứng phù hợp với người sạc qua đêm, chế độ Tối đa phù hợp với máy thường xuyên cắm sạc. Hãy bật ngay hôm nay, vì tuổi thọ pin được quyết định bởi thói quen sạc hằng ngày.`,
}
export default article
