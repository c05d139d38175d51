import { lazy, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { renderToHtml } from './render-to-html.js'

function Listing({ price }: { price: string }) {
  return (
    <article>
      <h1>12 Cache Ln</h1>
      <p>{price}</p>
    </article>
  )
}

describe('renderToHtml', () => {
  it('writes a page whose parts are all ready in one pass, Suspense boundaries in place', async () => {
    const html = await renderToHtml(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Listing price="$500,000 <reduced>" />
        </Suspense>
      </main>,
    )
    expect(html).toBe(
      '<main><!--$--><article><h1>12 Cache Ln</h1><p>$500,000 &lt;reduced&gt;</p></article><!--/$--></main>',
    )
  })

  it('waits for a part that suspends rather than write its fallback (crawlers get the whole page)', async () => {
    const LazyListing = lazy(async () => ({ default: Listing }))
    const html = await renderToHtml(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <LazyListing price="$500,000" />
        </Suspense>
      </main>,
    )
    expect(html).toContain('<h1>12 Cache Ln</h1>')
    expect(html).not.toContain('Loading…')
    expect(html).not.toContain('<!--$!')
  })

  it('fails when a part inside a boundary fails, so the page is served for the browser to render', async () => {
    function Broken(): never {
      throw new Error('no such listing field')
    }
    const render = renderToHtml(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Broken />
        </Suspense>
      </main>,
    )
    await expect(render).rejects.toThrow('no such listing field')
  })
})
