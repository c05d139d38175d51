// The listing detail's texts, to the letter of the spec (section 2, "Listing detail").

export const REGISTRATION_GATE_TITLE = 'Get Instant Access to the Price and Pictures of this Property!'
export const VIEW_PRICE_NOW = 'View Price now'
/** 'View {n} photos now', when the listing has more than one image. */
export const viewPhotosNow = (count: number) => `View ${count} photos now`
/** 'View all the details of {street} and others like it.', when the listing discloses its address. */
export const viewAllDetailsOf = (street: string) => `View all the details of ${street} and others like it.`

export const PASSWORD_GATE_TITLE = 'Enter the password to view the price and pictures of this property!'
export const UNLOCK_LABEL = 'Unlock'
/** Said after a wrong password (the spec words only that the input is cleared). */
export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Please try again.'
/** The spec's default for a failed asynchronous action. */
export const ASYNC_FAILURE_MESSAGE = 'Oops, Something went wrong...'

export const OPEN_IN_NEW_WINDOW = 'Open in New Window'
export const LISTING_AGENT_TITLE = 'Listing Agent'
/** The agent card's way to reach the agent (ours: the spec names the card's contents only). */
export const contactAgentLabel = (firstName: string) => `Contact ${firstName}`
/** The invitation card's way to reach the site's agents. */
export const CONTACT_US = 'Contact Us'
export const PROPERTY_DESCRIPTION_TITLE = 'Property Description'
export const SEE_MORE = 'See More'
export const SEE_LESS = 'See Less'
export const UPCOMING_OPEN_HOUSES_TITLE = 'Upcoming Open Houses'
export const ASK_A_QUESTION = 'Ask a Question'
export const MLS_PLUS = 'MLS +'
export const VIRTUAL_TOUR = 'Virtual Tour'
export const DRIVING_DIRECTIONS = 'Driving Directions'
/** The Map toggle while the photos show (the spec's 'Map toggle'). */
export const SHOW_MAP = 'Map'
/** The Map toggle while the map shows: it says what pressing it does (ours; the spec names only the toggle). */
export const HIDE_MAP = 'Hide Map'
/** 'Data last updated: {time}' under the feed disclaimer. */
export const dataLastUpdated = (time: string) => `Data last updated: ${time}`
/** The change log's section beside Sold History. */
export const PRICE_HISTORY_TITLE = 'Price and status history'
export const PRICE_HISTORY_LOADING = 'Loading the price and status history…'
export const PRICE_HISTORY_ERROR = 'The price and status history could not be loaded. Try again later.'
