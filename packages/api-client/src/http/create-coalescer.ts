import { normalizeDocument } from '../jsonapi/normalize-document.js'
import type { JsonApiDocument, JsonApiRecord } from '../jsonapi/types.js'
import { apiFailure, type ApiResult } from './api-result.js'
import type { HttpClient } from './create-http-client.js'

export interface CoalescerOptions {
  /** Only `get` is used, so a fake with that one method is enough in tests. */
  readonly client: Pick<HttpClient, 'get'>
  /** The collection path, e.g. `listings` or `properties`. */
  readonly path: string
  /**
   * How long `find` calls are collected before one request goes out. Default 0: everything
   * asked for in the current tick (one macrotask, including its promise callbacks) is batched.
   */
  readonly windowMs?: number
  /**
   * Most ids in one request; more are split into several requests. Default 20, to stay inside
   * a server's default page size (the multi-fetch sends no `page` parameter).
   */
  readonly maxBatchSize?: number
}

export interface FindOptions {
  /** Aborting resolves this caller with `status: 'ABORTED'` at once; the shared request is aborted only when every caller in it has aborted. */
  readonly signal?: AbortSignal
}

export interface Coalescer<TRecord extends JsonApiRecord = JsonApiRecord> {
  /** Resolves with the normalised record, or a failure (404 when the server left the id out). */
  find(id: string | number, options?: FindOptions): Promise<ApiResult<TRecord>>
}

interface Waiter {
  readonly id: string
  readonly signal: AbortSignal | undefined
  settled: boolean
  batch: AbortController | undefined
  settle(result: ApiResult<JsonApiRecord>): void
  fail(cause: unknown): void
}

/**
 * Batches `find(id)` calls into one multi-fetch: N ids asked for within the window become one
 * `GET {path}?filter[id][value]=a,b,...`, and each caller gets its own record. A batch with a
 * single id asks for `GET {path}/{id}` instead, so a lone lookup keeps the server's own 404.
 * Duplicate ids are requested once. A failed request fails every caller in that batch with the
 * same result.
 *
 * @example
 * const listings = createCoalescer({ client, path: 'listings' })
 * const [a, b] = await Promise.all([listings.find('a'), listings.find('b')]) // one request
 */
export function createCoalescer<TRecord extends JsonApiRecord = JsonApiRecord>(
  options: CoalescerOptions,
): Coalescer<TRecord> {
  const { client, windowMs = 0, maxBatchSize = 20 } = options
  const path = options.path.replace(/\/+$/, '')
  if (!Number.isInteger(maxBatchSize) || maxBatchSize < 1) {
    throw new RangeError(`createCoalescer maxBatchSize must be a positive integer; got ${maxBatchSize}.`)
  }
  let pending: Waiter[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  function find(id: string | number, findOptions: FindOptions = {}): Promise<ApiResult<TRecord>> {
    const { signal } = findOptions
    return new Promise<ApiResult<JsonApiRecord>>((resolve, reject) => {
      const waiter: Waiter = {
        id: String(id),
        signal,
        settled: false,
        batch: undefined,
        settle(result) {
          if (waiter.settled) return
          waiter.settled = true
          signal?.removeEventListener('abort', onAbort)
          resolve(result)
        },
        fail(cause) {
          if (waiter.settled) return
          waiter.settled = true
          signal?.removeEventListener('abort', onAbort)
          reject(cause)
        },
      }
      function onAbort() {
        waiter.settle(apiFailure({ status: 'ABORTED', error: abortMessage(signal) }))
        pending = pending.filter((other) => other !== waiter)
        if (waiter.batch && everyoneGaveUp(waiter.batch)) waiter.batch.abort()
      }
      if (signal?.aborted) {
        onAbort()
        return
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      pending.push(waiter)
      timer ??= setTimeout(flush, windowMs)
    }) as Promise<ApiResult<TRecord>>
  }

  const batches = new Map<AbortController, readonly Waiter[]>()
  function everyoneGaveUp(batch: AbortController): boolean {
    return (batches.get(batch) ?? []).every((waiter) => waiter.settled)
  }

  function flush(): void {
    timer = undefined
    const waiters = pending
    pending = []
    const byId = new Map<string, Waiter[]>()
    for (const waiter of waiters) byId.set(waiter.id, [...(byId.get(waiter.id) ?? []), waiter])
    const ids = [...byId.keys()]
    for (let start = 0; start < ids.length; start += maxBatchSize) {
      const batchIds = ids.slice(start, start + maxBatchSize)
      void dispatch(
        batchIds,
        batchIds.flatMap((id) => byId.get(id) ?? []),
      )
    }
  }

  async function dispatch(ids: readonly string[], waiters: readonly Waiter[]): Promise<void> {
    const controller = new AbortController()
    batches.set(controller, waiters)
    for (const waiter of waiters) waiter.batch = controller
    try {
      const [single] = ids
      const result =
        ids.length === 1 && single !== undefined
          ? await client.get(`${path}/${encodeURIComponent(single)}`, { signal: controller.signal })
          : await client.get(path, { query: { filter: { id: { value: ids } } }, signal: controller.signal })
      if (!result.ok) {
        for (const waiter of waiters) waiter.settle(result)
        return
      }
      const { data } = normalizeDocument(result.data as JsonApiDocument)
      const records = data === null ? [] : Array.isArray(data) ? data : [data]
      const byId = new Map(records.map((record) => [record.id, record]))
      for (const waiter of waiters) {
        // A lone GET {path}/{id} answers with the record for that id, whatever id it carries.
        const record = ids.length === 1 ? records[0] : byId.get(waiter.id)
        waiter.settle(record ? { ok: true, status: result.status, data: record } : notFound(path, waiter.id))
      }
    } catch (cause) {
      for (const waiter of waiters) waiter.fail(cause)
    } finally {
      batches.delete(controller)
    }
  }

  return { find }
}

function notFound(path: string, id: string): ApiResult<never> {
  return apiFailure({
    status: 404,
    data: { errors: [{ status: '404', title: 'Not Found', detail: `${path} ${id} was not in the response.` }] },
  })
}

function abortMessage(signal: AbortSignal | undefined): string {
  const reason: unknown = signal?.reason
  return reason instanceof Error && reason.message ? reason.message : 'The request was aborted.'
}
