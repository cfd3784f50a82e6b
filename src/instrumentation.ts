import { offerAppAnswers } from './lib/front-bridge.mjs'

/**
 * Runs once when the server starts. It offers the HTTP front, through the bridge (src/lib/front-bridge.mjs), the search answers it fills the search frame with
 * (src/lib/search-frame.mjs), its answers to loop refresh calls (src/loops/cms/answer.ts), builder pages at a grid's
 * page (src/loops/cms/paged-page.server.ts), the mini-cart's fragments (src/shop/cms/front-fragments.ts) and the
 * measured events' batches (src/analytics/cms/front-collect.ts), and the redirects it answers from memory with the
 * batches of their hits and of addresses not found (src/redirects/cms/front-answers.ts), and its health for
 * `GET /healthz` (src/cms/health.ts). On
 * PostgreSQL, Payload starts at once rather than on the first page it renders, so this instance listens for other instances' changes (cms/cache/listen.ts) before it serves any cached page.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [
    { answerSearch },
    { answerLoopRefresh },
    { answerPagedPage },
    { answerCartFragments },
    { answerCollect },
    { redirectAnswers },
    { checkHealth },
  ] = await Promise.all([
    import('./content/views/search/answer'),
    import('./loops/cms/answer'),
    import('./loops/cms/paged-page.server'),
    import('./shop/cms/front-fragments'),
    import('./analytics/cms/front-collect'),
    import('./redirects/cms/front-answers'),
    import('./cms/health'),
  ])
  offerAppAnswers({
    search: answerSearch,
    loopRefresh: answerLoopRefresh,
    pagedPage: answerPagedPage,
    cartFragments: answerCartFragments,
    collect: answerCollect,
    ...redirectAnswers,
    health: checkHealth,
  })
  if (!process.env.DATABASE_URL?.startsWith('postgres')) return
  const { getPayloadClient } = await import('./cms/queries')
  await getPayloadClient()
}
