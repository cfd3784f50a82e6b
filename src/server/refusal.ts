import { APIError } from 'payload'

/**
 * A 4xx answer whose Vietnamese message the caller sees. Named explicitly: Payload shows an error's message only when
 * the error has a name, and the production bundle leaves these classes without one (its answer was then
 * "An unknown error occurred.").
 */
export class Refusal extends APIError {
  constructor(message: string, status: number) {
    super(message, status, undefined, true)
    this.name = 'Refusal'
  }
}

/** An endpoint's refusal, shaped as Payload's own (and the front's): `{ errors: [{ message }] }`. */
export const refusalResponse = (message: string, status: number, headers?: HeadersInit): Response =>
  Response.json({ errors: [{ message }] }, { status, headers })
