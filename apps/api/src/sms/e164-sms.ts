import { normalizePhoneNumber, type PhoneCountry } from '@idx/domain'
import type { SmsSender } from './sms-sender.js'

/**
 * Sends through `sender` with the number in E.164 (`+15125550142`), as SMS providers require: a
 * number stored before numbers were normalised (`512-555-0142`) is read in its site's country
 * (`countryOf`). A number that is not one throws, naming it, so the job records why nothing went.
 *
 * @example
 * const sms = e164Sms(outboxSms(db), (siteId) => sitePhoneCountry(db, siteId))
 * await sms.send({ siteId: 1, to: '512-555-0142', text: 'Hi', idempotencyKey: 'job-7' }) // to '+15125550142'
 */
export function e164Sms(sender: SmsSender, countryOf: (siteId: number | null) => Promise<PhoneCountry>): SmsSender {
  return {
    async send(message) {
      const to = normalizePhoneNumber(message.to, await countryOf(message.siteId))
      if (to === null) throw new Error(`not a phone number a text can be sent to: ${JSON.stringify(message.to)}`)
      await sender.send({ ...message, to })
    },
    close: () => sender.close(),
  }
}
