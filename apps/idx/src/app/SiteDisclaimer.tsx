// The site's IDX disclaimer (features.idx_disclaimer) under the search results and a listing: the
// site's template, its terms of use and its privacy policy (the site's default page when it has
// none of its own). Loaded only on a site that shows one; the server renders it into the page.
import type { Site } from '@idx/domain'
import { useMemo } from 'react'
import { siteDisclaimer } from '../shared/site-disclaimer.js'

const CSS = `
.site-disclaimer { margin: 1.5rem 0 0.5rem; padding: 0.75rem 1rem; border-top: 1px solid #d5d9de;
  color: var(--idx-muted, #57606a); font-size: 0.8125rem; line-height: 1.45; }
.site-disclaimer p { margin: 0 0 0.5rem; }
.site-disclaimer__links { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; }
.site-disclaimer a { color: var(--idx-accent, #0b5cad); text-decoration: underline; }
`

/** The disclaimer of `site`, or nothing when its disclaimer is off. */
export default function SiteDisclaimer({ site }: { site: Pick<Site, 'features'> | null }) {
  const disclaimer = useMemo(() => siteDisclaimer(site), [site])
  if (!disclaimer) return null
  return (
    <section className="site-disclaimer" aria-label="Disclaimer">
      <style href="idx-site-disclaimer" precedence="idx-app">
        {CSS}
      </style>
      {disclaimer.text ? <p>{disclaimer.text}</p> : null}
      <ul className="site-disclaimer__links">
        {disclaimer.termsOfUse ? (
          <li>
            <a href={disclaimer.termsOfUse}>Terms of Use</a>
          </li>
        ) : null}
        <li>
          <a href={disclaimer.privacyPolicy}>Privacy Policy</a>
        </li>
      </ul>
    </section>
  )
}
