import { DEFAULT_THEME_COLOURS, shownImageUrl, siteTheme, type SiteBrand } from '@idx/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { escapeHtml } from './escape-html.js'

/**
 * How a site's e-mails look: its name, its logo as an absolute https URL (null: none, or one an
 * e-mail could not load) and its brand colour, already checked for contrast on white (the default
 * colour otherwise), for buttons and links.
 */
export interface MailBrand {
  readonly siteName: string
  readonly logoUrl: string | null
  readonly colour: string
}

/**
 * The mail brand of a site as stored: a logo path made absolute on `origin` (the site's own
 * address), kept only when https; the brand colour when it reads on white (siteTheme), else the
 * pages' default.
 *
 * @example
 * mailBrand({ name: 'Acme', logo_url: '/logo.svg', brand: { primary_color: '#1a56db' } }, 'https://acme.example')
 * // { siteName: 'Acme', logoUrl: 'https://acme.example/logo.svg', colour: '#1a56db' }
 */
export function mailBrand(
  site: { name: string; logo_url: string | null; brand: SiteBrand | null },
  origin: string,
): MailBrand {
  const shown = shownImageUrl(site.logo_url)
  let logoUrl: string | null = null
  if (shown !== null) {
    try {
      const url = new URL(shown, origin)
      logoUrl = url.protocol === 'https:' ? url.href : null
    } catch {
      logoUrl = null
    }
  }
  const colour = siteTheme({ primary_color: site.brand?.primary_color ?? null }).properties['--idx-accent']
  return { siteName: site.name, logoUrl, colour: colour ?? DEFAULT_THEME_COLOURS.accent }
}

/** The mail brand of a site by its id (mailBrand), for a mail sent from `origin`. */
export async function siteMailBrand(db: Kysely<Database>, siteId: number, origin: string): Promise<MailBrand> {
  const site = await db
    .selectFrom('sites')
    .select(['name', 'logo_url', 'brand'])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow()
  return mailBrand(site, origin)
}

/**
 * The top of a branded mail: the site's logo (alt: the site's name, 40 px high), or without one
 * the site's name in the brand colour.
 */
export function mailHeader(brand: MailBrand): string {
  const name = escapeHtml(brand.siteName)
  return brand.logoUrl !== null
    ? `<p style="margin:0 0 16px"><img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="40" style="display:block;height:40px;width:auto;max-width:240px;border:0"></p>`
    : `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:${brand.colour}">${name}</p>`
}

/** A button-like link in the brand colour (white text: the colour reads on white, so white reads on it). */
export function mailButton(href: string, label: string, brand: MailBrand | null): string {
  const colour = brand?.colour ?? DEFAULT_THEME_COLOURS.accent
  return `<a href="${escapeHtml(href)}" style="display: inline-block; padding: 10px 18px; background: ${colour}; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(label)}</a>`
}

/** A text link in the brand colour. */
export function mailLink(href: string, label: string, brand: MailBrand | null): string {
  const colour = brand?.colour ?? DEFAULT_THEME_COLOURS.accent
  return `<a href="${escapeHtml(href)}" style="color: ${colour}">${escapeHtml(label)}</a>`
}

/**
 * The HTML part of a site e-mail: the one plain page every mail of the site is, titled with its
 * subject, its paragraphs (already HTML) and the site's name last; given the site's MailBrand, its
 * logo (or name in its colour) on top (mailHeader). Callers escape what they put in the paragraphs.
 *
 * @example
 * mailHtml("You're invited", ['<p>Hello,</p>', `<p>${escapeHtml(text)}</p>`], 'Test Realty')
 * // '<!doctype html>\n<html lang="en">…<p>Hello,</p>…<p>Test Realty</p>\n</body>\n</html>\n'
 */
export function mailHtml(subject: string, paragraphs: readonly string[], site: string | MailBrand): string {
  const siteName = typeof site === 'string' ? site : site.siteName
  const header = typeof site === 'string' ? [] : [mailHeader(site)]
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5">
${[...header, ...paragraphs].join('\n')}
<p>${escapeHtml(siteName)}</p>
</body>
</html>
`
}

/**
 * The text part of a site e-mail: its paragraphs and the site's name last, a blank line between.
 *
 * @example
 * mailText(['Hello,', 'Open this link to join:', link], 'Test Realty') // 'Hello,\n\nOpen this link to join:\n\n…\n\nTest Realty\n'
 */
export function mailText(paragraphs: readonly string[], siteName: string): string {
  return `${[...paragraphs, siteName].join('\n\n')}\n`
}
