import { createHmac } from 'node:crypto'
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { PayloadHandler } from 'payload'
import { isRecord } from '@/lib/stored-values'
import {
  captchaChallengesByAddress,
  msUntilAllowed,
  solvedCaptchas,
  tooManyRequestsResponse,
} from '@/server/rate-limit/limiters'
import { clientAddress } from '@/server/rate-limit/logic'
import { payloadSecret } from '../../cms/secret'

/**
 * The self-hosted captcha (ALTCHA, proof of work): the reader's browser spends about a second finding a number the
 * server can check at once; no third party, no cookie, nothing to click for most readers. Challenges are signed
 * with a key derived from the site's secret, expire after 10 minutes, and a solved one is accepted once.
 */
const ALGORITHM = 'PBKDF2/SHA-256'
/** Key derivations per try, and the range the answer is drawn from: about a second of a phone's work. */
const COST = 2_000
const COUNTER = { min: 1_000, max: 3_000 }
const LIFETIME_MS = 10 * 60 * 1000
/** The widget's payload is a few hundred characters; anything much longer is not one. */
const MAX_PAYLOAD = 4_096

/** The captcha's own key, so its signatures never match any other use of the site's secret. */
const captchaKey = () => createHmac('sha256', payloadSecret()).update('captcha').digest('hex')

export function newChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER.max, COUNTER.min),
    deriveKey,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
    hmacSignatureSecret: captchaKey(),
  })
}

/**
 * Whether `payload` (the widget's hidden field: base64 of `{challenge, solution}`) solves a challenge this site
 * made, not expired and not used before. Anything malformed is simply not a solution.
 */
export async function verifyAltcha(payload: string): Promise<boolean> {
  if (!payload || payload.length > MAX_PAYLOAD) return false
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
  } catch {
    return false
  }
  if (
    !isRecord(parsed) ||
    !isRecord(parsed.challenge) ||
    !isRecord(parsed.challenge.parameters) ||
    !isRecord(parsed.solution)
  )
    return false
  const challenge = parsed.challenge as unknown as Challenge
  if (typeof challenge.signature !== 'string' || challenge.parameters.algorithm !== ALGORITHM) return false
  try {
    const result = await verifySolution({
      challenge,
      solution: parsed.solution as unknown as Solution,
      deriveKey,
      hmacSignatureSecret: captchaKey(),
    })
    if (!result.verified) return false
  } catch {
    return false
  }
  return (await msUntilAllowed(solvedCaptchas, challenge.signature)) === null
}

/** `GET /api/captcha/challenge`: a new challenge for the form's captcha widget, never cached. */
export const captchaChallengeEndpoint: PayloadHandler = async (req) => {
  const wait = await msUntilAllowed(captchaChallengesByAddress, clientAddress(req.headers))
  if (wait !== null) return tooManyRequestsResponse(wait)
  return Response.json(await newChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
