import type { Field, GlobalConfig } from 'payload'
import { provinces } from '@/shop/rules/address/units'
import { VIETNAMESE_BANKS } from '@/shop/rules/banks'
import { isAdminField, isEditor } from '../../../cms/access'
import { priceField } from '../fields/money'
import { revalidateShopSettings } from '../../../cms/hooks/revalidate'

/** A secret key: administrators only, never in an API answer to anyone else. */
const secretField = (name: string, label: string): Field => ({
  name,
  type: 'text',
  label,
  maxLength: 300,
  access: { read: isAdminField, update: isAdminField },
})

/** Whether an offline way to pay is offered for a cart with nothing to deliver (off: nobody would collect the money). */
const digitalGoodsField = (label: string, description: string): Field => ({
  name: 'digitalGoods',
  type: 'checkbox',
  label,
  defaultValue: false,
  admin: { description: `Mặc định tắt: đơn chỉ có sản phẩm số thì không có người giao để thu tiền. ${description}` },
})

const enabledField = (label: string, defaultValue: boolean): Field => ({
  name: 'enabled',
  type: 'checkbox',
  label,
  defaultValue,
})

/**
 * How the shop delivers and is paid ("Cài đặt cửa hàng"): delivery zones by province with their rates, the rest of
 * the country, free delivery above an amount and pickup; cash on delivery, bank transfer with a VietQR code, card
 * (Stripe) and PayPal, each shown at the checkout only when enabled and, for the last two, given its keys.
 */
export const ShopSettings: GlobalConfig = {
  slug: 'shop-settings',
  label: 'Cài đặt cửa hàng',
  admin: { group: 'Cửa hàng' },
  access: { read: isEditor, update: isEditor },
  hooks: { afterChange: [revalidateShopSettings] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Giao hàng',
          fields: [
            {
              name: 'shippingZones',
              type: 'array',
              label: 'Vùng giao hàng',
              labels: { singular: 'Vùng', plural: 'Vùng giao hàng' },
              maxRows: 30,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', label: 'Tên vùng', required: true, maxLength: 80 },
                    priceField('cost', 'Phí giao (₫)', true),
                  ],
                },
                {
                  name: 'provinces',
                  type: 'select',
                  label: 'Tỉnh/thành trong vùng',
                  hasMany: true,
                  required: true,
                  options: provinces().map((province) => ({ value: province.code, label: province.name })),
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  ...priceField('otherProvincesCost', 'Phí giao cho các tỉnh/thành khác (₫)'),
                  admin: {
                    ...priceField('x', '').admin,
                    description: 'Để trống: không giao tới các tỉnh/thành ngoài các vùng trên.',
                  },
                },
                {
                  ...priceField('freeShippingMin', 'Miễn phí giao cho đơn từ (₫)'),
                  admin: {
                    ...priceField('x', '').admin,
                    description: 'Tính trên tiền hàng sau giảm giá. Để trống: không miễn phí.',
                  },
                },
              ],
            },
            {
              name: 'pickup',
              type: 'group',
              label: 'Nhận tại cửa hàng',
              fields: [
                enabledField('Cho khách nhận hàng tại cửa hàng', true),
                { name: 'address', type: 'text', label: 'Địa chỉ cửa hàng', maxLength: 200 },
              ],
            },
          ],
        },
        {
          label: 'Thanh toán',
          fields: [
            {
              name: 'cod',
              type: 'group',
              label: 'Thanh toán khi nhận hàng (COD)',
              fields: [
                enabledField('Bật', true),
                { name: 'instructions', type: 'textarea', label: 'Lời dặn khách', maxLength: 500 },
                digitalGoodsField(
                  'Nhận COD cả cho đơn chỉ có sản phẩm số',
                  'Tệp chỉ mở khi bạn chuyển đơn sang “Hoàn thành” (đã thu tiền).',
                ),
              ],
            },
            {
              name: 'bankTransfer',
              type: 'group',
              label: 'Chuyển khoản ngân hàng (VietQR)',
              fields: [
                enabledField('Bật', false),
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'bankBin',
                      type: 'select',
                      label: 'Ngân hàng',
                      options: VIETNAMESE_BANKS.map((bank) => ({
                        value: bank.bin,
                        label: `${bank.shortName} – ${bank.name}`,
                      })),
                    },
                    {
                      name: 'accountNumber',
                      type: 'text',
                      label: 'Số tài khoản',
                      maxLength: 19,
                      validate: (value: unknown) =>
                        !value ||
                        (typeof value === 'string' && /^[0-9A-Za-z]{1,19}$/.test(value)) ||
                        'Số tài khoản chỉ gồm chữ số và chữ cái, tối đa 19 ký tự.',
                    },
                    { name: 'accountName', type: 'text', label: 'Chủ tài khoản', maxLength: 100 },
                  ],
                },
                {
                  name: 'demoAccountHint',
                  type: 'ui',
                  admin: { components: { Field: '@/shop/cms/components/DemoBankHint#DemoBankHint' } },
                },
                digitalGoodsField(
                  'Nhận chuyển khoản cả cho đơn chỉ có sản phẩm số',
                  'Tệp chỉ mở khi bạn xác nhận đã nhận tiền (chuyển đơn sang “Đang xử lý”).',
                ),
              ],
            },
            {
              name: 'stripe',
              type: 'group',
              label: 'Thẻ (Stripe)',
              admin: {
                description: 'Chỉ hiện ở trang thanh toán khi đã bật và có đủ khoá lấy từ trang quản lý Stripe.',
              },
              fields: [
                enabledField('Bật', false),
                { name: 'publishableKey', type: 'text', label: 'Khoá công khai (pk_…)', maxLength: 300 },
                secretField('secretKey', 'Khoá bí mật (sk_…)'),
                secretField('webhookSecret', 'Khoá ký webhook (whsec_…)'),
              ],
            },
            {
              name: 'paypal',
              type: 'group',
              label: 'Ví PayPal',
              admin: {
                description:
                  'PayPal không nhận VND: đơn hàng được quy đổi sang USD theo tỉ giá dưới đây, và cả hai số tiền được lưu trong đơn.',
              },
              fields: [
                enabledField('Bật', false),
                { name: 'clientId', type: 'text', label: 'Client ID', maxLength: 300 },
                secretField('clientSecret', 'Secret'),
                {
                  name: 'vndPerUsd',
                  type: 'number',
                  label: 'Tỉ giá (₫ cho 1 USD)',
                  defaultValue: 25_000,
                  min: 1000,
                  max: 1_000_000,
                },
                { name: 'sandbox', type: 'checkbox', label: 'Chế độ thử (sandbox)', defaultValue: true },
              ],
            },
          ],
        },
        {
          label: 'Giữ hàng',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'holdMinutes',
                  type: 'number',
                  label: 'Giữ hàng cho đơn chưa thanh toán (phút)',
                  defaultValue: 60,
                  min: 0,
                  max: 10_080,
                  admin: {
                    description:
                      'Đơn chuyển khoản, thẻ hoặc PayPal chưa được thanh toán sau thời gian này sẽ tự huỷ, hàng trở lại kho và khách được báo qua e-mail. 0: không tự huỷ.',
                  },
                },
                {
                  name: 'maxOpenUnpaidOrders',
                  type: 'number',
                  label: 'Số đơn chưa thanh toán tối đa của một người mua',
                  defaultValue: 3,
                  min: 0,
                  max: 100,
                  admin: {
                    description:
                      'Tính theo e-mail, số điện thoại và tài khoản; đơn COD được tính cho tới khi hoàn thành. 0: không giới hạn.',
                  },
                },
              ],
            },
          ],
        },
        {
          label: 'Trang',
          fields: [
            {
              name: 'purchaseSummaryPage',
              type: 'relationship',
              relationTo: 'pages',
              label: 'Trang tóm tắt đơn hàng',
              admin: {
                description:
                  'Trang dựng bằng trình thiết kế, có khối “Tóm tắt đơn hàng”, hiện cho khách ngay sau khi đặt hàng (thay trang “Cảm ơn bạn” mặc định). Để trống: trang mặc định.',
              },
            },
          ],
        },
        {
          label: 'Thông báo',
          fields: [
            {
              name: 'orderEmail',
              type: 'email',
              label: 'E-mail nhận thông báo đơn hàng mới',
              admin: { description: 'Để trống: gửi tới e-mail trong "Cài đặt trang › Liên hệ".' },
            },
          ],
        },
      ],
    },
  ],
}
