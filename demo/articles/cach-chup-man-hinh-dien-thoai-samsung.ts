import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách chụp màn hình điện thoại Samsung',
  slug: 'cach-chup-man-hinh-dien-thoai-samsung',
  excerpt:
    'Tổng hợp cách chụp màn hình Samsung Galaxy: tổ hợp phím, vuốt lòng bàn tay, Bảng cạnh và bút S Pen, kèm mẹo dùng thanh công cụ sau khi chụp.',
  categories: ['samsung', 'camera-anh'],
  tags: ['Chụp màn hình', 'Samsung', 'One UI'],
  author: 'thu-ha',
  featuredImage: {
    topic: 'screenshot',
    alt: 'Điện thoại Samsung Galaxy vừa chụp màn hình với thanh công cụ hiện ở cạnh dưới',
    title: 'Chụp màn hình Samsung',
    description: 'Sau khi chụp, thanh công cụ của One UI cho phép cắt, vẽ, chụp cuộn hoặc chia sẻ ảnh ngay lập tức.',
  },
  publishedAt: '2026-08-14T20:00:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      back: 'Tính năng nâng cao',
      title: 'Chuyển động và thao tác',
      path: ['Cài đặt', 'Tính năng nâng cao', 'Chuyển động và thao tác'],
      rows: [
        { label: 'Nhấc lên để đánh thức', toggle: true },
        { label: 'Chạm hai lần để bật màn hình', toggle: true },
        { label: 'Chạm hai lần để tắt màn hình', toggle: true },
        { label: 'Giữ màn hình bật khi xem', toggle: false },
        { label: 'Vuốt lòng bàn tay để chụp', toggle: true },
        { label: 'Vuốt để gọi hoặc gửi tin nhắn', toggle: false },
      ],
      highlight: 4,
    },
    {
      kind: 'list',
      os: 'android',
      back: 'Bảng cạnh',
      title: 'Bảng',
      multiple: true,
      path: ['Cài đặt', 'Màn hình', 'Bảng cạnh', 'Bảng'],
      rows: [
        { label: 'Ứng dụng', selected: true },
        { label: 'Chọn thông minh', selected: true },
        { label: 'Công cụ', selected: false },
        { label: 'Thời tiết', selected: false },
        { label: 'Nhắc nhở', selected: false },
      ],
      highlight: 1,
    },
  ],
  body: `Điện thoại Samsung Galaxy chạy giao diện One UI có nhiều cách chụp màn hình hơn bạn nghĩ. Ngoài tổ hợp phím quen thuộc, bạn có thể vuốt cạnh bàn tay ngang màn hình, dùng Bảng cạnh để chụp một vùng tùy chọn, hoặc rút bút S Pen ra để chụp và ghi chú cùng lúc. Bài viết này hướng dẫn từng cách trên One UI 6 và One UI 7, áp dụng cho đa số máy Galaxy đời mới từ dòng A, dòng S cho đến máy gập Z.

## Cách 1: Nhấn tổ hợp phím

Đây là cách dùng được trên mọi máy Samsung đời mới, kể cả khi bạn chưa cài đặt gì.

1. Mở màn hình hoặc ứng dụng cần chụp.
2. Nhấn đồng thời phím sườn (phím nguồn) và phím giảm âm lượng.
3. Thả tay ngay khi màn hình nháy sáng, vì giữ lâu có thể mở menu tắt nguồn.

Với các máy Galaxy đời cũ còn phím Home vật lý, bạn nhấn đồng thời phím Home và phím nguồn.

## Cách 2: Vuốt lòng bàn tay

Cách này rất tiện khi bạn đang cầm máy bằng một tay và tay kia rảnh. Trước hết, hãy bật tính năng:

1. Vào **Cài đặt > Tính năng nâng cao > Chuyển động và thao tác** (Settings > Advanced features > Motions and gestures).
2. Bật công tắc **Vuốt lòng bàn tay để chụp** (Palm swipe to capture).
3. Đặt cạnh bàn tay dựng đứng ở mép trái hoặc mép phải màn hình.
4. Vuốt cạnh bàn tay ngang qua màn hình, giữ cho tay luôn chạm vào kính.

Khi bàn phím đang mở, thao tác vuốt có thể không được nhận. Hãy thử vài lần để quen lực tay.

![Màn hình Chuyển động và thao tác trên Samsung với công tắc Vuốt lòng bàn tay để chụp đang bật](screenshot "Vuốt lòng bàn tay để chụp | Bật công tắc này, rồi đặt cạnh bàn tay ở mép màn hình và vuốt ngang qua là máy tự chụp.")

## Cách 3: Dùng Bảng cạnh để chụp một vùng

Bảng cạnh (Edge panels) là thanh trượt nhỏ ở mép màn hình. Công cụ **Chọn thông minh** (Smart select) trong đó cho phép chụp đúng vùng bạn cần thay vì cả màn hình.

### Bật Chọn thông minh

Vào **Cài đặt > Màn hình > Bảng cạnh** (Settings > Display > Edge panels), bật công tắc, chạm **Bảng** (Panels) rồi đánh dấu chọn **Chọn thông minh**.

![Trang cài đặt Bảng cạnh trên Samsung với bảng Chọn thông minh được đánh dấu](settings "Bật Chọn thông minh | Trong cài đặt Bảng cạnh, đánh dấu Chọn thông minh để chụp đúng vùng màn hình bạn cần.")

### Chụp vùng tùy chọn

Vuốt tay cầm của Bảng cạnh vào trong, chọn khung hình chữ nhật hoặc hình bầu dục, kéo khung quanh vùng cần chụp rồi chạm **Xong**. Bạn còn có thể ghi một đoạn màn hình thành ảnh động hoặc ghim ảnh vừa chụp nổi trên màn hình để tham khảo khi gõ chữ.

## Cách 4: Dùng bút S Pen

Trên Galaxy S Ultra, Galaxy Note và máy tính bảng có bút, bạn rút S Pen ra hoặc nhấn nút trên bút khi di bút gần màn hình để mở menu **Lệnh Air** (Air command). Chọn **Viết trên màn hình** (Screen write), máy sẽ chụp ngay màn hình hiện tại và cho phép bạn viết, khoanh tròn hay ghi chú lên đó trước khi lưu hoặc chia sẻ. Menu này cũng có sẵn Chọn thông minh để chụp một vùng nhỏ.

## Tận dụng thanh công cụ sau khi chụp

Ngay sau khi chụp, một thanh công cụ nhỏ xuất hiện ở cạnh dưới màn hình với các nút:

- Chụp cuộn (Scroll capture), hình hai mũi tên hướng xuống, để chụp cả trang dài.
- Vẽ và chỉnh sửa, để cắt ảnh hoặc che thông tin cá nhân.
- Gắn thẻ, giúp tìm lại ảnh dễ hơn trong Bộ sưu tập.
- Chia sẻ, để gửi ngay qua Zalo, Messenger hoặc Quick Share.

Nếu không thấy thanh công cụ, vào **Cài đặt > Tính năng nâng cao > Ảnh chụp màn hình và trình ghi màn hình** (Screenshots and screen recorder) và bật tùy chọn hiển thị thanh công cụ. Ở đây bạn cũng có thể đổi định dạng lưu ảnh giữa JPG và PNG.

> Mẹo: Ảnh chụp màn hình được gom vào album Ảnh chụp màn hình trong ứng dụng Bộ sưu tập (Gallery), rất tiện để dọn dẹp định kỳ.

## Kết luận

Tổ hợp phím nguồn và giảm âm lượng là cách nhanh và chắc chắn nhất, còn vuốt lòng bàn tay, Bảng cạnh và S Pen giúp bạn chụp linh hoạt hơn trong từng tình huống. Hãy bật sẵn vuốt lòng bàn tay và thanh công cụ, bạn sẽ thấy việc lưu lại thông tin trên chiếc Galaxy của mình nhanh hơn hẳn. Nếu cần chụp trọn một cuộc trò chuyện dài, hãy nhớ tới nút Chụp cuộn ngay trên thanh công cụ.`,
}
export default article
