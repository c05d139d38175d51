/**
 * The spec's sidebar body text (§2 "Saving a listing": it describes saved searches, real-time
 * alerts, collaboration and shareable collections): under a visitor's sidebar title and atop the
 * Collections list.
 */
export const SIDEBAR_BODY_TEXT =
  'Save searches and get real-time alerts when new homes match them, collaborate with the people you buy with, and keep shareable collections of the homes you like.'

/** The sidebar's title for a visitor (spec §2, one of the sidebar dialog titles). */
export const VISITOR_SIDEBAR_TITLE = 'Register or Sign-in to Unlock More Features'
