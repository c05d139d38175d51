// The site's default privacy policy at /app/privacy: what the IDX disclaimer links when the site
// has no privacy policy of its own (features.idx_disclaimer.privacy_policy). It names the
// brokerage and says what this site collects and why, in plain words; a brokerage with its own
// policy sets its link in the site settings instead. Loaded only when the page opens, under the
// site header App.tsx draws. It imports nothing the first JavaScript shares (the site's name is
// read from the cached document as the API sent it), so it splits no shared chunk off.
import type { SiteApi } from '@idx/app-shell'
import { useMemo } from 'react'

export const PRIVACY_POLICY_TITLE = 'Privacy Policy'

/** The default privacy policy, naming `brokerage`: one paragraph per entry. */
export function defaultPrivacyPolicy(brokerage: string): { heading: string; text: string }[] {
  return [
    {
      heading: 'Who we are',
      text: `This property search is run by ${brokerage}. This policy says what the search collects about you and how ${brokerage} uses it.`,
    },
    {
      heading: 'What we collect',
      text: 'When you create an account, ask about a listing or ask to be called back, we keep what you type: your name, e-mail address, phone number and message. As you search, we record the searches you run and the listings you view, so that we can show you similar homes and your agent can help you.',
    },
    {
      heading: 'How we use it',
      text: `${brokerage} and its agents use it to answer your questions, to send the listing alerts you ask for and to help you buy, sell or rent a home. We do not sell your personal information.`,
    },
    {
      heading: 'Listing data',
      text: 'Listing information comes from the multiple listing services named on each listing. It is deemed reliable but is not guaranteed.',
    },
    {
      heading: 'Your choices',
      text: `You can change your account settings and notifications at any time, unsubscribe from any e-mail we send, and ask ${brokerage} to see or delete the information it holds about you.`,
    },
  ]
}

/** The site document's name as cached (a JSON:API document: data.attributes.name). */
function cachedSiteName(document: unknown): string | null {
  const name = (document as { data?: { attributes?: { name?: unknown } } } | undefined)?.data?.attributes?.name
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null
}

/** `/app/privacy`'s policy. */
export default function PrivacyPolicyPage({ api }: { api: SiteApi }) {
  const { name, settled } = api.useGetSiteQuery(undefined, {
    selectFromResult: ({ data, isError }) => ({ name: cachedSiteName(data), settled: data !== undefined || isError }),
  })
  // The policy names the brokerage: it waits for the site rather than show another name first.
  const policy = useMemo(() => defaultPrivacyPolicy(name ?? 'this brokerage'), [name])
  return (
    <main className="message-page">
      <h1>{PRIVACY_POLICY_TITLE}</h1>
      {settled
        ? policy.map((part) => (
            <section key={part.heading}>
              <h2>{part.heading}</h2>
              <p>{part.text}</p>
            </section>
          ))
        : null}
      <p>
        <a href="/app/">Back to the search</a>
      </p>
    </main>
  )
}
