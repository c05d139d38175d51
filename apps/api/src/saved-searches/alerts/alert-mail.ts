import { formatPrice } from '@idx/domain'
import { escapeHtml } from '../../mail/escape-html.js'
import { mailButton, mailHeader, type MailBrand } from '../../mail/mail-html.js'
import type { DigestCard, DigestSection } from './alert-digest.js'

/** Where a digest's links go: absolute URLs, tracked where they are the reader's clicks. */
export interface AlertLinks {
  /** The saved search in the app, `/app/saved-search/{id}`, through the click tracker. */
  search(searchId: number): string
  /** A listing's page (`summary.path`), through the click tracker. */
  listing(searchId: number, path: string): string
  /** A root-relative photo path made absolute. */
  photo(path: string): string
  /** The signed one-click unsubscribe of one search on this channel. */
  unsubscribe(searchId: number): string
  /** The tracking pixel. */
  pixel: string
}

/** An alert e-mail's parts (its headers are the sender's). */
export interface AlertMail {
  subject: string
  text: string
  html: string
}

/**
 * The digest e-mail of `sections` (digestSections): per search its name linked to the search, up
 * to ten listing cards (photo, price, beds, baths; a price change as old → new price, a status
 * change named, "No longer available" for a withdrawn listing), "See all N new homes" when there
 * are more, a note when unopened alerts slowed the search down, and its unsubscribe link. Given
 * the site's MailBrand, its logo (or name in its colour) is on top, the links are in the brand
 * colour and "See all" is a button in it.
 *
 * @example
 * alertMail(sections, links).subject // '3 new homes for Zilker'
 */
export function alertMail(
  sections: readonly DigestSection[],
  links: AlertLinks,
  brand: MailBrand | null = null,
): AlertMail {
  const text: string[] = []
  const html: string[] = brand ? [mailHeader(brand)] : []
  const colour = brand ? `color:${brand.colour};` : ''
  for (const section of sections) {
    const searchUrl = links.search(section.searchId)
    text.push(`${section.name}: ${sectionCount(section)}`, searchUrl)
    html.push(
      `<h2 style="font-size:18px;margin:24px 0 8px"><a href="${escapeHtml(searchUrl)}"${colour ? ` style="${colour}"` : ''}>${escapeHtml(section.name)}</a></h2>`,
      `<p style="margin:0 0 8px;color:#555">${escapeHtml(sectionCount(section))}</p>`,
    )
    if (section.slowedFrom) {
      const note = slowdownNote(section.slowedFrom)
      text.push(note)
      html.push(`<p style="margin:0 0 8px;color:#555;font-style:italic">${escapeHtml(note)}</p>`)
    }
    for (const card of section.cards) {
      const url = links.listing(section.searchId, card.summary.path)
      text.push('', `- ${card.summary.title}: ${cardLine(card)}`, `  ${url}`)
      html.push(cardHtml(card, url, links, colour))
    }
    const more = section.total - section.cards.length
    if (more > 0) {
      const label = section.newCount > 0 ? `See all ${section.newCount} new homes` : `See all ${section.total} updates`
      text.push('', `${label}: ${searchUrl}`)
      html.push(
        brand
          ? `<p>${mailButton(searchUrl, label, brand)}</p>`
          : `<p><a href="${escapeHtml(searchUrl)}">${escapeHtml(label)}</a></p>`,
      )
    }
    const stop = links.unsubscribe(section.searchId)
    text.push('', `Stop e-mail alerts for ${section.name}: ${stop}`, '')
    html.push(
      `<p style="font-size:12px;color:#777"><a href="${escapeHtml(stop)}">Stop e-mail alerts for ${escapeHtml(section.name)}</a></p>`,
    )
  }
  html.push(`<img src="${escapeHtml(links.pixel)}" width="1" height="1" alt="" style="display:block;border:0">`)
  return {
    subject: subjectOf(sections),
    text: text.join('\n').trimEnd() + '\n',
    html: `<div style="font-family:Arial,sans-serif;max-width:600px">${html.join('\n')}</div>`,
  }
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

function sectionCount(section: DigestSection): string {
  const updates = section.total - section.newCount
  const parts = [
    section.newCount > 0 ? plural(section.newCount, 'new home', 'new homes') : '',
    updates > 0 ? plural(updates, 'update', 'updates') : '',
  ]
  return parts.filter(Boolean).join(', ')
}

function subjectOf(sections: readonly DigestSection[]): string {
  const [first] = sections
  if (sections.length === 1 && first) return `${sectionCount(first)} for ${first.name}`
  const total = sections.reduce((sum, section) => sum + section.total, 0)
  return `${plural(total, 'update', 'updates')} for ${plural(sections.length, 'saved search', 'saved searches')}`
}

/** The one-line note of a search slowed down for unopened alerts. */
export function slowdownNote(from: string): string {
  return `We now send these alerts less often (they were ${from}) because recent ones went unopened; change it in the search's settings.`
}

/** What happened to the listing, in words: its facts, or its price change, status change or withdrawal. */
export function cardLine(card: DigestCard): string {
  const { summary } = card
  if (card.kind === 'withdrawn') return 'No longer available'
  if (card.kind === 'price' && summary.old_price != null && summary.price != null) {
    const verb = summary.price < summary.old_price ? 'Price cut' : 'Price change'
    return `${verb}: ${formatPrice(summary.old_price)} → ${formatPrice(summary.price)}`
  }
  if (card.kind === 'status') return `Now ${summary.status}${summary.old_status ? ` (was ${summary.old_status})` : ''}`
  const facts = [
    summary.price != null ? formatPrice(summary.price) : 'Price on request',
    summary.bedrooms != null ? `${summary.bedrooms} bd` : '',
    summary.bathrooms != null ? `${summary.bathrooms} ba` : '',
  ]
  return facts.filter(Boolean).join(' · ')
}

function cardHtml(card: DigestCard, url: string, links: AlertLinks, colour: string): string {
  const { summary } = card
  const photo = summary.photo
    ? `<img src="${escapeHtml(links.photo(summary.photo))}" width="160" height="100" alt="" style="display:block;border:0;border-radius:4px">`
    : ''
  const muted = card.kind === 'withdrawn' ? 'color:#999;' : ''
  return [
    `<table role="presentation" style="margin:8px 0;${muted}"><tr>`,
    `<td style="padding-right:12px;vertical-align:top"><a href="${escapeHtml(url)}">${photo}</a></td>`,
    `<td style="vertical-align:top"><a href="${escapeHtml(url)}" style="${colour}font-weight:bold">${escapeHtml(summary.title)}</a>`,
    `<div>${escapeHtml(cardLine(card))}</div></td>`,
    '</tr></table>',
  ].join('')
}

/**
 * The one SMS line of a digest: what happened, and a link to the (first) search.
 *
 * @example
 * alertSmsText(sections, 'https://homes.example/app/saved-search/4') // 'Zilker: 3 new homes https://…'
 */
export function alertSmsText(sections: readonly DigestSection[], link: string): string {
  const [first] = sections
  const name = first && first.name.length > SMS_NAME_MAX ? `${first.name.slice(0, SMS_NAME_MAX - 1)}…` : first?.name
  const what = sections.length === 1 && first ? `${name}: ${sectionCount(first)}` : subjectOf(sections)
  return `${what} ${link}`
}

/** A search's name in a text is cut to this many characters, so the line stays one SMS with its link. */
const SMS_NAME_MAX = 40
