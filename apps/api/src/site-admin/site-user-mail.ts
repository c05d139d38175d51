import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { enqueueJob } from '../jobs/enqueue-job.js'
import type { ClaimedJob, JobHandlers } from '../jobs/job-handler.js'
import { sendOnce } from '../jobs/send-once.js'
import { escapeHtml } from '../mail/escape-html.js'
import { jobMessageId } from '../mail/job-message-id.js'
import { mailButton, mailHtml, mailText, siteMailBrand, type MailBrand } from '../mail/mail-html.js'
import type { Mailer } from '../mail/mailer.js'
import type { MailContent } from '../mail/sign-in-mail.js'
import { siteOrigin } from '../mail/site-origin.js'

/** The job kind that tells a user what an administrator changed about their role. */
export const SITE_USER_MAIL_JOB = 'site-user-mail'

/** What changed for the user. */
export type SiteUserChange = 'agent_added' | 'agent_removed' | 'admin_granted' | 'admin_revoked'

/** The job's payload: the user told and what changed. */
export interface SiteUserMailPayload {
  user_id: number
  change: SiteUserChange
  /** True when the account was made for them now (they have no password yet). */
  new_account?: boolean
}

/**
 * Queues the mail telling the user of `change`, in the change's transaction: the mail exists if
 * and only if the change does, and is sent once (sendOnce) by whichever worker claims it.
 */
export async function enqueueSiteUserMail(trx: Transaction<Database>, payload: SiteUserMailPayload): Promise<void> {
  await enqueueJob(trx, SITE_USER_MAIL_JOB, payload)
}

export interface SiteUserMailInput {
  change: SiteUserChange
  siteName: string
  email: string
  origin: string
  newAccount: boolean
  /** The site's logo and colour (siteMailBrand); without it the mail is plain. */
  brand?: MailBrand | undefined
}

/**
 * The mail a user gets when an administrator changes their role, saying what changed and how to
 * sign in where it matters (an agent new to the site sets a password from the forgot-password page).
 *
 * @example
 * siteUserMail({ change: 'admin_granted', siteName: 'Test Realty', email: 'a@x.example', origin, newAccount: false })
 * // { subject: 'You are now an administrator of Test Realty', … }
 */
export function siteUserMail(input: SiteUserMailInput): MailContent {
  const { siteName, origin, email } = input
  const admin = `${origin}/admin/`
  const reset = `${origin}/app/forgot-password`
  const signIn = input.newAccount
    ? [
        `To sign in the first time, choose your password: open ${reset}, enter ${email} and follow the link we e-mail you.`,
        `Then sign in at ${admin} with ${email} and that password to see your leads.`,
      ]
    : [`Sign in at ${admin} with ${email} and your password to see your leads.`]
  const content: Record<SiteUserChange, { subject: string; lines: string[] }> = {
    agent_added: {
      subject: `You were added as an agent of ${siteName}`,
      lines: [`An administrator of ${siteName} added you as one of its agents.`, ...signIn],
    },
    agent_removed: {
      subject: `You are no longer an agent of ${siteName}`,
      lines: [
        `An administrator of ${siteName} removed your agent role. Your account and its saved homes and searches stay.`,
        'If this is a mistake, ask the administrator to add you again.',
      ],
    },
    admin_granted: {
      subject: `You are now an administrator of ${siteName}`,
      lines: [
        `An administrator of ${siteName} made you an administrator: you can now edit its settings, markets and users.`,
        `Sign in at ${admin} with ${email}.`,
      ],
    },
    admin_revoked: {
      subject: `You are no longer an administrator of ${siteName}`,
      lines: [
        `An administrator of ${siteName} removed your administrator role; your admin sessions have been signed out.`,
        'Your account stays. If this is a mistake, ask another administrator to make you one again.',
      ],
    },
  }
  const { subject, lines } = content[input.change]
  const brand = input.brand ?? null
  const style = brand ? ` style="color: ${brand.colour}"` : ''
  const linked = (line: string) =>
    escapeHtml(line).replace(/https?:\/\/[^\s,]+[^\s,.]/g, (url) => `<a href="${url}"${style}>${url}</a>`)
  // An agent or administrator who can sign in gets the admin app as a button in the brand's colour.
  const button = brand && input.change !== 'agent_removed' && input.change !== 'admin_revoked'
  return {
    subject,
    text: mailText(['Hello,', ...lines], siteName),
    html: mailHtml(
      subject,
      [
        '<p>Hello,</p>',
        ...lines.map((line) => `<p>${linked(line)}</p>`),
        ...(button ? [`<p>${mailButton(admin, `Open ${siteName}'s admin`, brand)}</p>`] : []),
      ],
      brand ?? siteName,
    ),
  }
}

function isPayload(value: unknown): value is SiteUserMailPayload {
  const payload = value as Partial<SiteUserMailPayload> | null
  return typeof payload?.user_id === 'number' && typeof payload.change === 'string'
}

/**
 * The `site-user-mail` handler: e-mails the user through sendOnce with the job id in the
 * Message-ID (sent once even when the job runs again after a crash). A user deleted meanwhile
 * gets no mail.
 */
export function siteUserMailHandlers(deps: {
  db: Kysely<Database>
  mailer: Mailer
  publicOrigin?: string | undefined
}): JobHandlers {
  const send = async (job: ClaimedJob<unknown>): Promise<void> => {
    if (!isPayload(job.payload)) throw new Error(`${SITE_USER_MAIL_JOB}: malformed payload`)
    const { user_id: userId, change, new_account: newAccount } = job.payload
    const user = await deps.db
      .selectFrom('users')
      .innerJoin('sites', 'sites.id', 'users.site_id')
      .select(['users.email', 'users.site_id', 'sites.name as site_name'])
      .where('users.id', '=', userId)
      .executeTakeFirst()
    if (!user) return
    const origin = await siteOrigin(deps.db, { publicUrl: deps.publicOrigin }, user.site_id)
    const content = siteUserMail({
      change,
      siteName: user.site_name,
      email: user.email,
      origin,
      newAccount: newAccount === true,
      brand: await siteMailBrand(deps.db, user.site_id, origin),
    })
    await sendOnce(deps.db, job, () =>
      deps.mailer.send({ siteId: user.site_id, to: user.email, messageId: jobMessageId(job.id, origin), ...content }),
    )
  }
  return { [SITE_USER_MAIL_JOB]: send }
}
