import { readsAsLink } from '@idx/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { ClaimedJob, JobHandlers } from '../jobs/job-handler.js'
import { sendOnce } from '../jobs/send-once.js'
import { escapeHtml } from '../mail/escape-html.js'
import { jobMessageId } from '../mail/job-message-id.js'
import { mailHtml, mailText } from '../mail/mail-html.js'
import type { MailContent } from '../mail/sign-in-mail.js'
import type { Mailer } from '../mail/mailer.js'
import { sitePageUrl } from '../mail/site-page-url.js'

/** The job kind that tells a client their agent saved a search for them. */
export const SAVED_FOR_CLIENT_MAIL_JOB = 'saved-search-for-client-mail'

/** The job's payload: the saved search, the agent who saved it, and where its page is. */
export interface SavedForClientMailPayload {
  saved_search_id: number
  agent_id: number
  origin: string
}

export interface SavedForClientMailInput {
  siteName: string
  agentName: string
  searchName: string
  link: string
}

/**
 * The e-mail a client gets when their agent saves a search for them (POST saved_searches with
 * relationships.user). As the invitation mail does, it leaves out a name that reads as a link:
 * the agent's and the search's names are user-written.
 *
 * @example
 * savedForClientMail({ siteName: 'Test Realty', agentName: 'Ezra', searchName: 'Condos', link })
 * // { subject: 'Your agent saved a search for you on Test Realty', text: 'Hello,\n\nEzra saved the search "Condos" for you …', … }
 */
export function savedForClientMail(input: SavedForClientMailInput): MailContent {
  const agent = input.agentName.trim()
  const search = input.searchName.trim()
  const who = agent === '' || readsAsLink(agent) ? 'Your agent' : agent
  const named = search !== '' && !readsAsLink(search)
  const what = named ? `the search "${search}"` : 'a search'
  const whatHtml = named ? `the search “${escapeHtml(search)}”` : 'a search'
  const subject = `Your agent saved a search for you on ${input.siteName}`
  const text = mailText(
    [
      'Hello,',
      `${who} saved ${what} for you on ${input.siteName}. You will get its alerts of new listings, and you can ` +
        'change how often, or stop them, on its page:',
      input.link,
    ],
    input.siteName,
  )
  const link = escapeHtml(input.link)
  const html = mailHtml(
    subject,
    [
      '<p>Hello,</p>',
      `<p>${escapeHtml(who)} saved ${whatHtml} for you on ${escapeHtml(input.siteName)}. You will get its alerts of new listings, and you can change how often, or stop them, on its page:</p>`,
      `<p><a href="${link}">${link}</a></p>`,
    ],
    input.siteName,
  )
  return { subject, text, html }
}

function isPayload(value: unknown): value is SavedForClientMailPayload {
  const { saved_search_id: id, agent_id: agentId, origin } = (value ?? {}) as Partial<SavedForClientMailPayload>
  return typeof id === 'number' && typeof agentId === 'number' && typeof origin === 'string'
}

/**
 * The handler: e-mails the saved search's owner through sendOnce (sent once even when the job runs
 * again after a crash). A search deleted meanwhile gets no mail.
 */
export function savedForClientMailHandlers(deps: { db: Kysely<Database>; mailer: Mailer }): JobHandlers {
  const send = async (job: ClaimedJob<unknown>): Promise<void> => {
    if (!isPayload(job.payload)) throw new Error(`${SAVED_FOR_CLIENT_MAIL_JOB}: malformed payload`)
    const { saved_search_id: id, agent_id: agentId, origin } = job.payload
    const row = await deps.db
      .selectFrom('collections')
      .innerJoin('users as owner', 'owner.id', 'collections.user_id')
      .innerJoin('sites', 'sites.id', 'collections.site_id')
      .leftJoin('users as agent', (join) => join.on('agent.id', '=', agentId))
      .select([
        'collections.name',
        'collections.site_id',
        'owner.email',
        'sites.name as site_name',
        'agent.first_name as agent_first_name',
        'sites.front_facing_site_idx_prefix',
      ])
      .where('collections.id', '=', id)
      .where('collections.kind', '=', 'saved-search')
      .executeTakeFirst()
    if (!row) return
    const content = savedForClientMail({
      siteName: row.site_name,
      agentName: row.agent_first_name ?? '',
      searchName: row.name,
      link: sitePageUrl({ origin, prefix: row.front_facing_site_idx_prefix }, `/app/saved-search/${id}`),
    })
    await sendOnce(deps.db, job, () =>
      deps.mailer.send({ siteId: row.site_id, to: row.email, messageId: jobMessageId(job.id, origin), ...content }),
    )
  }
  return { [SAVED_FOR_CLIENT_MAIL_JOB]: send }
}
