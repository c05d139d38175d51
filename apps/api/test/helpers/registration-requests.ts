import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterReplyWorkSettled } from '../../src/mail/background-sends.js'
import { CLIENT_ID, SITE_TOKEN } from './fixtures.js'

let addressCount = 0

/** A client address no other request of this test run has used, so throttle counts start at 0. */
export function freshAddress(): string {
  addressCount += 1
  return `10.${Math.floor(addressCount / 65536) % 256}.${Math.floor(addressCount / 256) % 256}.${addressCount % 256}`
}

export interface OauthRequest {
  method?: 'POST' | 'PUT'
  body?: unknown
  /** The raw body instead of `body` (malformed JSON). */
  payload?: string
  clientId?: string | null
  token?: string | null
  ip?: string
  origin?: string
}

/** A /oauth call as the spec's client sends it: `?client_id=`, the site token as Bearer, JSON. */
export function oauthCall(
  app: FastifyInstance,
  path: string,
  request: OauthRequest = {},
): Promise<LightMyRequestResponse> {
  const { clientId = CLIENT_ID, token = SITE_TOKEN } = request
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token !== null) headers.authorization = `Bearer ${token}`
  if (request.origin) headers.origin = request.origin
  return app.inject({
    method: request.method ?? 'POST',
    url: clientId === null ? path : `${path}?client_id=${encodeURIComponent(clientId)}`,
    headers,
    payload: request.payload ?? JSON.stringify(request.body ?? {}),
    remoteAddress: request.ip ?? freshAddress(),
  })
}

export interface OutboxMessage {
  id: number
  to: string
  subject: string
  text: string
  html: string | null
  created_at: string
}

/** The dev outbox's messages to `to`, newest first, once mail sent after its answer has gone. */
export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  await afterReplyWorkSettled()
  const res = await app.inject(`/dev/outbox.json?to=${encodeURIComponent(to)}`)
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}: ${res.body}`)
  return res.json() as OutboxMessage[]
}

/** The first http(s) link in a text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text)
  if (!match) throw new Error(`no link in: ${text}`)
  return new URL(match[0])
}

/** The `{email, token}` a magic link carries. */
export function magicAuthOf(link: URL): { email: string; token: string } {
  const value = link.searchParams.get('magic_auth')
  if (value === null) throw new Error(`no magic_auth in ${link.href}`)
  return JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { email: string; token: string }
}
