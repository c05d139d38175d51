import { createHmac } from 'node:crypto'

/**
 * The `X-Idx-Signature` header of a webhook POST: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" keyed with the site's webhook secret>`. The time is signed with the body, so a
 * receiver that refuses old times also refuses a captured request played again later.
 *
 * @example
 * webhookSignature('whsec_…', '{"event":"lead.created",…}', 1767225600) // 't=1767225600,v1=5d41…'
 */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const t = String(Math.floor(unixSeconds))
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return `t=${t},v1=${v1}`
}
