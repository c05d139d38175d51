import { API_PREFIX, type FetchFunction } from '../http/create-http-client.js'
import type { TokenGetter } from '../http/create-token-getter.js'
import type { ApiError } from '../http/api-result.js'
import { encodeQuery } from '../http/encode-query.js'
import { leadListQuery, type LeadListFilter } from './lead-requests.js'

/** The export's file as the server named it, or what it failed with. */
export type LeadsCsvResult =
  | { readonly ok: true; readonly blob: Blob; readonly fileName: string }
  | { readonly ok: false; readonly error: ApiError }

export interface FetchLeadsCsvOptions {
  /** The API's origin ('' for the page's own). */
  readonly baseUrl: string
  /** The session's token getter: the export needs the signed-in admin's or agent's token. */
  readonly getToken: TokenGetter
  readonly fetch?: FetchFunction
}

/** The fallback name when the answer names no file. */
const DEFAULT_FILE_NAME = 'leads.csv'

/**
 * The file name of a `Content-Disposition: attachment; filename="…"` header.
 *
 * @example
 * attachmentFileName('attachment; filename="leads-lone-star-realty-2026-11-29.csv"') // 'leads-lone-star-realty-2026-11-29.csv'
 */
export function attachmentFileName(header: string | null): string {
  const match = /filename="([^"]+)"/i.exec(header ?? '') ?? /filename=([^;\s]+)/i.exec(header ?? '')
  return match?.[1] ?? DEFAULT_FILE_NAME
}

/**
 * `GET leads.csv` with the list's filters, as a Blob to hand to a download link: a link to the
 * URL cannot carry the Bearer token, so the file is fetched here and saved from memory.
 *
 * @example
 * const result = await fetchLeadsCsv({ baseUrl: '', getToken: session.getToken }, { status: 'new' })
 * if (result.ok) saveAs(result.blob, result.fileName)
 */
export async function fetchLeadsCsv(options: FetchLeadsCsvOptions, filter: LeadListFilter): Promise<LeadsCsvResult> {
  const token = await options.getToken()
  const query = encodeQuery(leadListQuery(filter))
  const url = `${options.baseUrl}${API_PREFIX}/leads.csv${query ? `?${query}` : ''}`
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init))
  try {
    const response = await doFetch(url, {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
    if (!response.ok) {
      const text = await response.text()
      let data: unknown = text
      try {
        data = JSON.parse(text)
      } catch {
        // Not JSON: keep the text.
      }
      return { ok: false, error: { status: response.status, data } }
    }
    const fileName = attachmentFileName(response.headers.get('content-disposition'))
    return { ok: true, blob: await response.blob(), fileName }
  } catch (error) {
    return { ok: false, error: { status: 'FETCH_ERROR', error: String(error) } }
  }
}
