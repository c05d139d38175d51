import nodemailer from 'nodemailer'
import type { Mailer } from './mailer.js'

/**
 * Sends mail through the SMTP server at `smtpUrl` (e.g. `smtp://user:pass@mail.example:587`,
 * `smtps://…` for implicit TLS). One pooled transport per process: connections are reused between
 * messages and closed with the app.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // The URL carries credentials: it is handed to nodemailer and never logged.
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.messageId === undefined ? {} : { messageId: message.messageId }),
        ...(message.headers === undefined ? {} : { headers: message.headers }),
      })
    },
    async close() {
      transport.close()
    },
  }
}
