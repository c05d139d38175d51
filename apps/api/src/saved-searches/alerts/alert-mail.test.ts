import { describe, expect, it } from 'vitest'
import type { DigestSection } from './alert-digest.js'
import type { AlertListingSummary } from './alert-listing-summary.js'
import { alertMail, alertSmsText, cardLine, type AlertLinks } from './alert-mail.js'

const links: AlertLinks = {
  search: (id) => `https://homes.example/alerts/c?t=search-${id}`,
  listing: (id, path) => `https://homes.example/alerts/c?t=${id}${path}`,
  photo: (path) => `https://homes.example${path}`,
  unsubscribe: (id) => `https://homes.example/alerts/unsubscribe?t=u-${id}`,
  pixel: 'https://homes.example/alerts/o.gif?t=o',
}

function summary(overrides: Partial<AlertListingSummary> = {}): AlertListingSummary {
  return {
    title: '7 Main St',
    path: '/app/listing/7-main-st/7',
    photo: '/api/v3/photos/7/0/640x400.png',
    price: 480000,
    bedrooms: 3,
    bathrooms: 2,
    status: 'Active',
    ...overrides,
  }
}

describe('cardLine', () => {
  it('names what happened: facts, a price cut as old → new, a status change, a withdrawal', () => {
    expect(cardLine({ listingId: 7, kind: 'new', summary: summary() })).toBe('$480,000 · 3 bd · 2 ba')
    expect(cardLine({ listingId: 7, kind: 'price', summary: summary({ old_price: 500000 }) })).toBe(
      'Price cut: $500,000 → $480,000',
    )
    expect(cardLine({ listingId: 7, kind: 'price', summary: summary({ old_price: 450000 }) })).toBe(
      'Price change: $450,000 → $480,000',
    )
    expect(
      cardLine({ listingId: 7, kind: 'status', summary: summary({ status: 'Pending', old_status: 'Active' }) }),
    ).toBe('Now Pending (was Active)')
    expect(cardLine({ listingId: 7, kind: 'withdrawn', summary: summary() })).toBe('No longer available')
  })
})

describe('alertMail', () => {
  const section: DigestSection = {
    searchId: 4,
    name: '<b>Zilker</b> & co',
    cards: [{ listingId: 7, kind: 'new', summary: summary() }],
    newCount: 12,
    total: 13,
  }

  it('escapes what users wrote, and links the search, the listing, the photo and the unsubscribe', () => {
    const mail = alertMail([section], links)
    expect(mail.subject).toBe('12 new homes, 1 update for <b>Zilker</b> & co')
    expect(mail.html).toContain('&lt;b&gt;Zilker&lt;/b&gt; &amp; co')
    expect(mail.html).not.toContain('<b>Zilker</b>')
    expect(mail.html).toContain('src="https://homes.example/api/v3/photos/7/0/640x400.png"')
    expect(mail.html).toContain('href="https://homes.example/alerts/c?t=4/app/listing/7-main-st/7"')
    expect(mail.html).toContain('src="https://homes.example/alerts/o.gif?t=o"')
    expect(mail.text).toContain('See all 12 new homes: https://homes.example/alerts/c?t=search-4')
    expect(mail.text).toContain(
      'Stop e-mail alerts for <b>Zilker</b> & co: https://homes.example/alerts/unsubscribe?t=u-4',
    )
  })

  it('says once that unopened alerts slowed the search down', () => {
    expect(alertMail([{ ...section, slowedFrom: 'daily' }], links).text).toContain('(they were daily)')
  })
})

describe('alertSmsText', () => {
  it('is one short line with the link, a long name cut', () => {
    const text = alertSmsText(
      [{ searchId: 4, name: 'N'.repeat(120), cards: [], newCount: 2, total: 3 }],
      'https://homes.example/app/saved-search/4',
    )
    expect(text).toBe(`${'N'.repeat(39)}…: 2 new homes, 1 update https://homes.example/app/saved-search/4`)
    expect(text.length).toBeLessThan(160)
  })
})
