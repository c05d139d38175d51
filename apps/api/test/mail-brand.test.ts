import { describe, expect, it } from 'vitest'
import { invitationMail } from '../src/collections/invitation-mail.js'
import { alertMail, type AlertLinks } from '../src/saved-searches/alerts/alert-mail.js'
import { siteUserMail } from '../src/site-admin/site-user-mail.js'
import { mailBrand, type MailBrand } from '../src/mail/mail-html.js'
import { magicLinkMail } from '../src/mail/sign-in-mail.js'

// Every mail a visitor, a member or an agent gets is in the site's brand: its logo on top (alt:
// the site's name), or its name in the brand colour without one, and its buttons in that colour,
// one shared header (mailHeader) and button (mailButton) for all of them.

const ORIGIN = 'https://homes.acme.example'
const withLogo = mailBrand(
  { name: 'Acme & Co Homes', logo_url: '/logos/acme.svg', brand: { primary_color: '#7A1F3D' } },
  ORIGIN,
)
const withoutLogo = mailBrand({ name: 'Acme & Co Homes', logo_url: null, brand: { primary_color: '#7a1f3d' } }, ORIGIN)

const links: AlertLinks = {
  search: (id) => `${ORIGIN}/alerts/c?t=search-${id}`,
  listing: (id, path) => `${ORIGIN}/alerts/c?t=${id}${path}`,
  photo: (path) => `${ORIGIN}${path}`,
  unsubscribe: (id) => `${ORIGIN}/alerts/unsubscribe?t=u-${id}`,
  pixel: `${ORIGIN}/alerts/o.gif?t=o`,
}

/** The HTML of each of the four mails, in `brand`. */
const mails = (brand: MailBrand): [string, string][] => [
  [
    'alert digest',
    alertMail(
      [
        {
          searchId: 4,
          name: 'Zilker',
          cards: [
            {
              listingId: 7,
              kind: 'new',
              summary: {
                title: '7 Main St',
                path: '/app/listing/7',
                photo: null,
                price: 1,
                bedrooms: 1,
                bathrooms: 1,
                status: 'Active',
              },
            },
          ],
          newCount: 12,
          total: 13,
        },
      ],
      links,
      brand,
    ).html,
  ],
  [
    'invitation',
    invitationMail({
      siteName: brand.siteName,
      inviterName: 'Olive',
      collectionName: 'Dream homes',
      link: `${ORIGIN}/app/join/collection/7/x`,
      brand,
    }).html,
  ],
  [
    'magic link',
    magicLinkMail({
      siteName: brand.siteName,
      firstName: 'Jane',
      link: `${ORIGIN}/app/?magic_auth=x`,
      minutes: 15,
      brand,
    }).html,
  ],
  [
    'agent invitation',
    siteUserMail({
      change: 'agent_added',
      siteName: brand.siteName,
      email: 'ezra@acme.example',
      origin: ORIGIN,
      newAccount: true,
      brand,
    }).html,
  ],
]

describe('mailBrand', () => {
  it('makes the logo an absolute https address and keeps a brand colour that reads on white', () => {
    expect(withLogo).toEqual({ siteName: 'Acme & Co Homes', logoUrl: `${ORIGIN}/logos/acme.svg`, colour: '#7a1f3d' })
  })

  it('uses no logo a mail could not load, and the default colour for one too light to read', () => {
    const brand = mailBrand(
      { name: 'A', logo_url: 'http://cdn.example/l.png', brand: { primary_color: '#ffd400' } },
      ORIGIN,
    )
    expect(brand).toEqual({ siteName: 'A', logoUrl: null, colour: '#0b5cad' })
    // A path on a site served over plain http (a developer's machine) is no https address either.
    expect(mailBrand({ name: 'A', logo_url: '/l.svg', brand: null }, 'http://localhost:4000').logoUrl).toBeNull()
  })
})

describe("the site's mails in its brand", () => {
  it.each(mails(withLogo))(
    'the %s shows the logo with the site name as its alt, and buttons in the brand colour',
    (_, html) => {
      expect(html).toContain(
        `<img src="${ORIGIN}/logos/acme.svg" alt="Acme &amp; Co Homes" height="40" style="display:block;height:40px;`,
      )
      expect(html).toMatch(
        /<a href="[^"]+" style="display: inline-block; padding: 10px 18px; background: #7a1f3d; color: #ffffff/,
      )
      // The logo comes before anything else the mail says.
      expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<a '))
    },
  )

  it.each(mails(withoutLogo))("the %s without a logo shows the site's name in the brand colour", (_, html) => {
    expect(html).not.toContain(`alt="Acme &amp; Co Homes"`)
    expect(html).toContain(
      '<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#7a1f3d">Acme &amp; Co Homes</p>',
    )
  })

  it('falls back to the default colour for a brand colour that would not read', () => {
    const pale = mailBrand({ name: 'Pale', logo_url: null, brand: { primary_color: '#fde047' } }, ORIGIN)
    for (const [, html] of mails(pale)) {
      expect(html).toContain('color:#0b5cad">Pale</p>')
      expect(html).not.toContain('#fde047')
    }
  })
})
