/** One e-mail to send. `text` is always given; `html` when the message has links worth styling. */
export interface MailMessage {
  siteId: number | null
  to: string
  subject: string
  text: string
  html?: string
  /**
   * The same on every retry of one message (a job's `job-{id}`): SMTP sends it as the Message-ID
   * `<{key}@idx>`, so a receiving side can recognise a repeat.
   */
  idempotencyKey?: string
}

/**
 * Sends mail: over SMTP (nodemailer) when `SMTP_URL` is set, otherwise into the database's outbox
 * shown at /dev/outbox. Routes take it from `app.mailer`.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): Promise<void>
}
