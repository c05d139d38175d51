/** One text message to send. */
export interface SmsMessage {
  siteId: number | null
  /** The phone number: E.164 once it reaches a provider (e164Sms writes a stored number so). */
  to: string
  text: string
  /** The same on every retry of one message (a job's `job-{id}`): a provider drops repeats by it. */
  idempotencyKey: string
}

/**
 * Sends text messages: to the provider webhook at IDX_SMS_URL when set (webhook-sms.ts), else into
 * the database outbox marked SMS (shown at /dev/outbox). The app has it as `app.sms`.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
  close(): Promise<void>
}
