import { refreshLoop } from '@/loops/cms/refresh'
import { getPayloadClient } from '@/cms/queries'

/** The loop refresh call (docs/routes.md, Loop refresh; src/loops/cms/refresh.ts). */
export async function POST(request: Request) {
  return refreshLoop(await getPayloadClient(), request)
}
