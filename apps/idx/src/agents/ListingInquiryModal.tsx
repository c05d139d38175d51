import { InquiryModal } from '@idx/search-ui'
import { useSessionStatus } from '@idx/app-shell'
import type { ListingInquiryModalProps } from '../shared/listing-leads.js'
import { inquiryAgentToAssign } from './agent-assignment.js'
import { useAgentAssignment } from './useAgentAssignment.js'
import { useAgentSearch } from './useAgentSearch.js'

/**
 * 'Ask a Question' with its agent question wired: a visitor without an agent is asked 'Are you
 * working with an Agent?', and a 'Yes' searches the listing's feed through the api slice. The agent
 * picked travels in the lead (`current_agent_id`); with the site's `assign_agent_at_any_form` it
 * is also assigned once the inquiry is received (tracking, and the user's current agent when
 * signed in). Loaded lazily when it opens (listing-leads.tsx), with its forms and react-final-form.
 */
export default function ListingInquiryModal({
  api,
  config,
  site,
  dataSourceName,
  onSent,
  ...props
}: ListingInquiryModalProps) {
  const agentSearch = useAgentSearch(api, dataSourceName)
  const assign = useAgentAssignment(api, config)
  const status = useSessionStatus()
  const currentAgent = props.currentAgent ?? null
  return (
    <InquiryModal
      {...props}
      askAboutAgent={currentAgent === null}
      agentSearch={agentSearch}
      onSent={(values) => {
        onSent?.(values)
        const agentId = inquiryAgentToAssign({
          feature: site?.features?.assign_agent_at_any_form,
          pickedAgentId: values.current_agent,
          currentAgentId: currentAgent?.id,
        })
        // The lead is in; the assignment is extra and its failures are only logged by tracking.
        if (agentId) void assign(agentId, { signedIn: status === 'authenticated', reloadAfterMs: null })
      }}
    />
  )
}
