import { refreshLoop } from '@/cms/loops/refresh'
import { getPayloadClient } from '@/cms/queries'

/** The loop refresh call (docs/routes.md, Loop refresh; src/cms/loops/refresh.ts). */
export async function POST(request: Request) {
  return refreshLoop(await getPayloadClient(), request)
}
