import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config/server-config.js'
import { createMailer } from '../src/mail/create-mailer.js'
import { linkifiedText } from '../src/mail/outbox-page.js'
import { magicLinkMail, passwordResetMail } from '../src/mail/sign-in-mail.js'
import { createUser } from '../src/users/users.repository.js'
import { CLIENT_ID, insertBasics, SITE_ID } from './helpers/fixtures.js'
import { linkIn, magicAuthOf, oauthCall } from './helpers/registration-requests.js'
import { withTestApp } from './helpers/test-app.js'

interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on loopback (no TLS, no auth), keeping what it receives. */
async function startSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A MIME message's text with quoted-printable soft breaks and escapes undone. */
function decodedQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

const t = withTestApp({
  seed: async (db) => {
    await insertBasics(db)
    await db
      .updateTable('oauth_applications')
      .set({ origins: ['http://127.0.0.1:3000'] })
      .where('id', '=', CLIENT_ID)
      .execute()
  },
})

describe('sign-in e-mails', () => {
  const input = {
    siteName: 'Tom & Jerry <Homes>',
    firstName: 'Jane',
    link: 'https://x.example/app/?magic_auth=a%2Bb&x=1',
    minutes: 15,
  }

  it.each([
    ['magic link', magicLinkMail, 'Your sign-in link for Tom & Jerry <Homes>'],
    ['password reset', passwordResetMail, 'Reset your Tom & Jerry <Homes> password'],
  ])(
    'the %s mail has a plain and an HTML body naming the site, the link, its 15 minutes and that it can be ignored',
    (_name, make, subject) => {
      const mail = make(input)
      expect(mail.subject).toBe(subject)
      expect(mail.text).toContain('Hi Jane,')
      expect(mail.text).toContain(input.link)
      expect(mail.text).toContain('Tom & Jerry <Homes>')
      expect(mail.text).toContain('expires in 15 minutes')
      expect(mail.text).toMatch(/you can ignore this e-mail/)
      expect(mail.html).toContain('href="https://x.example/app/?magic_auth=a%2Bb&amp;x=1"')
      expect(mail.html).toContain('Tom &amp; Jerry &lt;Homes&gt;')
      expect(mail.html).not.toContain('<Homes>')
      expect(mail.html).toContain('expires in 15 minutes')
      expect(mail.html).toMatch(/you can ignore this e-mail/)
    },
  )

  it('greets without a name when the person gave none', () => {
    expect(magicLinkMail({ ...input, firstName: '' }).text.startsWith('Hello,\n')).toBe(true)
  })
})

describe('the development outbox', () => {
  beforeAll(async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'x@y' }, t.db)
    await mailer.send({ siteId: SITE_ID, to: 'first@example.com', subject: 'First', text: 'one https://a.example/1' })
    await mailer.send({
      siteId: SITE_ID,
      to: 'Second@Example.com',
      subject: '<script>alert(1)</script>',
      text: 'Click https://a.example/app/?magic_auth=x%3D&y=<b> now.',
      html: '<p>hi</p>',
    })
  })

  it('lists kept mail newest first as JSON, with every member', async () => {
    const res = await t.app.inject('/dev/outbox.json')
    expect(res.statusCode).toBe(200)
    const list = res.json() as {
      id: number
      to: string
      subject: string
      text: string
      html: string | null
      created_at: string
    }[]
    expect(list.slice(0, 2).map((m) => m.subject)).toEqual(['<script>alert(1)</script>', 'First'])
    expect(list[0]).toEqual({
      id: expect.any(Number),
      to: 'Second@Example.com',
      subject: '<script>alert(1)</script>',
      text: 'Click https://a.example/app/?magic_auth=x%3D&y=<b> now.',
      html: '<p>hi</p>',
      kind: 'email',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(list[1]?.html).toBeNull()
  })

  it('filters by recipient, case-insensitively, and limits the count', async () => {
    const res = await t.app.inject('/dev/outbox.json?to=second@example.COM')
    expect(res.json().map((m: { to: string }) => m.to)).toEqual(['Second@Example.com'])
    expect((await t.app.inject('/dev/outbox.json?limit=1')).json()).toHaveLength(1)
    expect((await t.app.inject('/dev/outbox.json?limit=0')).statusCode).toBe(400)
  })

  it('shows an HTML page with clickable links and everything escaped', async () => {
    const res = await t.app.inject('/dev/outbox')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    const page = res.body
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<h1>Outbox</h1>')
    expect(page).not.toContain('<script>')
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page).toContain(
      '<a href="https://a.example/app/?magic_auth=x%3D&amp;y=">https://a.example/app/?magic_auth=x%3D&amp;y=</a>&lt;b&gt; now.',
    )
    expect(page.indexOf('alert(1)')).toBeLessThan(page.indexOf('First'))
  })

  it('links URLs but not the punctuation after them', () => {
    expect(linkifiedText('See https://a.example/x.')).toBe('See <a href="https://a.example/x">https://a.example/x</a>.')
    expect(linkifiedText('no links & "quotes"')).toBe('no links &amp; &quot;quotes&quot;')
  })
})

describe('mail over SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let smtpApp: FastifyInstance
  beforeAll(async () => {
    smtp = await startSmtpServer()
    const config = readConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Test Realty <no-reply@test-realty.example>' })
    smtpApp = await buildApp({ ...config, idxAppDir: null, storybookDir: null }, { db: t.db })
  })
  afterAll(async () => {
    await smtpApp?.close()
    await smtp?.close()
  })

  it('delivers a magic link through a real SMTP server, with plain and HTML parts', async () => {
    await createUser(t.db, { siteId: SITE_ID, email: 'smtp-user@example.com', firstName: 'Sam' })
    const res = await oauthCall(smtpApp, '/oauth/login_type', { body: { oauth: { email: 'smtp-user@example.com' } } })
    expect(res.statusCode, res.body).toBe(202)
    const mail = smtp.received.at(-1)
    expect(mail?.from).toBe('no-reply@test-realty.example')
    expect(mail?.to).toEqual(['smtp-user@example.com'])
    const raw = decodedQuotedPrintable(mail?.raw ?? '')
    expect(raw).toContain('Subject: Your sign-in link for Test Realty')
    expect(raw).toMatch(/multipart\/alternative/)
    expect(raw).toMatch(/Content-Type: text\/plain/)
    expect(raw).toMatch(/Content-Type: text\/html/)
    const link = linkIn(raw)
    expect(link.origin).toBe('http://127.0.0.1:3000')
    expect(magicAuthOf(link).email).toBe('smtp-user@example.com')
  })

  it('keeps nothing in the outbox and serves no outbox page', async () => {
    const before = await t.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('to_address', '=', 'smtp-user@example.com')
      .execute()
    expect(before).toEqual([])
    expect((await smtpApp.inject('/dev/outbox')).statusCode).toBe(404)
    expect((await smtpApp.inject('/dev/outbox.json')).statusCode).toBe(404)
  })

  it('chooses SMTP only when SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'a@b.example' }, t.db)
    await mailer.send({ siteId: null, to: 'direct@example.com', subject: 'Direct', text: 'hello' })
    await mailer.close()
    expect(smtp.received.at(-1)?.to).toEqual(['direct@example.com'])
  })
})
