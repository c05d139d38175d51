import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { expect } from 'vitest'
import type { Database } from '../../src/db/schema.js'
import { createUser } from '../../src/users/users.repository.js'
import { SITE_ID } from './fixtures.js'
import { userAuthorization } from './user-authorization.js'

// The people of the collaboration tests (collections, comments, notifications): signed-in users of
// the fixtures' site, calls as them, and the JSON:API errors they get.

export type Auth = Record<string, string>
export type Person = { id: string; auth: Auth; email: string; phone: string }
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

let people = 0

/**
 * A new user of the fixtures' site, signed in: `{prefix}{n}@example.com`, phone `+1512555{n}`
 * (n counts every person made in the file).
 */
export async function signedInPerson(db: Kysely<Database>, firstName: string, prefix: string): Promise<Person> {
  people += 1
  const email = `${prefix}${people}@example.com`
  const phone = `+1512555${String(people).padStart(4, '0')}`
  const row = await createUser(db, {
    siteId: SITE_ID,
    email,
    firstName,
    lastName: 'Tester',
    phoneNumber: phone,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$not-a-real-hash',
  })
  return { id: String(row.id), auth: await userAuthorization(db, row.id), email, phone }
}

/** An API call (under /api/v3) with these headers and, optionally, a JSON body. */
export function apiCall(app: FastifyInstance, method: Method, url: string, auth: Auth, payload?: object) {
  return app.inject({ method, url: `/api/v3${url}`, headers: auth, ...(payload ? { payload } : {}) })
}

/** Asserts a JSON:API error answer: its status, and when given its first error's detail and pointer. */
export function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  detail?: string,
  pointer?: string,
) {
  expect(res.statusCode).toBe(status)
  const [error] = (res.json() as { errors: { status: string; detail: string; source?: { pointer?: string } }[] }).errors
  expect(error?.status).toBe(String(status))
  if (detail !== undefined) expect(error?.detail).toBe(detail)
  if (pointer !== undefined) expect(error?.source?.pointer).toBe(pointer)
}
