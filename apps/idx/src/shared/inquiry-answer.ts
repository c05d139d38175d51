import { isHttpError, type ApiResult, type LeadReceipt } from '@idx/api-client'
import type { InquirySubmission } from '@idx/search-ui'

/** Field messages of a refused inquiry, keyed as the form's fields. */
export type InquiryFieldErrors = Partial<Record<keyof InquirySubmission, string>>

/** `/form/email` → `email`: the tracking service's pointers at the inquiry's own fields. */
function fieldErrors(data: unknown): InquiryFieldErrors | null {
  const errors = (data as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors)) return null
  const fields: InquiryFieldErrors = {}
  for (const error of errors as { detail?: unknown; source?: { pointer?: unknown } }[]) {
    const pointer = typeof error.source?.pointer === 'string' ? error.source.pointer : ''
    const field = /^\/form\/([a-z_]+)$/.exec(pointer)?.[1] as keyof InquirySubmission | undefined
    if (field && typeof error.detail === 'string' && !fields[field]) fields[field] = error.detail
  }
  return Object.keys(fields).length > 0 ? fields : null
}

/**
 * The inquiry form's answer to `submitForm`'s result: nothing when the lead was received, the
 * field messages of a 400 or 422 that names fields; any other failure throws, so the form says
 * 'Whoops, something went wrong...'.
 *
 * @example
 * onSubmit={async (values) => inquiryAnswer(await tracking.submitForm(listingInquirySubmission({ values, listing, vid })))}
 */
export function inquiryAnswer(result: ApiResult<LeadReceipt>): InquiryFieldErrors | undefined {
  if (result.ok) return undefined
  const error = result.error
  // 422: a value the form's rules refuse (a phone number that is not one); 400: the rest.
  const fields = isHttpError(error) && (error.status === 400 || error.status === 422) ? fieldErrors(error.data) : null
  if (fields) return fields
  throw new Error(`The inquiry was not received (${String(error.status)}).`)
}
