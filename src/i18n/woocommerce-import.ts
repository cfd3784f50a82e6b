/**
 * What the import says of a WooCommerce product or coupon it could not carry over whole (docs/import.md,
 * WooCommerce), for the report an administrator reads.
 */
export const woocommerceImport = {
  productType: (type: string) =>
    `Loại sản phẩm “${type}” không có trong cửa hàng: nhập thành sản phẩm đơn giản, cần xem lại giá và liên kết`,
  price: (field: string, value: string) => `Giá “${value}” (${field}) không phải số tiền đồng nguyên: để trống`,
  noVariations: 'Sản phẩm có biến thể nhưng bản xuất không có biến thể nào: nhập thành sản phẩm đơn giản',
  attributeLabel: (slug: string, label: string) =>
    `Tên thuộc tính “${slug}” không có trong bản xuất (WooCommerce giữ nó ngoài bài viết): tạm đặt “${label}”`,
  tooManyOptions: (kept: number) => `Sản phẩm có hơn ${kept} thuộc tính biến thể: chỉ giữ ${kept} thuộc tính đầu`,
  anyValue: (variation: number, attribute: string) =>
    `Biến thể #${variation} nhận mọi giá trị của “${attribute}”: cửa hàng cần một giá trị cụ thể, biến thể bị bỏ`,
  duplicateVariation: (variation: number) => `Biến thể #${variation} trùng giá trị với một biến thể trước: bị bỏ`,
  tooManyVariations: (kept: number) => `Sản phẩm có hơn ${kept} biến thể: chỉ giữ ${kept} biến thể đầu`,
  weight: 'Khối lượng và kích thước sản phẩm không được dùng trong cửa hàng (phí giao hàng tính theo vùng): bỏ qua',
  downloads: (count: number) =>
    `${count} tệp tải về cần được tải lên lại trong “Tệp sản phẩm” (tệp bán được giữ riêng, không lấy từ địa chỉ cũ)`,
  couponType: (type: string) => `Kiểu giảm giá “${type}” không có trong cửa hàng: mã giảm giá bị bỏ`,
  couponEmails: 'Giới hạn theo e-mail khách hàng không được nhập: cửa hàng giới hạn theo số lượt mỗi khách',
  couponAmount: (value: string) => `Mức giảm “${value}” không phải số nguyên không âm: mã giảm giá bị bỏ`,
}
