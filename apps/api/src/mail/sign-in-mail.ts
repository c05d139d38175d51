import { escapeHtml } from './escape-html.js'
import { mailButton, mailHtml, mailLink, type MailBrand } from './mail-html.js'

/** The subject and both bodies of an e-mail, before it is addressed. */
export interface MailContent {
  subject: string
  text: string
  html: string
}

/** Who the mail is for and what it links to. */
export interface LinkMailInput {
  siteName: string
  /** The person's first name, or '' when unknown. */
  firstName: string
  link: string
  /** How long the link works, in minutes (15 for magic and reset links). */
  minutes: number
  /** The site's logo and colour (siteMailBrand); without it the mail is plain. */
  brand?: MailBrand | undefined
}

interface LinkMailWording {
  subject: string
  /** What the link does, completing "Use this link to …". */
  action: string
  button: string
  /** Why ignoring the mail is safe. */
  ignore: string
}

function greeting(firstName: string): string {
  return firstName.trim() === '' ? 'Hello,' : `Hi ${firstName.trim()},`
}

// Plain text first: it is what every client can show and what a screen reader reads when the
// HTML is blocked. The HTML says the same, with the link also written out for copying.
function linkMail(input: LinkMailInput, wording: LinkMailWording): MailContent {
  const lifetime = `The link works once and expires in ${input.minutes} minutes.`
  const text = [
    greeting(input.firstName),
    '',
    `Use this link to ${wording.action}:`,
    '',
    input.link,
    '',
    lifetime,
    wording.ignore,
    '',
    `${input.siteName}`,
    '',
  ].join('\n')
  const brand = input.brand ?? null
  const html = mailHtml(
    wording.subject,
    [
      `<p>${escapeHtml(greeting(input.firstName))}</p>`,
      `<p>Use this link to ${escapeHtml(wording.action)}:</p>`,
      `<p>${mailButton(input.link, wording.button, brand)}</p>`,
      `<p>Or copy this address into your browser:<br>${mailLink(input.link, input.link, brand)}</p>`,
      `<p>${escapeHtml(lifetime)}<br>${escapeHtml(wording.ignore)}</p>`,
    ],
    brand ?? input.siteName,
  )
  return { subject: wording.subject, text, html }
}

/**
 * The magic-link e-mail: sign in without a password.
 *
 * @example
 * magicLinkMail({ siteName: 'Test Realty', firstName: 'Jane', link: 'https://x/app/?magic_auth=…', minutes: 15 })
 * // { subject: 'Your sign-in link for Test Realty', text: 'Hi Jane,\n\nUse this link to sign in to Test Realty: …', html: … }
 */
export function magicLinkMail(input: LinkMailInput): MailContent {
  return linkMail(input, {
    subject: `Your sign-in link for ${input.siteName}`,
    action: `sign in to ${input.siteName}`,
    button: `Sign in to ${input.siteName}`,
    ignore: 'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without this link.',
  })
}

/**
 * The password-reset e-mail.
 *
 * @example
 * passwordResetMail({ siteName: 'Test Realty', firstName: '', link: 'https://x/app/forgot-password?reset_token=…', minutes: 15 })
 * // { subject: 'Reset your Test Realty password', … }
 */
export function passwordResetMail(input: LinkMailInput): MailContent {
  return linkMail(input, {
    subject: `Reset your ${input.siteName} password`,
    action: `choose a new password for ${input.siteName}`,
    button: 'Choose a new password',
    ignore: 'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
  })
}
