import type { PayloadHandler } from 'payload'
import { collect } from './collect'

/**
 * `POST /api/collect` through Payload's route (docs/measurement.md, Collection): where the front does not answer it
 * itself (front-collect.ts), e.g. in integration tests.
 */
export const collectEndpoint: PayloadHandler = async (req) =>
  collect(req.payload, req.text ? await req.text() : '', req.headers, req.user)
