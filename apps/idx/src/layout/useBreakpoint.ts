import { breakpointForWidth, DELAYS_MS, type Breakpoint } from '@idx/domain'
import { useEffect, useState } from 'react'

/** The window's breakpoint (small/medium/large/xl), re-read 200 ms after resizing stops. */
export function useBreakpoint(): Breakpoint {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>(() =>
    typeof window === 'undefined' ? 'large' : breakpointForWidth(window.innerWidth),
  )
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    function onResize() {
      clearTimeout(timer)
      timer = setTimeout(() => setBreakpoint(breakpointForWidth(window.innerWidth)), DELAYS_MS.resize)
    }
    window.addEventListener('resize', onResize)
    return function stopWatchingResize() {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [])
  return breakpoint
}
