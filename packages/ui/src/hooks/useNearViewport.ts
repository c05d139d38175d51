import { useEffect, useState } from 'react'

/** How far outside the viewport an element counts as near: about a phone screen's scroll. */
const NEAR = '800px 0px'

/**
 * The element's nearest scrolling ancestor, else null (the viewport): an observer's margin
 * widens only its own root, so an element in a scrolling panel is watched from that panel.
 */
function scrollParent(element: Element): Element | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent)
    if (overflowY === 'auto' || overflowY === 'scroll') return parent
  }
  return null
}

/**
 * Whether the element has come near the viewport (within about a screen's scroll of it, in the
 * panel that scrolls it), latched
 * once true: for parts at the bottom of a long page (a form, a disclaimer) whose code or work can
 * wait until the visitor scrolls towards them. False on the server and before the first effect;
 * true at once where the browser has no IntersectionObserver. The element is handed over by the
 * returned callback ref, so one that mounts later (after hydration) is watched too.
 *
 * @example
 * const [place, near] = useNearViewport()
 * return <div ref={place}>{near ? <CallbackForm /> : null}</div>
 */
export function useNearViewport(): [place: (element: Element | null) => void, near: boolean] {
  const [near, setNear] = useState(false)
  const [element, setElement] = useState<Element | null>(null)
  useEffect(
    function watchDistance() {
      if (near || !element) return
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true)
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true)
        },
        { root: scrollParent(element), rootMargin: NEAR },
      )
      observer.observe(element)
      return () => observer.disconnect()
    },
    [near, element],
  )
  return [setElement, near]
}
