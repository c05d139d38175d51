import type { ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { Writable } from 'node:stream'

/** A render that has not finished by then is abandoned (the server then sends the page unrendered). */
const RENDER_TIMEOUT_MS = 5000

/**
 * How React marks a Suspense boundary it left for the browser to render (something in it suspended
 * or failed). The page's own text cannot hold it: React escapes text, and writes comments itself.
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!'

/**
 * The element's HTML once everything in it, lazy parts included, has rendered. The page's lazy
 * modules are loaded and its documents are in the store before it renders, so nothing suspends
 * and one synchronous pass writes it whole (no stream, no bytes to decode: about a sixth of the
 * render's time). When a boundary did not finish in that pass, the page is streamed instead,
 * which waits for everything and fails on an error inside a boundary.
 */
export function renderToHtml(element: ReactNode): Promise<string> {
  const html = renderToString(element)
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? streamToHtml(element) : Promise.resolve(html)
}

/** The element's HTML streamed until everything in it, lazy parts included, has rendered. */
function streamToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let failure: unknown = null
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
        done()
      },
      final(done) {
        clearTimeout(timer)
        // An error inside a Suspense boundary still completes the stream, with that part left to
        // the browser: the page is then not one the server should vouch for.
        if (failure) reject(failure)
        else resolve(Buffer.concat(chunks).toString('utf8'))
        done()
      },
    })
    const stream = renderToPipeableStream(element, {
      // Everything is ready before the first byte goes out, so every boundary goes out in place:
      // React would otherwise outline a boundary once the page's bytes before it pass its chunk
      // size (12.8 kB; the split detail after 40 cards does), revealing it with an inline script
      // the page's Content-Security-Policy refuses, and hydration would fail there (React #419).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer)
        reject(error)
      },
      onError: (error) => {
        failure ??= error
      },
    })
    const timer = setTimeout(
      () => stream.abort(new Error(`server render took over ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    )
  })
}
