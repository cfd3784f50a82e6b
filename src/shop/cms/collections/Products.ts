import type { CollectionConfig, Field, FieldHook } from 'payload'
import { isEditor, publishedOrStaff } from '../../../cms/access'
import { seoField } from '../../../cms/fields/seo'
import { VND_CELL, VND_FIELD, priceField, wholeCountField } from '../fields/money'
import { slugField } from '../../../cms/fields/slug'
import { publishedAtField, stampPublishedAt } from '../../../cms/fields/published-at'
import { revalidateDeletedProduct, revalidateProduct } from '../../../cms/hooks/revalidate'
import { removeFromSearchIndex, syncSearchIndex } from '@/content/cms'
import { imagesOnly } from '../../../cms/collections/Media'
import { actingStockStatus, STOCK_STATUSES } from '@/shop/rules/logic'
import { listPrice, stockSettings, variantProblem } from '@/shop/rules/product'

const stockStatusLabels: Record<(typeof STOCK_STATUSES)[number], string> = {
  instock: 'Còn hàng',
  outofstock: 'Hết hàng',
  onbackorder: 'Đặt trước',
}

const saleSchedule: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'saleFrom',
        type: 'date',
        label: 'Giảm giá từ',
        admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
      },
      {
        name: 'saleTo',
        type: 'date',
        label: 'Giảm giá đến',
        admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
      },
    ],
  },
]

/** The status as the shop acts on it (a managed stock of 0 is out of stock), so that the admin shows what the shop does. */
const actingStatus: FieldHook = ({ siblingData, value }) =>
  actingStockStatus(stockSettings({ ...siblingData, stockStatus: value }))

const stockFields: Field[] = [
  { name: 'manageStock', type: 'checkbox', label: 'Quản lý tồn kho', defaultValue: true },
  {
    name: 'stockQuantity',
    type: 'number',
    label: 'Số lượng trong kho',
    min: 0,
    max: 1_000_000,
    defaultValue: 0,
    admin: { condition: (_, sibling) => Boolean(sibling?.manageStock) },
  },
  {
    name: 'stockStatus',
    type: 'select',
    label: 'Tình trạng',
    defaultValue: 'instock',
    required: true,
    options: STOCK_STATUSES.map((value) => ({ value, label: stockStatusLabels[value] })),
    hooks: { beforeChange: [actingStatus], afterRead: [actingStatus] },
    admin: { description: 'Khi bật "Quản lý tồn kho", sản phẩm chỉ còn hàng khi số lượng trong kho lớn hơn 0.' },
  },
]

/**
 * What the shop sells ("Sản phẩm"): simple products, or variable ones whose variants (colour × capacity…) each have
 * their own SKU, price and stock. Prices are integers in đồng. Drafts, versions and scheduled publishing as posts.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Sản phẩm', plural: 'Sản phẩm' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'sku', 'regularPrice', 'stockStatus', '_status'],
    group: 'Cửa hàng',
    preview: (doc) => (typeof doc.slug === 'string' && doc.slug ? `/san-pham/${doc.slug}` : null),
  },
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor, readVersions: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  defaultSort: '-publishedAt',
  // The catalogue lists published products in one of these orders: each is read in order from its index.
  indexes: [
    { fields: ['_status', 'publishedAt'] },
    { fields: ['_status', 'price'] },
    { fields: ['_status', 'totalSales'] },
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        stampPublishedAt(data)
        data.price = listPrice({ ...originalDoc, ...data }, new Date())
        return data
      },
    ],
    afterChange: [syncSearchIndex('products'), revalidateProduct],
    afterDelete: [removeFromSearchIndex('products'), revalidateDeletedProduct],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Tên sản phẩm', required: true, maxLength: 200 },
    slugField('name'),
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Chung',
          fields: [
            {
              name: 'productType',
              type: 'select',
              label: 'Loại sản phẩm',
              defaultValue: 'simple',
              required: true,
              options: [
                { value: 'simple', label: 'Sản phẩm đơn giản' },
                { value: 'variable', label: 'Sản phẩm có biến thể' },
              ],
            },
            { name: 'sku', type: 'text', label: 'Mã sản phẩm (SKU)', maxLength: 64, index: true },
            { name: 'shortDescription', type: 'textarea', label: 'Mô tả ngắn', maxLength: 600 },
            { name: 'description', type: 'richText', label: 'Mô tả chi tiết' },
            {
              name: 'images',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              filterOptions: imagesOnly,
              label: 'Ảnh sản phẩm',
              maxRows: 12,
            },
            {
              name: 'imagesHint',
              type: 'ui',
              admin: { components: { Field: '@/shop/cms/components/ProductImageHint#ProductImageHint' } },
            },
          ],
        },
        {
          label: 'Giá và kho',
          fields: [
            {
              type: 'row',
              fields: [
                priceField('regularPrice', 'Giá thường (₫)', true),
                priceField('salePrice', 'Giá khuyến mãi (₫)'),
              ],
            },
            ...saleSchedule,
            ...stockFields,
            { name: 'virtual', type: 'checkbox', label: 'Sản phẩm ảo (không cần giao hàng)', defaultValue: false },
            { name: 'downloadable', type: 'checkbox', label: 'Sản phẩm tải về', defaultValue: false },
            {
              name: 'downloads',
              type: 'array',
              label: 'Tệp tải về',
              labels: { singular: 'Tệp', plural: 'Tệp' },
              maxRows: 10,
              admin: {
                condition: (data) => Boolean(data?.downloadable),
                description: 'Khách hàng tải các tệp này trong "Tài khoản › Tải về" sau khi đơn hàng được thanh toán.',
              },
              fields: [
                { name: 'name', type: 'text', label: 'Tên hiển thị', required: true, maxLength: 120 },
                { name: 'file', type: 'upload', relationTo: 'product-files', required: true, label: 'Tệp' },
              ],
            },
            {
              type: 'row',
              admin: { condition: (data) => Boolean(data?.downloadable) },
              fields: [
                wholeCountField('downloadLimit', 'Số lần tải tối đa (để trống: không giới hạn)', 1000),
                wholeCountField('downloadExpiryDays', 'Hết hạn sau (ngày; để trống: không hết hạn)', 3650),
              ],
            },
          ],
        },
        {
          label: 'Biến thể',
          admin: { condition: (data) => data?.productType === 'variable' },
          fields: [
            {
              name: 'options',
              type: 'array',
              label: 'Tuỳ chọn',
              labels: { singular: 'Tuỳ chọn', plural: 'Tuỳ chọn' },
              maxRows: 3,
              admin: { description: 'Ví dụ: "Màu sắc" với Đen, Trắng; "Dung lượng" với 10.000 mAh, 20.000 mAh.' },
              fields: [
                { name: 'name', type: 'text', label: 'Tên tuỳ chọn', required: true, maxLength: 40 },
                { name: 'values', type: 'text', hasMany: true, label: 'Giá trị', required: true, maxRows: 20 },
              ],
            },
            {
              name: 'variants',
              type: 'array',
              label: 'Biến thể',
              labels: { singular: 'Biến thể', plural: 'Biến thể' },
              maxRows: 60,
              validate: (variants, { siblingData }) => variantProblem(siblingData, variants) ?? true,
              fields: [
                {
                  name: 'optionValues',
                  type: 'text',
                  hasMany: true,
                  label: 'Giá trị của từng tuỳ chọn (theo thứ tự)',
                  required: true,
                  maxRows: 3,
                },
                { name: 'sku', type: 'text', label: 'SKU', maxLength: 64 },
                {
                  type: 'row',
                  fields: [
                    priceField('regularPrice', 'Giá thường (₫)', true),
                    priceField('salePrice', 'Giá khuyến mãi (₫)'),
                  ],
                },
                ...saleSchedule,
                ...stockFields,
                { name: 'image', type: 'upload', relationTo: 'media', filterOptions: imagesOnly, label: 'Ảnh' },
              ],
            },
          ],
        },
        {
          label: 'Liên kết',
          fields: [
            {
              name: 'upsells',
              type: 'relationship',
              relationTo: 'products',
              hasMany: true,
              label: 'Sản phẩm nên mua thêm',
              maxRows: 8,
            },
            {
              name: 'related',
              type: 'relationship',
              relationTo: 'products',
              hasMany: true,
              label: 'Sản phẩm liên quan',
              maxRows: 8,
            },
          ],
        },
        { label: 'SEO', fields: [seoField] },
      ],
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'product-categories',
      hasMany: true,
      label: 'Danh mục',
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'product-tags',
      hasMany: true,
      label: 'Thẻ',
      maxRows: 20,
      admin: { position: 'sidebar' },
    },
    publishedAtField,
    {
      name: 'featured',
      type: 'checkbox',
      label: 'Sản phẩm nổi bật',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'price',
      type: 'number',
      label: 'Giá bán hiện tại (₫)',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Tính khi lưu: giá khuyến mãi đang áp dụng, hoặc giá thấp nhất của các biến thể.',
        components: { Field: VND_FIELD, Cell: VND_CELL },
      },
    },
    {
      name: 'totalSales',
      type: 'number',
      label: 'Đã bán',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
