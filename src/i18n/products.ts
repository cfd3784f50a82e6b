/** What is wrong with a variable product's variants, for the editor saving it. */
export const products = {
  variantsMissing: 'Sản phẩm có biến thể cần ít nhất một tuỳ chọn và một biến thể.',
  /** `position` counts from 1; `options`: the options' names, listed. */
  variantMismatch: (position: number, options: string) =>
    `Biến thể ${position} cần đúng một giá trị cho từng tuỳ chọn (${options}), lấy trong danh sách giá trị.`,
  /** `values`: the variant's option values, listed. */
  variantDuplicate: (position: number, values: string) =>
    `Biến thể ${position} trùng với một biến thể trước (${values}).`,
} as const
