import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

type Module<P> = { default: ComponentType<P> }

/** A React.lazy component with `preload()`, which loads its module ahead of the render. */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>
  /** Whether the module is in: the component then renders without suspending. */
  isLoaded: () => boolean
}

/**
 * React.lazy over `load`, drawing at once once `preload()` has loaded the module. React.lazy alone
 * suspends on its first render even when the chunk is already in, and a server-rendered page
 * would then hydrate that part in a later pass, after its effects and other work: clicks in the
 * meantime go nowhere. With the module preloaded, the factory hands React a thenable that answers
 * at once, which React reads without suspending.
 *
 * @example
 * const SearchPage = lazyModule(() => import('./SearchPage.js'))
 * await SearchPage.preload() // then hydrate: <SearchPage /> renders in the same pass
 */
export function lazyModule<P>(load: () => Promise<Module<P>>): PreloadableComponent<P> {
  let loaded: Module<P> | null = null
  const preload = () => load().then((module) => (loaded = module))
  const component = lazy(() => {
    if (!loaded) return preload()
    const module = loaded
    // Answers in the call to `then`: React.lazy then has the module before it would suspend. A
    // promise's own `then` covers the prototype's (asynchronous) one, and the type stays a Promise.
    return Object.assign(Promise.resolve(module), { then: (resolve: (value: Module<P>) => void) => resolve(module) })
  })
  return Object.assign(component, { preload, isLoaded: () => loaded !== null })
}
