import { readsAsLink } from '@idx/domain'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import type { ClaimedJob, JobHandlers } from '../jobs/job-handler.js'
import { sendOnce } from '../jobs/send-once.js'
import { escapeHtml } from '../mail/escape-html.js'
import { jobMessageId } from '../mail/job-message-id.js'
import { mailButton, mailHtml, mailLink, mailText, siteMailBrand, type MailBrand } from '../mail/mail-html.js'
import type { MailContent } from '../mail/sign-in-mail.js'
import type { Mailer } from '../mail/mailer.js'
import { findInvitationMail } from './invitations.repository.js'
import { COLLECTION_KIND, recordKind, type RecordKind } from './record-kind.js'
import { frontFacingPrefix, sitePageUrl } from '../mail/site-page-url.js'

/** The job kind that e-mails an invitation's join link. */
export const INVITATION_MAIL_JOB = 'invitation-mail'

/**
 * The job's payload: the invitation, and what its link needs. The plain code is here only until
 * the mail is sent (the handler then removes it); the database otherwise keeps only its hash.
 */
export interface InvitationMailPayload {
  invitation_id: number
  code: string
  origin: string
}

/**
 * The join link of an invitation: `{origin}/app/join/{collection|saved-search}/{id}/{code}`, or the
 * brokerage's page opening it when the site's `front_facing_site_idx_prefix` (`prefix`) names one.
 *
 * @example
 * joinLink('https://homes.example', 7, 'q0Zk') // 'https://homes.example/app/join/collection/7/q0Zk'
 * joinLink('https://homes.example', 7, 'q0Zk', SAVED_SEARCH_KIND) // '…/app/join/saved-search/7/q0Zk'
 */
export function joinLink(
  origin: string,
  collectionId: number,
  code: string,
  record = COLLECTION_KIND,
  prefix: string | null = null,
): string {
  return sitePageUrl({ origin, prefix }, `/app/join/${record.appSegment}/${collectionId}/${encodeURIComponent(code)}`)
}

export interface InvitationMailInput {
  siteName: string
  inviterName: string
  collectionName: string
  link: string
  /** What the invitation is to (default a collection). */
  record?: RecordKind
  /** The site's logo and colour (siteMailBrand); without it the mail is plain. */
  brand?: MailBrand | undefined
}

/** What joining offers, as the mail says it after the name of what is joined. */
const WHAT_FOR: Record<RecordKind['noun'], string> = {
  collection: 'to save and discuss homes together',
  'saved search': 'to follow its new listings and discuss them together',
}

/**
 * How the mail names the inviter and the board. Both are written by a user the recipient does
 * not know, so a name that reads as a link or an address (`readsAsLink`) is left out for neutral
 * words: the site must not relay `Verify at evil.example/login` in its own voice.
 */
function mailNames(input: InvitationMailInput): { who: string; what: string; whatHtml: string; where: string } {
  const inviter = input.inviterName.trim()
  const collection = input.collectionName.trim()
  const memberOfSite = inviter !== '' && readsAsLink(inviter)
  const named = collection !== '' && !readsAsLink(collection)
  const noun = (input.record ?? COLLECTION_KIND).noun
  return {
    who: memberOfSite ? `A member of ${input.siteName}` : inviter === '' ? 'Someone' : inviter,
    what: named ? `the ${noun} "${collection}"` : `a ${noun}`,
    whatHtml: named ? `the ${noun} “${escapeHtml(collection)}”` : `a ${noun}`,
    // "A member of Test Realty invited you … on Test Realty" says the site's name once too often.
    where: memberOfSite ? '' : ` on ${input.siteName}`,
  }
}

/**
 * The invitation e-mail. The subject carries no user-written text, only the site's name (the
 * brokerage's own); the body names the inviter and the board unless either reads as a link.
 *
 * @example
 * invitationMail({ siteName: 'Test Realty', inviterName: 'Olive', collectionName: 'Dream homes', link })
 * // { subject: "You're invited to a collection on Test Realty",
 * //   text: 'Hello,\n\nOlive invited you to join the collection "Dream homes" on Test Realty, …', … }
 */
export function invitationMail(input: InvitationMailInput): MailContent {
  const { who, what, whatHtml, where } = mailNames(input)
  const { noun } = input.record ?? COLLECTION_KIND
  const subject = `You're invited to a ${noun} on ${input.siteName}`
  const text = mailText(
    [
      'Hello,',
      `${who} invited you to join ${what}${where}, ${WHAT_FOR[noun]}.`,
      'Open this link to join:',
      input.link,
      'The link works once. If you do not want to join, you can ignore this e-mail.',
    ],
    input.siteName,
  )
  const brand = input.brand ?? null
  const html = mailHtml(
    subject,
    [
      '<p>Hello,</p>',
      `<p>${escapeHtml(who)} invited you to join ${whatHtml}${escapeHtml(where)}, ${escapeHtml(WHAT_FOR[noun])}.</p>`,
      `<p>${mailButton(input.link, `Join the ${noun}`, brand)}</p>`,
      `<p>Or copy this address into your browser:<br>${mailLink(input.link, input.link, brand)}</p>`,
      '<p>The link works once. If you do not want to join, you can ignore this e-mail.</p>',
    ],
    brand ?? input.siteName,
  )
  return { subject, text, html }
}

function isPayload(value: unknown): value is InvitationMailPayload {
  const payload = value as Partial<InvitationMailPayload> | null
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof payload.invitation_id === 'number' &&
    typeof payload.origin === 'string'
  )
}

/**
 * The `invitation-mail` handler: e-mails the join link through sendOnce (an attempt after a crash
 * does not send a mail recorded as sent), with the job id in the Message-ID so a send repeated
 * after a crash mid-send is recognised (the outbox keeps it once), then removes the code from the
 * job's payload. An invitation withdrawn or accepted meanwhile gets no mail.
 */
export function invitationMailHandlers(deps: { db: Kysely<Database>; mailer: Mailer }): JobHandlers {
  const send = async (job: ClaimedJob<unknown>): Promise<void> => {
    if (!isPayload(job.payload)) throw new Error('invitation-mail: malformed payload')
    const { invitation_id: invitationId, code, origin } = job.payload
    // Sent already (the code is removed once it is): nothing owed.
    if (typeof code !== 'string' || code === '') return
    const invitation = await findInvitationMail(deps.db, invitationId)
    if (invitation) {
      const record = recordKind(invitation.kind)
      const content = invitationMail({
        siteName: invitation.site_name,
        inviterName: invitation.inviter_first_name ?? '',
        collectionName: invitation.collection_name,
        link: joinLink(
          origin,
          invitation.collection_id,
          code,
          record,
          await frontFacingPrefix(deps.db, invitation.site_id),
        ),
        record,
        brand: await siteMailBrand(deps.db, invitation.site_id, origin),
      })
      await sendOnce(deps.db, job, () =>
        deps.mailer.send({
          siteId: invitation.site_id,
          to: invitation.email,
          messageId: jobMessageId(job.id, origin),
          ...content,
        }),
      )
    }
    await sql`update jobs set payload = payload - 'code' where id = ${job.id}`.execute(deps.db)
  }
  return { [INVITATION_MAIL_JOB]: send }
}
