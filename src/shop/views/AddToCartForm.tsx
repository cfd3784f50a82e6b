import { maxLineQuantity } from '@/shop/rules/logic'
import { productOptions } from '@/shop/rules/product'
import { vi } from '@/i18n/vi'
import type { Product } from '@/payload-types'
import { BehaviourMarker } from '@/lib/behaviour'

/** Where a product is added to the cart (docs/shop.md, AJAX actions: the shop's AJAX endpoint, a plain form POST without JavaScript). */
export const ADD_TO_CART_ACTION = '/?shop-ajax=add_to_cart'

/**
 * Add to cart: the product, one choice per option of a variable product, the quantity (at most what is in stock).
 * Without JavaScript it is a form POST that goes on to the cart page; with it, the page stays (add-to-cart behaviour).
 */
export function AddToCartForm({
  product,
  available,
  nonce,
  idPrefix = 'product',
  label = vi.shop.addToCart,
  showQuantity = true,
}: {
  product: Product
  available: number | null
  nonce: string
  /** Unique on the page: the option fields' ids start with it. */
  idPrefix?: string
  label?: string
  /** Without it the form adds one. */
  showQuantity?: boolean
}) {
  const options = product.productType === 'variable' ? productOptions(product.options) : []
  const max = Math.min(available ?? maxLineQuantity, maxLineQuantity)
  return (
    <form className="add-to-cart" method="post" action={ADD_TO_CART_ACTION}>
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="_nonce" value={nonce} />
      {options.map((option, index) => (
        <div className="add-to-cart__option" key={option.name}>
          <label htmlFor={`${idPrefix}-option-${index}`}>{option.name}</label>
          <select id={`${idPrefix}-option-${index}`} name={`option_${index}`} required defaultValue="">
            <option value="" disabled>
              {vi.shop.chooseOption(option.name)}
            </option>
            {option.values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="add-to-cart__buy">
        {showQuantity ? (
          <label className="add-to-cart__quantity">
            <span className="visually-hidden">{vi.shop.quantity}</span>
            <input
              type="number"
              name="quantity"
              defaultValue={1}
              min={1}
              max={max}
              step={1}
              inputMode="numeric"
              required
            />
          </label>
        ) : (
          <input type="hidden" name="quantity" value="1" />
        )}
        <button type="submit" className="button add-to-cart__button">
          {label}
        </button>
      </div>
      <BehaviourMarker name="addToCart" />
    </form>
  )
}
