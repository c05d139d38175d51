/** One e-mail to send. `text` is always given; `html` when the message has links worth styling. */
export interface MailMessage {
  siteId: number | null
  to: string
  subject: string
  text: string
  html?: string
  /**
   * The Message-ID header, e.g. `<job-42@example.com>`: an idempotency key. The outbox keeps a
   * given Message-ID once; SMTP sends it, so the receiving side can recognise a repeat.
   */
  messageId?: string
  /**
   * Further headers, e.g. a saved-search alert's `List-Unsubscribe` and `List-Unsubscribe-Post`
   * (RFC 8058). The outbox keeps them beside the message.
   */
  headers?: Record<string, string>
}

/**
 * Sends mail: over SMTP (nodemailer) when `SMTP_URL` is set, otherwise into the database's outbox
 * shown at /dev/outbox. Routes take it from `app.mailer`.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): Promise<void>
}
