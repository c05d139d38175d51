// Every kind of link the server mails or texts, followed from the outbox of a real server started
// on a port of its own (not the demo's 3000, which the seeded site registered first): the
// invitation, "a collaborator joined", "new comment" by e-mail and by SMS, and the password reset.
// Each must point at the origin the server serves, and open there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, stopCleanly, type RunningServer } from '../../../tooling/e2e/server.js'
import { DEMO_SHOPPER, DEMO_SITE_TOKEN } from '../../../tooling/e2e/browser-and-server.js'
import { DEMO_CLIENT_ID, passwordAccessToken, registerDemoAccount } from '../../../tooling/e2e/demo-accounts.js'

const SETTLE = { timeout: 15_000, interval: 100 }

type OutboxMessage = { to: string; subject: string; text: string; kind: 'email' | 'sms' }
type Person = { email: string; password: string; phone: string; token: string }

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await stopCleanly(server)
})

const accessToken = (email: string, password: string) => passwordAccessToken(server.baseUrl, email, password)

/** A new account of the demo site with a phone number of its own, registered as the sign-up form does. */
async function registered(firstName: string): Promise<Person> {
  const phone = `512555${String(Date.now()).slice(-4)}`
  const account = await registerDemoAccount(server.baseUrl, { firstName, lastName: 'Linkfollow', phoneNumber: phone })
  return { ...account, phone }
}

async function api(token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${server.baseUrl}/api/v3${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const text = await res.text()
  expect(res.status, text).toBeLessThan(300)
  return (text ? JSON.parse(text) : null) as { data: { id: string } } | null
}

/** The newest outbox entry to `to` whose text matches `pattern`, waiting for the job queue. */
async function newest(to: string, pattern: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(async () => {
      const res = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`)
      found = ((await res.json()) as OutboxMessage[]).find((message) => pattern.test(message.text))
      return found !== undefined
    }, SETTLE)
    .toBe(true)
  return found!
}

/** The links of a message's text, each checked to be on the server's own origin and to open there. */
async function followLinks(message: OutboxMessage): Promise<URL[]> {
  const links = [...message.text.matchAll(/https?:\/\/[^\s)>"]+/g)].map((match) => new URL(match[0]))
  expect(links.length, message.text).toBeGreaterThan(0)
  for (const link of links) {
    expect(link.origin, `${message.subject}: ${link.href}`).toBe(new URL(server.baseUrl).origin)
    const page = await fetch(link)
    expect(page.status, link.href).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
  }
  return links
}

describe('links in mails and texts', () => {
  it('point at the origin the server serves, for every kind of message', async () => {
    const ownerToken = await accessToken(DEMO_SHOPPER.email, DEMO_SHOPPER.password)
    const invitee = await registered('Lena')
    const board = await api(ownerToken, 'POST', '/collections', {
      data: { type: 'collections', attributes: { name: `Porches ${Date.now()}` } },
    })
    const id = board!.data.id

    // The invitation: its join link opens the join page here.
    await api(ownerToken, 'POST', `/collections/${id}/invite`, { email: invitee.email })
    const invitation = await newest(invitee.email, /\/app\/join\/collection\//)
    const [join] = await followLinks(invitation)
    const code = decodeURIComponent(join!.pathname.split('/').pop()!)

    // "A collaborator joined", to the owner (e-mail is on by default).
    await api(invitee.token, 'PUT', `/collections/${id}/accept_invite`, { given: code })
    await followLinks(await newest(DEMO_SHOPPER.email, new RegExp(`Lena[^\\n]*joined|joined[^\\n]*Lena`)))

    // "New comment", to the collaborator by e-mail and by text.
    await api(invitee.token, 'PUT', `/collections/${id}/subscribe`, {
      subscription_action: 'comment',
      subscription_method: 'sms',
    })
    const words = `Love the porch ${Date.now()}`
    await api(ownerToken, 'POST', `/collections/${id}/comments`, {
      data: { type: 'comments', attributes: { body: words } },
    })
    const commentMail = await newest(invitee.email, new RegExp(words))
    expect(commentMail.kind).toBe('email')
    await followLinks(commentMail)
    const text = await newest(`+1${invitee.phone}`, /comment/i)
    expect(text.kind).toBe('sms')
    await followLinks(text)

    // The password reset, asked for without an Origin header (as a CRM or script would).
    const reset = await fetch(`${server.baseUrl}/oauth/session/password.json?client_id=${DEMO_CLIENT_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_SITE_TOKEN}` },
      body: JSON.stringify({ oauth: { email: invitee.email } }),
    })
    expect(reset.status, await reset.clone().text()).toBeLessThan(300)
    await followLinks(await newest(invitee.email, /reset_token=/))
  }, 90_000)
})
