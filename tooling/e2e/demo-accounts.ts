// Accounts of the demo site for end-to-end files that act through the API as a user: a password
// grant's access token, and a new account registered as the sign-up form registers one.
import { expect } from 'vitest'
import { DEMO_SITE_TOKEN } from './browser-and-server.js'

/** The demo site's OAuth client id (apps/api's DEMO_CLIENT_ID). */
export const DEMO_CLIENT_ID = 'idx-demo-client'

/**
 * A user's access token from the password grant at `baseUrl`'s /oauth/token, with `scope` when
 * given ('read write admin' for an administrator's admin session).
 */
export async function passwordAccessToken(
  baseUrl: string,
  email: string,
  password: string,
  scope?: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: DEMO_CLIENT_ID,
      email,
      password,
      ...(scope ? { scope } : {}),
    }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { access_token: string }).access_token
}

export type RegisteredAccount = { email: string; password: string; token: string }

/**
 * A new account of the demo site (a unique e-mail per call), registered through
 * `/oauth/session.json` as the sign-up form does, and signed in.
 */
export async function registerDemoAccount(
  baseUrl: string,
  person: { firstName: string; lastName: string; phoneNumber: string },
): Promise<RegisteredAccount> {
  const email = `${person.firstName.toLowerCase()}.${Date.now()}@example.com`
  const password = 'porch-swing-2026'
  const res = await fetch(`${baseUrl}/oauth/session.json?client_id=${DEMO_CLIENT_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_SITE_TOKEN}` },
    body: JSON.stringify({
      oauth: {
        email,
        password,
        first_name: person.firstName,
        last_name: person.lastName,
        phone_number: person.phoneNumber,
      },
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return { email, password, token: await passwordAccessToken(baseUrl, email, password) }
}
