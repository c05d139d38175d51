import { lazy } from 'react'
import { ListingAgentCallback } from './agents/ListingAgentCallback.js'
import { SupportChatMount } from './agents/SupportChatMount.js'
import type { ListingLeads } from './shared/listing-leads.js'

/**
 * The agents feature's lead widgets a listing's page draws (shared/listing-leads.ts says why they
 * are handed in). 'Ask a Question' (its forms, react-final-form) loads when it opens: a closed
 * dialog draws nothing. A page served with it open names its chunk beside the entry
 * (server-rendered-modules.ts).
 */
export const listingLeads: ListingLeads = {
  SupportChat: SupportChatMount,
  AgentCallback: ListingAgentCallback,
  InquiryModal: lazy(() => import('./agents/ListingInquiryModal.js')),
}
