import { breakpointForWidth, DELAYS_MS } from '@idx/domain'
import type { Breakpoint } from '@idx/domain'
import { useEffect, useState } from 'react'

function currentBreakpoint(): Breakpoint {
  return typeof window === 'undefined' ? 'large' : breakpointForWidth(window.innerWidth)
}

/**
 * The viewport's breakpoint (small under 30em...), re-read `DELAYS_MS.resize` after
 * the window stops resizing. A host that knows better (a narrow column, a test)
 * passes `pinned`, which wins.
 */
export function useBreakpoint(pinned?: Breakpoint): Breakpoint {
  const [measured, setMeasured] = useState<Breakpoint>(currentBreakpoint)
  useEffect(
    function followResizes() {
      if (pinned) return
      let timer: ReturnType<typeof setTimeout> | undefined
      function onResize() {
        clearTimeout(timer)
        timer = setTimeout(() => setMeasured(currentBreakpoint()), DELAYS_MS.resize)
      }
      window.addEventListener('resize', onResize)
      return function stopFollowing() {
        clearTimeout(timer)
        window.removeEventListener('resize', onResize)
      }
    },
    [pinned],
  )
  return pinned ?? measured
}
