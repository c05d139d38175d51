import { SupportChatLauncher } from '@idx/search-ui'
import { type SiteApi, type SiteConfig, useCurrentUser, useSessionStatus } from '@idx/app-shell'
import { leadPageUrl } from '../shared/lead-page-url.js'
import { supportInquirySubmission } from './agent-leads.js'
import { leadAnswer } from './lead-answer.js'
import { useSiteTracking } from './useSiteTracking.js'
import { frameBridge } from '../embed/index.js'

export type SupportChatProps = { api: SiteApi; config: SiteConfig; marketId: string }

const CHAT_FIELDS = ['full_name', 'phone_number', 'message'] as const

/**
 * The support chat of a market where the site enables it: the launcher at the right end of the
 * site's header bar (covering nothing on the page; an icon on phones), whose message goes
 * to the tracking service as a `support-inquiry` lead. A signed-in user's name, e-mail and phone
 * come from their account and their agent answers; an anonymous visitor gives a name and phone.
 * Embedded, the chat first asks the embedding page over the bus (`forms.support.inquiry`, spec §7):
 * a page with its own chat takes the message; when it does not, or says nothing within 2000 ms,
 * the message goes to the tracking service as above, so no visitor's question is lost.
 */
export default function SupportChat({ api, config, marketId }: SupportChatProps) {
  const status = useSessionStatus()
  const { user } = useCurrentUser(api)
  const { tracking, vid } = useSiteTracking(config)
  const agent = user?.current_agent ?? null
  return (
    <SupportChatLauncher
      className="site-support-chat"
      placement="inline"
      agent={agent}
      askContact={status !== 'authenticated'}
      onSubmit={async (values) => {
        if (frameBridge) {
          const { handled } = await frameBridge.request({
            type: 'forms.support.inquiry',
            inquiry: {
              message: values.message,
              full_name: values.full_name || (user?.full_name ?? null),
              phone_number: values.phone_number || (user?.phone_number ?? null),
              listing_id: null,
            },
          })
          if (handled) return undefined
        }
        return leadAnswer(
          await tracking.submitForm(
            supportInquirySubmission({
              values,
              agent,
              user,
              vid: vid(),
              marketId,
              sourceUrl: leadPageUrl(),
            }),
          ),
          CHAT_FIELDS,
        )
      }}
    />
  )
}
