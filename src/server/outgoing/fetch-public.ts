import dns, { type LookupAddress } from 'node:dns'
import type { LookupFunction } from 'node:net'
import { Agent, fetch, type RequestInit, type Response } from 'undici'
import { isLoopbackSite } from '@/lib/site-origin.mjs'
import {
  checkOutgoingUrl,
  isAllowedAddress,
  type OutgoingRefusal,
  outgoingRefusalMessage,
  type OutgoingRules,
} from './logic'

/** A request the rules refuse (logic.ts); it was never sent. */
export class OutgoingRefusedError extends Error {
  constructor(
    readonly url: string,
    readonly refusal: OutgoingRefusal,
  ) {
    super(outgoingRefusalMessage(`Địa chỉ ${url.slice(0, 200)}`, refusal))
    this.name = 'OutgoingRefusedError'
  }
}

/** Every address a name resolves to, as the system resolves it (hosts file, DNS). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>

const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true })

export interface FetchPublicOptions {
  /** How names are resolved (tests give their own). */
  resolve?: Resolve
  /** By default, this machine may be reached only when the site runs on it (SITE_URL on localhost). */
  rules?: OutgoingRules
}

/** A connection's lookup that answers the addresses already checked, whatever the DNS says by then. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses)
    else callback(null, addresses[0].address, addresses[0].family)
  }
}

/**
 * `fetch` for an address someone typed: refused (OutgoingRefusedError, nothing sent) unless the address and every
 * address its name resolves to may be reached (logic.ts), then connected to those checked addresses only, so a DNS
 * answer that changes between the check and the connection (rebinding) reaches nothing else. Redirects are never
 * followed (a redirect is an error): their target was not checked. The caller reads or cancels the answer's body.
 */
export async function fetchPublic(
  url: string,
  init: Omit<RequestInit, 'dispatcher' | 'redirect'> = {},
  { resolve = systemResolve, rules = { loopbackAllowed: isLoopbackSite(process.env) } }: FetchPublicOptions = {},
): Promise<Response> {
  const checked = checkOutgoingUrl(url, rules)
  if (!checked.ok) throw new OutgoingRefusedError(url, checked.refusal)
  const { url: target, address } = checked.target
  const addresses = address ? [{ address, family: address.includes(':') ? 6 : 4 }] : await resolve(target.hostname)
  if (addresses.length === 0) throw new Error(`${target.hostname} không có địa chỉ nào.`)
  const refused = addresses.find((resolved) => !isAllowedAddress(resolved.address, rules))
  if (refused)
    throw new OutgoingRefusedError(url, { reason: 'internal', host: `${target.hostname} → ${refused.address}` })
  const dispatcher = new Agent({ connect: { lookup: pinnedLookup(addresses) } })
  try {
    return await fetch(target, { ...init, redirect: 'error', dispatcher })
  } finally {
    // Closes once the answer's body has been read or cancelled.
    void dispatcher.close()
  }
}
