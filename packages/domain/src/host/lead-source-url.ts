/** The `type` of the message an embedding page posts to the frame with its own address. */
export const PARENT_LOCATION_MESSAGE_TYPE = 'idx:parent-location'

/**
 * What the embedding page posts to the frame whenever its address changes (embed.js does), so a
 * lead records the brokerage's page the visitor was on rather than the frame's.
 */
export type ParentLocationMessage = { type: typeof PARENT_LOCATION_MESSAGE_TYPE; href: string }

/** What the frame knows about where it is shown. */
export interface LeadPageFacts {
  /** The app's own address (`location.href`). */
  frameHref: string
  /** Whether the app runs in a frame of another page. */
  framed: boolean
  /** The last address the embedding page posted (ParentLocationMessage), if any. */
  parentHref: string | null
  /** `document.referrer`: in a frame, the embedding page (its whole URL, or only its origin under the default referrer policy). */
  referrer: string
}

/**
 * The page a lead came from, as the brokerage wants it recorded: the app's own page when it is not
 * framed; when framed, the embedding page's address it posted, else the referrer (the embedding
 * page, perhaps only its origin), else the frame's own page. Only http(s) addresses count.
 *
 * @example
 * leadSourceUrl({ framed: true, frameHref: 'https://idx.example/app/listing/1', parentHref: 'https://broker.example/homes?idx=%2Flisting%2F1', referrer: '' })
 * // 'https://broker.example/homes?idx=%2Flisting%2F1'
 */
export function leadSourceUrl(facts: LeadPageFacts): string {
  if (!facts.framed) return facts.frameHref
  return httpUrl(facts.parentHref) ?? httpUrl(facts.referrer) ?? facts.frameHref
}

/**
 * Whether a window message is an embedding page's address: the right type, an http(s) `href`, and
 * sent by the embedding page's origin (`parentOrigin`, from the referrer; any origin when unknown).
 */
export function readParentLocation(data: unknown, origin: string, parentOrigin: string | null): string | null {
  if (typeof data !== 'object' || data === null) return null
  const message = data as Partial<ParentLocationMessage>
  if (message.type !== PARENT_LOCATION_MESSAGE_TYPE) return null
  if (parentOrigin !== null && origin !== parentOrigin) return null
  return httpUrl(message.href)
}

function httpUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
