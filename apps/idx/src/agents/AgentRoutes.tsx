import { lazy, Suspense } from 'react'
import type { WorkWithAgentPageProps } from './WorkWithAgentPage.js'

// The agent pages load when one opens: the search screen's first JavaScript carries none of them.
const WorkWithAgentPage = lazy(() => import('./WorkWithAgentPage.js'))
const GetStarted = lazy(() => import('./GetStarted.js'))

/** The element of `work-with-agent/:agentId`. */
export function WorkWithAgentElement(props: WorkWithAgentPageProps) {
  return (
    <Suspense fallback={null}>
      <WorkWithAgentPage {...props} />
    </Suspense>
  )
}

/** The element of its child `get-started`. */
export function GetStartedElement() {
  return (
    <Suspense fallback={null}>
      <GetStarted />
    </Suspense>
  )
}
