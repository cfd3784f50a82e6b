import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách chia đôi màn hình trên điện thoại Samsung',
  slug: 'cach-chia-doi-man-hinh-tren-dien-thoai-samsung',
  excerpt:
    'Dùng hai ứng dụng cùng lúc trên Samsung Galaxy: mở chia đôi màn hình từ màn hình Gần đây, từ Bảng cạnh và lưu cặp ứng dụng hay dùng.',
  categories: ['samsung', 'ung-dung'],
  tags: ['Samsung', 'Đa nhiệm', 'One UI', 'Mẹo hay'],
  author: 'minh-anh',
  featuredImage: {
    topic: 'split-screen',
    alt: 'Điện thoại Samsung chia đôi màn hình, nửa trên xem video, nửa dưới nhắn tin',
    title: 'Chia đôi màn hình Samsung',
    description: 'Chế độ đa cửa sổ cho phép chạy hai ứng dụng cạnh nhau trên cùng một màn hình.',
  },
  publishedAt: '2026-11-04T07:45:00+07:00',
  screens: [
    {
      kind: 'menu',
      os: 'android',
      over: 'recents',
      backdrop: 'Internet',
      style: 'context',
      path: ['Gần đây', 'Biểu tượng ứng dụng', 'Mở ở chế độ xem chia đôi màn hình'],
      items: [
        { label: 'Thông tin ứng dụng', icon: 'info' },
        { label: 'Mở ở chế độ xem chia đôi màn hình', icon: 'split' },
        { label: 'Mở ở chế độ xem cửa sổ bật lên', icon: 'popup' },
      ],
      highlight: 1,
    },
    {
      kind: 'list',
      os: 'android',
      back: 'Cài đặt',
      title: 'Màn hình',
      path: ['Cài đặt', 'Màn hình', 'Bảng cạnh'],
      rows: [
        { label: 'Độ sáng thích ứng', toggle: true },
        { label: 'Độ mượt chuyển động', detail: 'Thích ứng' },
        { label: 'Chế độ bảo vệ mắt', toggle: false },
        { label: 'Cỡ và kiểu chữ' },
        { label: 'Thời gian chờ màn hình', detail: '30 giây' },
        { label: 'Bảng cạnh', toggle: true },
        { label: 'Thanh điều hướng', detail: 'Nút' },
      ],
      highlight: 5,
    },
  ],
  body: `Vừa xem video hướng dẫn nấu ăn vừa ghi chú công thức, vừa đọc tài liệu vừa nhắn tin Zalo cho đồng nghiệp: những việc như vậy sẽ nhanh hơn nhiều nếu hai ứng dụng nằm cạnh nhau thay vì phải chuyển qua chuyển lại. Điện thoại Samsung Galaxy hỗ trợ chia đôi màn hình, hay còn gọi là đa cửa sổ (Multi window), ngay trong giao diện One UI. Bài viết hướng dẫn các cách mở, điều chỉnh và lưu cặp ứng dụng trên One UI 6 và One UI 7.

## Mở chia đôi màn hình từ màn hình Gần đây

Đây là cách dễ nhất và dùng được trên hầu hết máy Galaxy đời mới:

1. Mở ứng dụng thứ nhất mà bạn muốn dùng.
2. Mở màn hình **Gần đây** (Recents) bằng cách chạm nút có ba vạch dọc, hoặc vuốt lên từ cạnh dưới và giữ nếu bạn dùng cử chỉ vuốt.
3. Chạm vào biểu tượng ứng dụng nằm phía trên ô xem trước của ứng dụng thứ nhất.
4. Chọn **Mở ở chế độ xem chia đôi màn hình** (Open in split screen view).
5. Chọn ứng dụng thứ hai từ danh sách gần đây hoặc từ danh sách ứng dụng hiện ra.

Hai ứng dụng sẽ nằm trên và dưới khi bạn cầm dọc, hoặc trái và phải khi bạn xoay ngang máy.

![Màn hình Gần đây trên Samsung với tùy chọn Mở ở chế độ xem chia đôi màn hình](split-screen "Hai ứng dụng cùng lúc | Chọn Mở ở chế độ xem chia đôi màn hình từ màn hình Gần đây để chạy hai ứng dụng cạnh nhau.")

## Điều chỉnh khi đang chia màn hình

### Thay đổi kích thước và đổi chỗ

Kéo thanh chia ở giữa lên hoặc xuống để ứng dụng này to hơn ứng dụng kia. Chạm vào tay cầm ở giữa thanh chia để hiện thêm các nút, trong đó có nút đổi vị trí hai ứng dụng. Muốn thoát, bạn chỉ cần kéo thanh chia hẳn về mép trên hoặc mép dưới màn hình, ứng dụng còn lại sẽ mở toàn màn hình.

### Lưu cặp ứng dụng hay dùng

Nếu bạn thường xuyên mở cùng một cặp, ví dụ YouTube và Samsung Notes, hãy chạm tay cầm ở giữa thanh chia rồi chạm biểu tượng ngôi sao để lưu **Cặp ứng dụng** (App pair). Bạn có thể đặt cặp này lên **Bảng cạnh** (Edge panels) hoặc màn hình chính; lần sau chỉ cần một chạm là cả hai ứng dụng cùng mở trong chế độ chia đôi.

## Mở nhanh từ Bảng cạnh

Bảng cạnh là thanh trượt nhỏ ở mép màn hình, bật trong **Cài đặt > Màn hình > Bảng cạnh** (Display > Edge panels). Khi đang dùng một ứng dụng, vuốt tay cầm của Bảng cạnh vào trong, chạm giữ biểu tượng ứng dụng thứ hai rồi kéo thả vào nửa trên hoặc nửa dưới màn hình. Cách này đặc biệt tiện khi bạn muốn đổi nhanh ứng dụng thứ hai.

![Cài đặt Màn hình trên Samsung với công tắc Bảng cạnh đang bật](phone "Bật Bảng cạnh | Bật Bảng cạnh trong Cài đặt > Màn hình, rồi kéo biểu tượng từ Bảng cạnh thả vào màn hình để mở chia đôi nhanh.")

## Cửa sổ bật lên và ứng dụng không hỗ trợ

Ngoài chia đôi, One UI còn có **Chế độ xem cửa sổ bật lên** (Pop-up view): ứng dụng nổi trong một khung nhỏ có thể kéo đi khắp màn hình, rất hợp với máy tính hoặc ghi chú nhanh. Bạn mở nó từ cùng menu biểu tượng ứng dụng trong màn hình Gần đây.

Một số ứng dụng không cho phép chia màn hình. Bạn có thể thử bật **Đa cửa sổ cho mọi ứng dụng** (Multi window for all apps) trong **Cài đặt > Tính năng nâng cao > Labs**; lưu ý rằng tính năng thử nghiệm này có thể khiến vài ứng dụng hiển thị chưa đẹp.

> Mẹo: Trên máy gập Galaxy Z Fold, bạn còn có thể chia màn hình thành ba cửa sổ và dùng thanh tác vụ để đổi ứng dụng nhanh.

## Kết luận

Chia đôi màn hình trên Samsung giúp bạn làm hai việc cùng lúc mà không phải chuyển qua lại giữa các ứng dụng. Hãy bắt đầu từ màn hình Gần đây, làm quen với thanh chia, rồi lưu những cặp ứng dụng hay dùng để mở chỉ với một chạm.`,
}
export default article
