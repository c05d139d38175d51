import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lazyModule } from './lazy-module.js'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

describe('a preloadable lazy component', () => {
  it('suspends before its module is in, and renders at once after preload()', async () => {
    let loads = 0
    const Lazy = lazyModule(async () => {
      loads++
      return { default: Greeting }
    })
    const page = () => renderToString(<Suspense fallback={<p>Loading</p>}>{<Lazy name="Ada" />}</Suspense>)
    const Fresh = lazyModule(async () => ({ default: Greeting }))
    expect(Fresh.isLoaded()).toBe(false)
    expect(renderToString(<Suspense fallback={<p>Loading</p>}>{<Fresh name="Ada" />}</Suspense>)).toContain('Loading')

    await Lazy.preload()
    expect(Lazy.isLoaded()).toBe(true)
    // renderToString cannot wait: the content is there only because nothing suspended.
    expect(page()).toContain('Hello <!-- -->Ada')
    expect(loads).toBe(1)
  })
})
