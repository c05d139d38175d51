import type { SmsSender } from './sms-sender.js'

/** How long one webhook call may take before the attempt fails (the job retries it). */
const WEBHOOK_TIMEOUT_MS = 10_000

/**
 * Sends each text as one JSON POST to the provider webhook at `url` (IDX_SMS_URL):
 * `{ "to": "+15125550100", "text": "…", "idempotency_key": "job-42" }`, with the key also in the
 * `Idempotency-Key` header. Any 2xx answer is success; anything else (or no answer) throws, so
 * the notification job retries with the same key.
 */
export function webhookSms(url: string): SmsSender {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': message.idempotencyKey },
        body: JSON.stringify({ to: message.to, text: message.text, idempotency_key: message.idempotencyKey }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      })
      // The body is not needed: drop it so the connection is freed.
      await response.body?.cancel()
      if (!response.ok) throw new Error(`the SMS webhook answered ${response.status}`)
    },
    async close() {},
  }
}
