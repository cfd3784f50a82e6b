import type { ShopNotice } from '@/shop/rules/cart-view'

/** Notices about the cart (docs/shop.md, Notices): a status for success and information, an alert for errors. */
export function ShopNotices({ notices }: { notices: ShopNotice[] }) {
  return (
    <>
      {notices.map((notice, index) => (
        <div
          key={index}
          className={`shop-notice shop-notice--${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.message}
          {notice.link && (
            <>
              {' '}
              <a href={notice.link.href}>{notice.link.label}</a>
            </>
          )}
        </div>
      ))}
    </>
  )
}
