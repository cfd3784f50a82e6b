/**
 * Instant navigation without a client router: the browser prefetches a same-site link the reader hovers (moderate
 * eagerness), never the admin, the API, search (an answer per reader) or the shop's cart, checkout and account.
 * Plain JavaScript: the layout writes it inline, and the HTTP front (front/security-headers.mjs) allows exactly
 * this text by its hash in the Content-Security-Policy.
 */
const neverPrefetched = [
  '/admin',
  '/admin/*',
  '/api/*',
  '/tim-kiem*',
  '/gio-hang*',
  '/thanh-toan*',
  '/tai-khoan*',
  '/feed*',
  '/*.xml',
]

export const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: neverPrefetched } },
          { not: { selector_matches: '[rel~=nofollow], [download], [target=_blank]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})
