import { account } from './account'
import { captcha } from './captcha'
import { checkout } from './checkout'
import { orders } from './orders'
import { payments } from './payments'
import { coupons } from './coupons'
import { cartRequests } from './cart-requests'
import { checkoutForm } from './checkout-form'
import { shipping } from './shipping'
import { products } from './products'
import { jobs } from './jobs'
import { lightbox } from './lightbox'
import { carousel } from './carousel'
import { floatingButtons } from './floating-buttons'
import { countdown } from './countdown'
import { lottie } from './lottie'
import { address } from './address'

/** Every visitor-facing string of the public site, in Vietnamese. */
export const vi = {
  skipToContent: 'Bỏ qua để đến nội dung chính',
  home: 'Trang chủ',
  menu: 'Menu',
  openMenu: 'Mở menu',
  closeMenu: 'Đóng menu',
  toggleSubmenu: (label: string) => `Mở menu con ${label}`,
  /** A mega menu item's toggle. */
  openMenuItem: (label: string) => `Mở ${label}`,
  mainNavigation: 'Điều hướng chính',
  footerNavigation: 'Liên kết chân trang',
  search: 'Tìm kiếm',
  searchPlaceholder: 'Tìm thủ thuật, ví dụ: chụp màn hình',
  /** The header's narrower box: the example does not fit. */
  searchPlaceholderShort: 'Tìm thủ thuật…',
  searchLabel: 'Từ khoá tìm kiếm',
  searchTitle: (query: string) => `Kết quả tìm kiếm cho “${query}”`,
  searchCount: (count: number) => `Tìm thấy ${count} bài viết`,
  searchEmptyQuery:
    'Nhập từ khoá, ví dụ “chụp màn hình” hoặc “tiết kiệm pin”, để tìm trong các bài hướng dẫn của chúng tôi.',
  searchNoResults: (query: string) => `Không tìm thấy bài viết nào cho “${query}”.`,
  searchSuggestions: 'Thử từ khoá ngắn hơn, kiểm tra chính tả, hoặc xem các chủ đề được đọc nhiều:',
  /** The query search corrected a mistyped word into, whose results it shows. */
  searchCorrected: (corrected: string) => `Kết quả cho «${corrected}»`,
  searchCorrectedFrom: (query: string) => `Không tìm thấy kết quả nào cho «${query}».`,
  searchProducts: 'Sản phẩm',
  featured: 'Nổi bật',
  latest: 'Bài mới nhất',
  seeAll: 'Xem tất cả',
  readMore: 'Đọc tiếp',
  related: 'Bài viết liên quan',
  by: 'Bởi',
  publishedOn: 'Đăng ngày',
  minutesRead: (minutes: number) => `${minutes} phút đọc`,
  tableOfContents: 'Mục lục',
  toggleToc: 'Thu gọn hoặc mở rộng mục lục',
  noHeadings: 'Không tìm thấy tiêu đề nào trên trang này.',
  tableRegion: 'Bảng (trượt ngang để xem hết khi màn hình hẹp)',
  share: 'Chia sẻ',
  shareOn: (network: string) => `${network} – chia sẻ`,
  print: 'In bài viết',
  emailShare: 'Gửi qua email',
  copyLink: 'Sao chép liên kết',
  linkCopied: 'Đã sao chép liên kết',
  copyFailed: 'Không sao chép được: hãy chọn địa chỉ trên thanh trình duyệt.',
  shareMore: 'Thêm',
  shareNative: 'Gửi qua ứng dụng',
  tags: 'Thẻ',
  category: 'Chuyên mục',
  categoryTitle: (name: string) => `Chuyên mục: ${name}`,
  tagTitle: (name: string) => `Thẻ: ${name}`,
  authorTitle: (name: string) => `Bài viết của ${name}`,
  postCount: (count: number) => `${count} bài viết`,
  page: (page: number) => `Trang ${page}`,
  previousPage: 'Trang trước',
  nextPage: 'Trang sau',
  pagination: 'Phân trang',
  breadcrumb: 'Đường dẫn',
  notFoundTitle: 'Không tìm thấy trang',
  /** The short answer of an address that is not a page (plain text, src/proxy.ts). */
  notFoundPlain: 'Không tìm thấy trang.',
  /** The site's own name where no setting reaches (pages the server answers by itself). */
  siteName: 'Thủ Thuật Điện Thoại',
  logoLabel: (siteName: string) => `${siteName} – trang chủ`,
  /** The visual builder refused to someone who may not design (plain text, HTTP 403). */
  designersOnly: 'Chỉ biên tập viên và quản trị viên được mở trình thiết kế. Hãy đăng nhập tại /admin.',
  /** Too many attempts (HTTP 429): the message, and the page a form sent without script gets. */
  tooManyRequests: 'Bạn đã thử quá nhiều lần. Vui lòng đợi một lát rồi thử lại.',
  tooManyRequestsTitle: 'Vui lòng đợi một lát',
  back: 'Quay lại',
  notFoundText: 'Trang bạn tìm có thể đã được đổi tên, chuyển đi hoặc chưa từng tồn tại.',
  backHome: 'Về trang chủ',
  copyright: (year: number, site: string) => `© ${year} ${site}. Nội dung được viết cho bạn đọc Việt Nam.`,
  footerAbout: 'Hướng dẫn dùng điện thoại bằng tiếng Việt dễ hiểu, từng bước một.',
  contact: { email: 'Thư điện tử', phone: 'Điện thoại', address: 'Địa chỉ', hours: 'Giờ làm việc' },
  rss: 'Nhận bài mới qua RSS',
  preview: {
    label: 'Bản xem trước',
    draft: 'Bản nháp: bạn đọc chưa thấy những gì ở đây cho đến khi bài được xuất bản.',
    published: 'Phiên bản mới nhất, đã xuất bản.',
    backToEditor: 'Quay lại trình sửa',
    showPopups: 'Hiện cửa sổ bật lên',
    hidePopups: 'Ẩn cửa sổ bật lên',
    exit: 'Thoát xem trước',
  },
  lightbox,
  carousel,
  floatingButtons,
  builder: {
    noImage: 'Chưa chọn ảnh.',
    video: 'Video',
    playVideo: (title: string) => `Phát video: ${title}`,
    socialPost: (provider: string) => `Bài đăng trên ${provider}`,
    socialLoadsOnClick: (provider: string) => `Nội dung từ ${provider} chỉ được tải khi bạn bấm xem.`,
    showSocialPost: (provider: string) => `Xem bài đăng trên ${provider}`,
    openOriginalPost: 'Mở bài gốc trong thẻ mới',
    /** A carousel's name when the editor gave none: each kind its own, so two on a page are told apart. */
    mediaCarousel: 'Trình chiếu ảnh',
    testimonialCarousel: 'Cảm nhận bạn đọc',
    /** What a widget shows in the editor until it has what it needs (never on the public page). */
    empty: {
      animatedHeadline: 'Nhập nội dung tiêu đề động: phần chữ được tô hoặc các từ thay nhau hiện.',
      countdownInterval: 'Đồng hồ đếm ngược: hãy đặt khoảng thời gian (giờ, phút).',
      countdownDueDate: 'Đồng hồ đếm ngược: hãy chọn ngày giờ kết thúc.',
      floatingButtons: 'Nút nổi: hãy thêm nút và số điện thoại hoặc tên trang.',
      form: 'Biểu mẫu: hãy thêm trường (Họ tên, E-mail, Lời nhắn…).',
      gallery: 'Thư viện ảnh: hãy thêm bộ ảnh và chọn ảnh từ Thư viện media.',
      mediaCarousel: 'Trình chiếu ảnh: hãy thêm ảnh từ Thư viện media.',
      slides: 'Trang chiếu: hãy thêm ít nhất một trang.',
      socialEmbed: 'Dán đường dẫn một bài đăng Facebook, X (Twitter), TikTok hoặc Instagram.',
      testimonials: 'Cảm nhận bạn đọc: hãy thêm ít nhất một lời nhận xét.',
      video: 'Dán địa chỉ video YouTube, Vimeo hoặc tệp .mp4/.webm đã tải lên Thư viện media.',
    },
  },
  filter: {
    all: 'Tất cả',
    gallery: 'Lọc ảnh theo bộ ảnh',
    galleryImages: 'Ảnh trong thư viện',
    portfolio: 'Lọc bài theo chuyên mục',
    image: (position: number) => `Ảnh ${position}`,
    /** A gallery's set with no title. */
    gallerySet: (position: number) => `Bộ ảnh ${position}`,
  },
  popups: {
    close: 'Đóng cửa sổ',
  },
  loops: {
    noPosts: 'Chưa có bài viết nào phù hợp. Hãy bỏ bớt bộ lọc hoặc chọn chuyên mục khác.',
    loadMore: 'Xem thêm bài viết',
    /** Read out after the posts change: `{n}`, `{page}` and `{total}` are filled in by the page's script. */
    status: {
      added: 'Đã thêm {n} bài viết.',
      page: 'Trang {page} trên {total}.',
      end: 'Đã hiện tất cả bài viết.',
      filtered: 'Danh sách bài viết đã được lọc lại.',
    },
    filter: {
      label: 'Lọc bài viết',
      all: 'Tất cả',
    },
    refresh: {
      notJson: 'Yêu cầu lọc bài viết không đọc được: nội dung phải là JSON.',
      badRequest:
        'Yêu cầu lọc bài viết không hợp lệ: kiểm tra post_id, widget_id, widget_filters và pagination_base_url.',
      badTerm: 'Bộ lọc chỉ nhận đường dẫn (slug) của chuyên mục hoặc thẻ: chữ thường không dấu, số và dấu gạch ngang.',
      badAddress: 'pagination_base_url phải là địa chỉ một trang công khai của trang web.',
      unknownWidget: 'Không tìm thấy lưới bài viết này trên trang. Có thể trang đã thay đổi: hãy tải lại trang.',
      editorOnly:
        'Chỉ biên tập viên đang mở trình thiết kế mới xem trước được lưới bài viết chưa lưu (thiếu hoặc sai X-WP-Nonce).',
      failed: 'Không tải được danh sách bài viết. Hãy thử lại sau ít phút.',
    },
  },
  countdown,
  lottie,
  hotspots: {
    fallbackLabel: (number: number) => `Điểm ${number}`,
    readMore: 'Xem thêm',
  },
  /**
   * Forms (src/forms/). `messages` are the defaults an editor may change per form (docs/forms.md, Default messages;
   * `{n}` in fileTooLarge is the field's limit in MB); the rest explain a limit the reader has to know to fix a value.
   */
  forms: {
    defaultName: 'Biểu mẫu',
    submit: 'Gửi',
    previous: 'Quay lại',
    next: 'Tiếp theo',
    step: (position: number) => `Bước ${position}`,
    progress: 'Tiến độ',
    /** The label of the box people leave empty (hidden from view and from screen readers). */
    honeypot: 'Để trống ô này',
    choose: '— Chọn —',
    /** A ticked acceptance box, as the answers show it. */
    ticked: 'Đồng ý',
    /** The columns of the answers' CSV export before and after the form's own questions. */
    csv: { time: 'Thời gian', form: 'Biểu mẫu', status: 'Trạng thái', page: 'Trang gửi', files: 'Tệp đính kèm' },
    /** The page a form sent without script gets back. */
    answerPage: {
      sent: 'Đã gửi biểu mẫu',
      notSent: 'Chưa gửi được biểu mẫu',
      backToPage: 'Quay lại trang trước',
      fixHint: 'Bấm nút Quay lại của trình duyệt để sửa (những gì bạn đã nhập vẫn còn), hoặc',
      reopenForm: 'mở lại trang biểu mẫu',
    },
    messages: {
      success: 'Cảm ơn bạn! Chúng tôi đã nhận được thông tin và sẽ phản hồi sớm.',
      error: 'Có lỗi xảy ra, vui lòng kiểm tra lại các trường được đánh dấu.',
      required: 'Vui lòng điền trường này.',
      invalid: 'Giá trị không hợp lệ.',
      fileTooLarge: 'Tệp vượt quá dung lượng cho phép ({n} MB).',
      serverError: 'Máy chủ gặp lỗi nên chưa nhận được biểu mẫu. Vui lòng thử lại sau ít phút.',
      network: 'Không gửi được. Vui lòng kiểm tra kết nối và thử lại.',
      captcha: 'Vui lòng xác minh bạn không phải là máy.',
    },
    /** What is wrong with an answer of each kind the browser or the server cannot read. */
    wrong: {
      email: 'E-mail chưa đúng (ví dụ ten@gmail.com).',
      tel: 'Số điện thoại chưa đúng (ví dụ 0912 345 678).',
      url: 'Địa chỉ web chưa đúng: hãy nhập đầy đủ, bắt đầu bằng https://.',
      number: 'Vui lòng nhập một số (ví dụ 1500000).',
      date: 'Ngày chưa đúng (ví dụ 25/12/2025).',
      time: 'Giờ chưa đúng (ví dụ 08:30).',
    },
    tooLong: (max: string) => `Vui lòng nhập tối đa ${max} ký tự.`,
    numberRange: (min: string, max: string) =>
      min && max
        ? `Vui lòng nhập số từ ${min} đến ${max}.`
        : min
          ? `Vui lòng nhập số từ ${min} trở lên.`
          : `Vui lòng nhập số không quá ${max}.`,
    numberStep: (below: string, above: string) => `Vui lòng nhập số hợp lệ; hai số gần nhất là ${below} và ${above}.`,
    dateRange: (min: string, max: string) =>
      min && max
        ? `Vui lòng chọn ngày từ ${min} đến ${max}.`
        : min
          ? `Vui lòng chọn ngày từ ${min} trở đi.`
          : `Vui lòng chọn ngày không muộn hơn ${max}.`,
    timeRange: (min: string, max: string) =>
      min && max
        ? `Vui lòng chọn giờ từ ${min} đến ${max}.`
        : min
          ? `Vui lòng chọn giờ từ ${min} trở đi.`
          : `Vui lòng chọn giờ không muộn hơn ${max}.`,
    tooManyFiles: (max: string) => `Vui lòng chọn tối đa ${max} tệp.`,
    fileType: (types: string) => `Chỉ nhận tệp ${types}.`,
    mail: {
      subject: 'Bài gửi mới từ biểu mẫu “[form-name]”',
      body: 'Có bài gửi mới từ biểu mẫu “[form-name]” trên trang [page-url]:\n\n[all-fields]',
      confirmationSubject: 'Chúng tôi đã nhận được thư của bạn',
      confirmationBody:
        'Xin chào,\n\nCảm ơn bạn đã liên hệ. Đây là những gì bạn đã gửi:\n\n[all-fields]\n\nChúng tôi sẽ phản hồi sớm nhất có thể.',
      empty: '(để trống)',
    },
    newsletter: {
      confirmSubject: 'Xác nhận đăng ký nhận tin từ Thủ Thuật Điện Thoại',
      confirmBody: (confirm: string, unsubscribe: string) =>
        `Xin chào,\n\nBạn (hoặc ai đó dùng địa chỉ này) vừa đăng ký nhận bài mới từ Thủ Thuật Điện Thoại. Mở liên kết sau để xác nhận:\n\n${confirm}\n\nNếu không phải bạn, hãy bỏ qua thư này: bạn sẽ không nhận thêm thư nào. Hủy đăng ký bất cứ lúc nào: ${unsubscribe}`,
      pageTitle: 'Đăng ký nhận tin',
      confirmed: 'Đã xác nhận đăng ký',
      confirmedText:
        'Cảm ơn bạn! Bài hướng dẫn mới sẽ được gửi đến hộp thư của bạn. Mỗi thư đều có liên kết hủy đăng ký.',
      unsubscribed: 'Đã hủy đăng ký',
      unsubscribedText: 'Bạn sẽ không nhận thêm thư nào từ chúng tôi. Nếu đổi ý, bạn có thể đăng ký lại ở chân trang.',
      badLink: 'Liên kết không hợp lệ',
      badLinkText:
        'Liên kết này không đúng hoặc đã bị cắt mất một phần. Hãy mở lại liên kết trong thư, hoặc đăng ký lại ở chân trang.',
      home: 'Về trang chủ',
    },
    badAction: 'Yêu cầu gửi biểu mẫu không hợp lệ (thiếu hoặc sai “action”).',
    unknownForm: 'Không tìm thấy biểu mẫu này. Có thể trang đã thay đổi: hãy tải lại trang rồi gửi lại.',
    badBody: 'Dữ liệu biểu mẫu gửi lên không đọc được. Hãy tải lại trang rồi gửi lại.',
  },
  captcha,
  /** The shop: catalogue, product pages and cards. */
  shop: {
    title: 'Cửa hàng',
    description:
      'Phụ kiện điện thoại chính hãng: sạc, cáp, ốp lưng, dán màn hình, pin dự phòng và dịch vụ kiểm tra máy.',
    productCount: (count: number) => `${count} sản phẩm`,
    noProducts: 'Không có sản phẩm nào phù hợp. Hãy bỏ bớt bộ lọc hoặc xem tất cả sản phẩm.',
    showAll: 'Xem tất cả sản phẩm',
    noProductsHere: 'Chưa có sản phẩm nào ở đây.',
    categories: 'Danh mục',
    allCategories: 'Tất cả',
    filters: 'Lọc sản phẩm',
    priceRange: 'Khoảng giá',
    minPrice: 'Giá từ (₫)',
    maxPrice: 'Giá đến (₫)',
    applyFilters: 'Lọc',
    sortBy: 'Sắp xếp theo',
    applySort: 'Sắp xếp',
    orders: { date: 'Mới nhất', popularity: 'Bán chạy', price: 'Giá thấp đến cao', 'price-desc': 'Giá cao đến thấp' },
    regularPrice: 'Giá gốc:',
    salePrice: 'Giá khuyến mãi:',
    priceFrom: 'Giá từ',
    saleBadge: (percent: number) => `-${percent}%`,
    saleBadgeLabel: (percent: number) => `Giảm ${percent}%`,
    onSale: 'Giảm giá',
    inStock: 'Còn hàng',
    inStockCount: (count: number) => `Còn ${count} sản phẩm`,
    outOfStock: 'Hết hàng',
    tags: 'Thẻ',
    removeTag: (name: string) => `${name} (đang lọc, bấm để bỏ)`,
    outOfStockNamed: (name: string) => `${name}: hết hàng`,
    productNotForSale: 'Sản phẩm này hiện không bán.',
    onBackorder: 'Đặt trước: giao khi có hàng',
    sku: 'Mã sản phẩm:',
    categoryLabel: 'Danh mục:',
    tagLabel: 'Thẻ:',
    chooseOptions: 'Chọn tuỳ chọn',
    chooseOptionsFor: (name: string) => `Chọn tuỳ chọn cho ${name}`,
    addToCartShort: 'Thêm vào giỏ',
    addToCartFor: (name: string) => `Thêm vào giỏ: ${name}`,
    chooseOption: (name: string) => `Chọn ${name.toLowerCase()}`,
    quantity: 'Số lượng',
    addToCart: 'Thêm vào giỏ hàng',
    descriptionTab: 'Mô tả',
    details: 'Thông tin thêm',
    variantsTable: 'Các phiên bản',
    priceColumn: 'Giá',
    stockColumn: 'Tình trạng',
    related: 'Sản phẩm liên quan',
    upsells: 'Có thể bạn cũng thích',
    gallery: 'Ảnh sản phẩm',
    viewImage: (index: number, total: number) => `Xem ảnh ${index} trên ${total}`,
    virtual: 'Sản phẩm số: không cần giao hàng',
  },
  /** The cart page and the cart's notices. */
  cart: {
    title: 'Giỏ hàng',
    caption: 'Các sản phẩm trong giỏ hàng',
    product: 'Sản phẩm',
    unitPrice: 'Đơn giá',
    quantity: 'Số lượng',
    quantityOf: (name: string) => `Số lượng ${name}`,
    lineTotal: 'Thành tiền',
    removeColumn: 'Xoá',
    remove: (name: string) => `Xoá ${name} khỏi giỏ hàng`,
    less: (name: string) => `Bớt một ${name}`,
    more: (name: string) => `Thêm một ${name}`,
    miniEmpty: 'Giỏ hàng đang trống.',
    checkout: 'Thanh toán',
    proceedToCheckout: 'Tiến hành thanh toán',
    viewCart: 'Xem giỏ hàng',
    open: 'Giỏ hàng',
    close: 'Đóng giỏ hàng',
    toggleLabel: 'Giỏ hàng',
    countLabel: (count: number) => `${count} sản phẩm`,
    update: 'Cập nhật giỏ hàng',
    continueShopping: 'Tiếp tục mua sắm',
    totals: 'Cộng giỏ hàng',
    itemCount: 'Số sản phẩm',
    savings: 'Tiết kiệm',
    subtotal: 'Tạm tính',
    shippingLater: 'Phí giao hàng và mã giảm giá được tính ở bước thanh toán.',
    shippingLaterWithCoupons: 'Phí giao hàng được tính ở bước thanh toán.',
    coupon: (code: string, freeShipping: boolean) => `Mã ${code}${freeShipping ? ' (miễn phí giao hàng)' : ''}`,
    removeCoupon: (code: string) => `Bỏ mã ${code}`,
    removeCouponShort: 'Bỏ',
    totalAfterCoupons: 'Tổng sau giảm giá',
    empty: 'Giỏ hàng của bạn đang trống. Ghé cửa hàng để chọn sạc, cáp, ốp lưng và nhiều phụ kiện khác.',
    backToShop: 'Đến cửa hàng',
    added: 'Đã thêm sản phẩm vào giỏ hàng.',
    updated: 'Giỏ hàng đã được cập nhật.',
    removed: 'Đã xoá sản phẩm khỏi giỏ hàng.',
  },
  /** An address's units (checkout, account): the ward field's search and old ward names. */
  address,
  /** Answers of the REST API (`/api`) to requests it refuses. */
  api: {
    notFound: 'Không tìm thấy.',
    fileNotFound: 'Không tìm thấy tệp này.',
    noVersions: 'Mục này không lưu lịch sử phiên bản.',
    badFileName: 'Tên tệp không hợp lệ.',
    badParameter: (name: string) => `Tham số “${name}” không hợp lệ.`,
    badFilter: (path: string) => `Điều kiện lọc “${path}” không hợp lệ.`,
    filterRequired: 'Hãy cho biết điều kiện lọc (where) của các mục cần sửa hoặc xoá.',
    badJson: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
    notAnObject: 'Dữ liệu gửi lên phải là một đối tượng JSON.',
    builtInKey: 'Dữ liệu gửi lên có khóa trùng tên thuộc tính có sẵn của JavaScript (như toString, constructor).',
    nullGroup: (name: string) => `Nhóm “${name}” phải là một đối tượng (hoặc bỏ trống), không phải null.`,
    badTimestamp: 'Ngày tạo và ngày cập nhật phải là ngày giờ hợp lệ (ví dụ 2026-11-27T08:00:00Z).',
    badUpload: 'Dữ liệu tải lên không hợp lệ.',
  },
  firstAdmin: {
    signIn: 'Đến trang đăng nhập quản trị',
    refusals: {
      invalidLink: {
        title: 'Liên kết không hợp lệ',
        text: 'Liên kết tạo quản trị viên này không đúng hoặc đã hết hạn. Hãy dùng liên kết mới nhất mà cửa sổ dòng lệnh chạy npm start đã in ra.',
      },
      linkNeeded: {
        title: 'Cần liên kết dùng một lần',
        text: 'Màn hình tạo quản trị viên đầu tiên chỉ mở bằng liên kết dùng một lần mà cửa sổ dòng lệnh chạy npm start in ra.',
      },
      accountExists: {
        title: 'Đã có tài khoản quản trị',
        text: 'Trang này đã có tài khoản, nên không thể tạo quản trị viên đầu tiên nữa. Hãy đăng nhập, hoặc nhờ quản trị viên tạo tài khoản cho bạn.',
      },
    },
  },
  account,
  checkout,
  orders,
  payments,
  coupons,
  cartRequests,
  checkoutForm,
  shipping,
  products,
  jobs,
} as const
