import type { CurrentUser } from '@idx/api-client'
import type { Listing, Site } from '@idx/domain'
import type { HeadingLevel, InquiryModalProps } from '@idx/search-ui'
import type { SiteApi, SiteConfig } from '@idx/app-shell'
import type { ComponentType } from 'react'

// The lead widgets a listing's page draws are the agents feature's (agents/), and the listing
// feature must not import them: it declares here what it draws them with, agents/ implements
// these props, and the composition root (listing-leads.tsx) hands the components in.

/** The support chat launcher (agents/SupportChatMount.tsx). */
export type SupportChatMountProps = {
  api: SiteApi
  config: SiteConfig
  site: Site | null
  /** The screen's market: the URL's, else the configured one, else the site's default. */
  marketId: string | null | undefined
}

/** 'Request a call back' under a listing's detail (agents/ListingAgentCallback.tsx). */
export type ListingAgentCallbackProps = {
  config: SiteConfig
  site: Site | null
  listing: Listing
  /** The market the listing is shown in. */
  marketId: string | null | undefined
  user: CurrentUser | null
  /** The page's URL for the listing, sent with the lead. */
  listingUrl: string
  headingLevel?: HeadingLevel
}

/** 'Ask a Question' with its agent question wired (agents/ListingInquiryModal.tsx). */
export type ListingInquiryModalProps = Omit<InquiryModalProps, 'askAboutAgent' | 'agentSearch'> & {
  api: SiteApi
  config: SiteConfig
  site: Site | null
  /** The listing's feed: the agent search looks for the visitor's agent there. */
  dataSourceName: string | null | undefined
}

/**
 * The lead widgets of a listing's page. `InquiryModal` may be lazy (a closed dialog draws
 * nothing, and its forms load when it opens): it is drawn inside a Suspense boundary.
 */
export type ListingLeads = {
  SupportChat: ComponentType<SupportChatMountProps>
  AgentCallback: ComponentType<ListingAgentCallbackProps>
  InquiryModal: ComponentType<ListingInquiryModalProps>
}
