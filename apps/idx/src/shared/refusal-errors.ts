import { toSubmissionErrors, type ApiError, type SubmissionErrors } from '@idx/api-client'

/**
 * A form's submission errors from a refused request, when the server sent a JSON:API error list
 * (each message at its field, the rest under `_form`); null for a failure without one (the
 * network, a 500 without a body), which a form reports in its own words.
 */
export function refusalErrors(error: unknown): SubmissionErrors | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null
  const body = (error as { data?: { errors?: unknown } }).data
  if (!Array.isArray(body?.errors) || body.errors.length === 0) return null
  return toSubmissionErrors(error as ApiError)
}

/** Whether a request failed with this HTTP status. */
export function failedWithStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status
}
