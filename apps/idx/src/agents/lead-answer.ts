import type { ApiResult, LeadReceipt } from '@idx/api-client'
import { inquiryAnswer } from '../shared/inquiry-answer.js'

/**
 * A contact form's answer to `submitForm`'s result, for forms other than the inquiry: nothing when
 * the lead was received; the server's messages for the form's own `fields` (`/form/<field>`) when
 * it named any; otherwise it throws, so the form shows 'Whoops, something went wrong...'.
 *
 * @example
 * onSubmit={async (values) => leadAnswer(await tracking.submitForm(lead(values)), ['full_name', 'phone_number', 'message'])}
 */
export function leadAnswer<Field extends string>(
  result: ApiResult<LeadReceipt>,
  fields: readonly Field[],
): Partial<Record<Field, string>> | undefined {
  const errors = inquiryAnswer(result)
  if (!errors) return undefined
  const own = Object.entries(errors).filter(
    (entry): entry is [Field, string] =>
      (fields as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string',
  )
  if (own.length === 0) throw new Error('The form was not received: the server refused fields it does not show.')
  return Object.fromEntries(own) as Partial<Record<Field, string>>
}
