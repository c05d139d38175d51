import { STATUS_CODES } from 'node:http'

/** A JSON:API 1.1 error document with one error. */
export function jsonApiError(status: number, detail: string, pointer?: string) {
  return {
    errors: [
      {
        status: String(status),
        title: STATUS_CODES[status] ?? 'Error',
        detail,
        ...(pointer === undefined ? {} : { source: { pointer } }),
      },
    ],
  }
}
