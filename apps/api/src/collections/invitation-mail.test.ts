import { describe, expect, it } from 'vitest'
import { invitationMail, joinLink } from './invitation-mail.js'
import { SAVED_SEARCH_KIND } from './record-kind.js'

const link = joinLink('https://homes.example', 7, 'q0Zk')
const mail = (inviterName: string, collectionName: string) =>
  invitationMail({ siteName: 'Test Realty', inviterName, collectionName, link })

describe('invitationMail', () => {
  it('names the inviter and the board in the body, and neither in the subject', () => {
    const { subject, text, html } = mail('Olive', 'Dream homes 2.0')
    expect(subject).toBe("You're invited to a collection on Test Realty")
    expect(text).toContain('Olive invited you to join the collection "Dream homes 2.0" on Test Realty, to save')
    expect(html).toContain('Olive invited you to join the collection “Dream homes 2.0” on Test Realty, to save')
    expect(text).toContain(link)
    expect(html).toContain(`<a href="${link}" style="color: #0b5cad">${link}</a>`)
  })

  it('leaves out an inviter named like a phishing message, in every part', () => {
    const attack = 'Your account is locked. Verify at https://evil.example/login'
    const { subject, text, html } = mail(attack, 'Lake houses')
    for (const part of [subject, text, html]) {
      expect(part).not.toContain('evil.example')
      expect(part).not.toContain('locked')
    }
    expect(text).toContain('A member of Test Realty invited you to join the collection "Lake houses", to save')
  })

  it('leaves out a board named with a domain or an address, keeping a plain inviter', () => {
    for (const name of ['EVIL.EXAMPLE/login', 'mail me a@b.co', 'www.x.com', 'ｅｖｉｌ．ｅｘａｍｐｌｅ']) {
      const { subject, text, html } = mail('Olive', name)
      expect(text).toContain('Olive invited you to join a collection on Test Realty, to save')
      expect(html).toContain('Olive invited you to join a collection on Test Realty, to save')
      for (const part of [subject, text, html]) expect(part).not.toContain(name)
    }
  })

  it('says Someone for an inviter without a first name, and escapes names in the HTML', () => {
    const { text, html } = mail('  ', 'Tom & Jerry <3')
    expect(text).toContain('Someone invited you to join the collection "Tom & Jerry <3" on Test Realty')
    expect(html).toContain('the collection “Tom &amp; Jerry &lt;3”')
    expect(html).not.toContain('<3')
  })

  it('keeps names with dots that are not domains, such as St. John or J.R.R.', () => {
    const { text } = mail('J.R.R.', 'St. John cabins')
    expect(text).toContain('J.R.R. invited you to join the collection "St. John cabins" on Test Realty')
  })
})

describe('invitationMail for a saved search', () => {
  it('says saved search in every part and links to its join page', () => {
    const searchLink = joinLink('https://homes.example', 9, 'q0Zk', SAVED_SEARCH_KIND)
    expect(searchLink).toBe('https://homes.example/app/join/saved-search/9/q0Zk')
    const { subject, text, html } = invitationMail({
      siteName: 'Test Realty',
      inviterName: 'Olive',
      collectionName: 'Austin condos',
      link: searchLink,
      record: SAVED_SEARCH_KIND,
    })
    expect(subject).toBe("You're invited to a saved search on Test Realty")
    expect(text).toContain('Olive invited you to join the saved search "Austin condos" on Test Realty, to follow')
    expect(html).toContain('Join the saved search')
    expect(html).not.toContain('collection')
  })
})
