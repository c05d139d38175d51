// The site's default privacy policy at /app/privacy: what the IDX disclaimer links when the site
// has no privacy policy of its own (features.idx_disclaimer.privacy_policy). It names the
// brokerage and says what this site collects and why, in plain words; a brokerage with its own
// policy sets its link in the site settings instead. Loaded only when the page opens; the server
// renders it.
import { normalizeCached } from '@idx/api-client/react'
import { PageTitle, type SiteApi } from '@idx/app-shell'
import { Link } from 'react-router'
import { WithSiteHeader } from './WithSiteHeader.js'

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

/** `/app/privacy` under the site header. */
export default function PrivacyPolicyPage({ api }: { api: SiteApi }) {
  const { site, failed } = api.useGetSiteQuery(undefined, {
    selectFromResult: ({ data, isError }) => ({ site: data ? normalizeCached(data).data : null, failed: isError }),
  })
  // The policy names the brokerage: it waits for the site rather than show another name first.
  const settled = site !== null || failed
  const brokerage = site?.name?.trim() || 'this brokerage'
  return (
    <WithSiteHeader api={api}>
      <PageTitle api={api} title={PRIVACY_POLICY_TITLE} />
      <main className="message-page">
        <h1>{PRIVACY_POLICY_TITLE}</h1>
        {settled
          ? defaultPrivacyPolicy(brokerage).map((part) => (
              <section key={part.heading}>
                <h2>{part.heading}</h2>
                <p>{part.text}</p>
              </section>
            ))
          : null}
        <p>
          <Link to="/">Back to the search</Link>
        </p>
      </main>
    </WithSiteHeader>
  )
}
