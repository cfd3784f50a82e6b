import { FORM_BLOCK_TYPE } from '@/forms/rules/definition'
import { isLoopbackSite } from '@/lib/site-origin.mjs'
import { checkOutgoingUrl, type OutgoingCheck, outgoingRefusalMessage } from '@/server/outgoing/logic'
import { allBlocks, readBuilderDocument } from '@/widgets/document'

/**
 * Why a layout cannot be saved because of a form's webhook address (action `webhook`), in Vietnamese: the first one
 * that is not an https address on the public Internet (this machine's only while the site runs on it). Null when
 * every form's is, or is empty. The addresses its name resolves to are checked again when each submission is sent.
 */
export function layoutWebhookProblem(value: unknown): string | null {
  const rules = { loopbackAllowed: isLoopbackSite(process.env) }
  for (const block of allBlocks(readBuilderDocument(value))) {
    const url: unknown = block.props.webhookUrl
    if (block.type !== FORM_BLOCK_TYPE || url === undefined || url === null || (typeof url === 'string' && !url.trim()))
      continue
    const checked: OutgoingCheck =
      typeof url === 'string' ? checkOutgoingUrl(url.trim(), rules) : { ok: false, refusal: { reason: 'invalid' } }
    if (!checked.ok) return outgoingRefusalMessage('Địa chỉ webhook', checked.refusal)
  }
  return null
}
