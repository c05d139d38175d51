import type { Feed } from '../site/market.js'

/** What the map's 'Disclaimer(s)' panel shows for one feed. */
export type MapDisclaimer = {
  feedId: string
  /** The feed's disclaimer HTML, unsanitised (the view sanitises it), when its settings show text on the map. */
  html: string | null
  /** The feed's logo, when its settings show the image on the map. */
  logoUrl: string | null
  /** Size the logo to fit its box rather than at its own size. */
  containLogo: boolean
}

function present(text: string | null | undefined): string | null {
  return typeof text === 'string' && text.trim() !== '' ? text : null
}

/**
 * The feeds' disclaimers for the map, in feed order: text when `disclaimer_settings.text.map` is
 * on and the feed has disclaimer HTML, the logo when `image.map` is on and it has a logo. Feeds
 * with neither are left out; an empty list means the map has no 'Disclaimer(s)' button.
 *
 * @example
 * mapDisclaimers([{ id: '1', disclaimer_html: '<p>©</p>', disclaimer_settings: { text: { map: true } } }])
 * // [{ feedId: '1', html: '<p>©</p>', logoUrl: null, containLogo: false }]
 */
export function mapDisclaimers(feeds: readonly Feed[] | null | undefined): MapDisclaimer[] {
  return (feeds ?? []).flatMap((feed): MapDisclaimer[] => {
    const settings = feed.disclaimer_settings
    const html = settings?.text?.map ? present(feed.disclaimer_html) : null
    const logoUrl = settings?.image?.map ? present(feed.idx_logo_url) : null
    if (html === null && logoUrl === null) return []
    return [{ feedId: feed.id, html, logoUrl, containLogo: settings?.image?.contain === true }]
  })
}
