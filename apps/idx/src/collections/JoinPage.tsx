import { joinFromDocument } from '@idx/api-client'
import { normalizeCached } from '@idx/api-client/react'
import { JoinSplash } from '@idx/collaboration-ui'
import { collectionPath, isJoinType, savedSearchPath, type JoinType, type Site } from '@idx/domain'
import { useEffect, useRef } from 'react'
import { Navigate, Outlet, useMatch, useNavigate, useOutletContext, useParams } from 'react-router'
import { type SiteApi, usePageTitle, useRequireSession } from '@idx/app-shell'
import { SiteHeader } from '../app/SiteHeader.js'

/** The page title of the join splash (ours: the spec names none). */
export const JOIN_PAGE_TITLE = 'Join Collection'

type JoinContext = { api: SiteApi; site: Site | null; siteSettled: boolean; type: JoinType }

/**
 * `join/{type}/{id}/{code}` (spec §2 "Join", §4): the invitation splash, fed by the join record
 * (`GET joins/{type}/{id}?given=`). A 404 (wrong, used or expired code) still shows the splash as a
 * local record: the inviter and name are then unknown. 'Join' goes to the child `accept`, which
 * needs a session. A type other than collection or saved-search goes to the index.
 */
export default function JoinPage({ api }: { api: SiteApi }) {
  const { type = '', id = '', code = '' } = useParams()
  const navigate = useNavigate()
  const accepting = useMatch('/join/:type/:id/:code/accept') !== null
  const siteQuery = api.useGetSiteQuery()
  const site = siteQuery.data ? normalizeCached(siteQuery.data).data : null
  const valid = isJoinType(type)
  const joinQuery = api.useGetJoinQuery({ type: valid ? type : 'collection', id, given: code }, { skip: !valid })
  usePageTitle(api, valid ? (type === 'collection' ? JOIN_PAGE_TITLE : 'Join Saved Search') : null)
  if (!valid) return <Navigate to="/" replace />
  const invitation = joinQuery.currentData ? joinFromDocument(joinQuery.currentData) : null
  return (
    <>
      <SiteHeader api={api} site={site} />
      <main className="message-page join-page">
        <JoinSplash type={type} invitation={invitation} joining={accepting} onJoin={() => void navigate('accept')} />
        <Outlet context={{ api, site, siteSettled: site !== null || siteQuery.isError, type } satisfies JoinContext} />
      </main>
    </>
  )
}

/**
 * `join/{type}/{id}/{code}/accept`: a visitor signs in first (the visit is remembered and retried
 * after sign-in); then the invitation is accepted with the code (`PUT collections/{id}/accept_invite`
 * or `saved_searches/{id}/…`), and whatever the outcome the user goes to the collection's or saved
 * search's page (spec §4).
 */
export function JoinAccept() {
  const { api, site, siteSettled, type } = useOutletContext<JoinContext>()
  const { id = '', code = '' } = useParams()
  const navigate = useNavigate()
  const [accept] = api.useAcceptCollectionInviteMutation()
  const started = useRef(false)
  const guard = useRequireSession(type === 'collection' ? 'collection' : 'saved search', site)
  const signedIn = guard === null
  useEffect(() => {
    if (!signedIn || started.current) return
    started.current = true
    void (async () => {
      await accept({ id, kind: type, given: code })
      void navigate(`/${type === 'collection' ? collectionPath(id) : savedSearchPath(id)}`, { replace: true })
    })()
  }, [signedIn, type, accept, id, code, navigate])
  if (guard) return siteSettled ? guard : null
  return null
}
