// Display texts of the inquiry and agent widgets. The quoted ones are the spec's words, to the
// letter (search-detail-signin §2, §5, §8; collaboration-agents-admin "Account, sidebar and
// agent"); the rest are ours, where the spec names a state but not its words.

/** The inquiry modal's title and the listing's button (spec §2). */
export const INQUIRY_TITLE = 'Ask a Question'
/** After an inquiry was received (spec §8 "Inquiry success"). */
export const INQUIRY_SUCCESS_MESSAGE = "We've received your inquiry, thank you!"
/** A failed inquiry (spec §8 "Inquiry failure"): title and body. */
export const INQUIRY_FAILURE_TITLE = 'Whoops, something went wrong...'
export const INQUIRY_FAILURE_BODY = 'Please try again.'
/** The agent question of the inquiry flow (spec §4). */
export const WORKING_WITH_AGENT_QUESTION = 'Are you working with an Agent?'

/** Agent search (spec §5). The space before '?' is the spec's. */
export const AGENT_SEARCH_LOADING = 'Loading...'
export const AGENT_SEARCH_EMPTY = 'No agents found'
export const AGENT_SEARCH_HINT = "Can't find your agent ? Keep typing to refine the search."
/** Ours: why the picker does not search (the spec requires a data source name). */
export const AGENT_SEARCH_UNAVAILABLE = 'Agent search is not available for this listing.'
/** The spec's async failure default (§8). */
export const ASYNC_FAILURE_MESSAGE = 'Oops, Something went wrong...'

/** work-with-agent/{agent_id} (collaboration spec). */
export const GET_STARTED_LABEL = 'Get Started'

/** Ours: the support chat's launcher button and its form's default title. */
export const SUPPORT_CHAT_LABEL = 'Chat with us'

/** Ours: the support chat and callback forms after a send. */
export const SUPPORT_SENT_MESSAGE = 'Thanks! Your message was sent. We will get back to you shortly.'
export const CALLBACK_SENT_MESSAGE = 'Thanks! We will call you back shortly.'
