import { listingAgentCard } from '@idx/domain'
import { AgentCallbackForm } from '@idx/search-ui'
import { leadPageUrl } from '../shared/lead-page-url.js'
import type { ListingAgentCallbackProps } from '../shared/listing-leads.js'
import { agentCallbackSubmission } from './agent-leads.js'
import { leadAnswer } from './lead-answer.js'
import { useSiteTracking } from './useSiteTracking.js'

/** The callback's props without the site (ListingAgentCallback.tsx has checked it). */
export type ListingAgentCallbackFormProps = Omit<ListingAgentCallbackProps, 'site'>

const CALLBACK_FIELDS = ['full_name', 'phone_number', 'message'] as const

/**
 * The form of 'Request a call back' (ListingAgentCallback.tsx shows it): the agent who calls is
 * the one the detail's agent card presents (the visitor's own agent, else the listing agent of a
 * broker listing), else the site. The request is an `agent-callback` lead for the brokerage's CRM
 * (the spec's third-party lead service). Loaded lazily, with react-final-form, where it shows.
 */
export default function ListingAgentCallbackForm({
  config,
  listing,
  marketId,
  user,
  listingUrl,
  headingLevel = 2,
}: ListingAgentCallbackFormProps) {
  const { tracking, vid } = useSiteTracking(config)
  const card = listingAgentCard(listing, user?.current_agent)
  const agent = card.kind === 'invitation' ? null : card.agent
  const fullName = [user?.first_name, user?.last_name].filter(Boolean).join(' ')
  return (
    <AgentCallbackForm
      // A new listing (Previous / Next) starts a new request.
      key={listing.id}
      className="listing-screen__callback"
      kind="callback"
      agent={agent}
      headingLevel={headingLevel}
      contact={user ? { full_name: fullName, phone_number: user.phone_number ?? '' } : undefined}
      onSubmit={async (values) =>
        leadAnswer(
          await tracking.submitForm(
            agentCallbackSubmission({
              values,
              agent,
              listing: { ...listing, url: listingUrl },
              user,
              vid: vid(),
              marketId: marketId ?? null,
              sourceUrl: leadPageUrl(),
            }),
          ),
          CALLBACK_FIELDS,
        )
      }
    />
  )
}
