import type { ComponentConfig } from '@puckeditor/core'
import { MenuCart, type MenuCartSettings, defaultMenuCartSettings } from '@/shop/views/MenuCart'
import { yesNoField } from '../../../widgets/fields'
import { themeData } from '../../../widgets/theme-data'
import { ThemePlaceholder } from '../../../widgets/ThemePlaceholder'

/** The header's cart ("Giỏ hàng (menu)"): the cart settings (docs/shop.md, Mini-cart and cart page), under their names. */
export const menuCartConfig: ComponentConfig<MenuCartSettings> = {
  label: 'Giỏ hàng (menu)',
  fields: {
    open_cart: {
      type: 'radio',
      label: 'Mở giỏ hàng nhỏ khi',
      options: [
        { label: 'Bấm vào', value: 'click' },
        { label: 'Rê chuột qua', value: 'mouseover' },
      ],
    },
    automatically_open_cart: yesNoField('Tự mở sau khi thêm sản phẩm'),
    cart_page_url: { type: 'text', label: 'Địa chỉ trang giỏ hàng' },
    checkout_page_url: { type: 'text', label: 'Địa chỉ trang thanh toán' },
  },
  defaultProps: defaultMenuCartSettings,
  render: ({ id, puck, automatically_open_cart, open_cart, cart_page_url, checkout_page_url }) => {
    const data = themeData(puck.metadata)
    if (!data?.shopNonce) return <ThemePlaceholder text="Giỏ hàng (menu)" />
    const settings = {
      automatically_open_cart: automatically_open_cart !== false,
      open_cart: open_cart === 'mouseover' ? ('mouseover' as const) : ('click' as const),
      cart_page_url: cart_page_url?.startsWith('/') ? cart_page_url : defaultMenuCartSettings.cart_page_url,
      checkout_page_url: checkout_page_url?.startsWith('/')
        ? checkout_page_url
        : defaultMenuCartSettings.checkout_page_url,
    }
    return <MenuCart nonce={data.shopNonce} settings={settings} id={`menu-cart-${id}`} />
  },
}
