// Test helper (not exported from the package): a fetch that records each call and answers
// from a function, so tests assert exactly what went over the wire.
import type { FetchFunction } from './create-http-client.js'

export interface RecordedCall {
  readonly url: string
  readonly method: string
  readonly headers: Record<string, string>
  readonly body: unknown
  readonly signal: AbortSignal | undefined
}

export type Answer = (call: RecordedCall) => Response | Promise<Response>

export function fakeFetch(answer: Answer = () => jsonResponse(200, { data: null })) {
  const calls: RecordedCall[] = []
  const fetch: FetchFunction = async (url, init) => {
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? undefined,
    }
    calls.push(call)
    return answer(call)
  }
  return { fetch, calls }
}

export function jsonResponse(status: number, body: unknown, contentType = 'application/vnd.api+json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } })
}

/** Answers only when the request's signal aborts, rejecting the way fetch does. */
export function answerNeverUntilAborted(call: RecordedCall): Promise<Response> {
  return new Promise((_, reject) => {
    const fail = () => reject(call.signal?.reason ?? new DOMException('This operation was aborted', 'AbortError'))
    if (call.signal?.aborted) fail()
    else call.signal?.addEventListener('abort', fail)
  })
}
