import type { CollectionConfig } from 'payload'
import { COUPON_DISCOUNT_TYPES, type CouponDiscountType, normaliseCouponCode } from '@/shop/rules/coupon'
import { isEditor } from '../../../cms/access'
import { priceField, wholeCountField } from '../fields/money'

const discountTypeLabels: Record<CouponDiscountType, string> = {
  percent: 'Giảm theo phần trăm',
  fixed_cart: 'Giảm số tiền cố định cho cả giỏ',
  fixed_product: 'Giảm số tiền cố định cho mỗi sản phẩm',
}

/**
 * The shop's coupons ("Mã giảm giá"), as WooCommerce has them: percent, fixed cart or fixed per product; spend bounds,
 * usage limits overall and per customer, an expiry, products and categories included or excluded, sale items, free
 * delivery and individual use. Only editors see them; shoppers only ever type a code at the checkout.
 */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  labels: { singular: 'Mã giảm giá', plural: 'Mã giảm giá' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'discountType', 'amount', 'usageCount', 'expiresAt'],
    group: 'Cửa hàng',
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    {
      name: 'code',
      type: 'text',
      label: 'Mã',
      required: true,
      unique: true,
      index: true,
      maxLength: 50,
      admin: {
        description: 'Khách gõ mã này ở trang thanh toán; không phân biệt chữ hoa, chữ thường và khoảng trắng.',
      },
      hooks: { beforeValidate: [({ value }) => normaliseCouponCode(value) || value] },
    },
    { name: 'description', type: 'textarea', label: 'Mô tả (chỉ người quản lý thấy)', maxLength: 500 },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Mức giảm',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'discountType',
                  type: 'select',
                  label: 'Kiểu giảm',
                  required: true,
                  defaultValue: 'percent',
                  options: COUPON_DISCOUNT_TYPES.map((value) => ({ value, label: discountTypeLabels[value] })),
                },
                {
                  name: 'amount',
                  type: 'number',
                  label: 'Mức giảm (% hoặc ₫)',
                  required: true,
                  min: 0,
                  admin: { components: { Cell: '@/shop/cms/components/CouponAmountCell#CouponAmountCell' } },
                  validate: (
                    value: number | null | undefined,
                    { siblingData }: { siblingData: { discountType?: string } },
                  ) => {
                    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
                      return 'Mức giảm là số nguyên, không âm.'
                    return siblingData.discountType === 'percent' && value > 100
                      ? 'Giảm theo phần trăm chỉ từ 0 đến 100.'
                      : true
                  },
                },
              ],
            },
            { name: 'freeShipping', type: 'checkbox', label: 'Miễn phí giao hàng', defaultValue: false },
            {
              name: 'expiresAt',
              type: 'date',
              label: 'Hết hạn lúc',
              admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
            },
          ],
        },
        {
          label: 'Điều kiện',
          fields: [
            {
              type: 'row',
              fields: [priceField('minSpend', 'Đơn tối thiểu (₫)'), priceField('maxSpend', 'Đơn tối đa (₫)')],
            },
            { name: 'individualUse', type: 'checkbox', label: 'Không dùng chung với mã khác', defaultValue: false },
            {
              name: 'excludeSaleItems',
              type: 'checkbox',
              label: 'Không giảm cho sản phẩm đang khuyến mãi',
              defaultValue: false,
            },
            {
              name: 'productIds',
              type: 'relationship',
              relationTo: 'products',
              hasMany: true,
              label: 'Chỉ áp dụng cho các sản phẩm',
            },
            {
              name: 'excludeProductIds',
              type: 'relationship',
              relationTo: 'products',
              hasMany: true,
              label: 'Không áp dụng cho các sản phẩm',
            },
            {
              name: 'categoryIds',
              type: 'relationship',
              relationTo: 'product-categories',
              hasMany: true,
              label: 'Chỉ áp dụng cho các danh mục',
            },
            {
              name: 'excludeCategoryIds',
              type: 'relationship',
              relationTo: 'product-categories',
              hasMany: true,
              label: 'Không áp dụng cho các danh mục',
            },
          ],
        },
        {
          label: 'Giới hạn dùng',
          fields: [
            {
              type: 'row',
              fields: [
                wholeCountField('usageLimit', 'Tổng số lượt (để trống: không giới hạn)', 1_000_000),
                wholeCountField('usageLimitPerCustomer', 'Mỗi khách (để trống: không giới hạn)', 1000),
              ],
            },
            {
              name: 'usageCount',
              type: 'number',
              label: 'Đã dùng',
              defaultValue: 0,
              admin: { readOnly: true, description: 'Tăng khi một đơn hàng dùng mã được đặt; giảm khi đơn đó bị huỷ.' },
            },
          ],
        },
      ],
    },
  ],
}
