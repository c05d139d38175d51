import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { OauthClient } from '../auth/clients.js'
import { HashQueueFullError, hashPassword } from '../auth/passwords.js'
import { THROTTLE_RULES, throttleKey } from '../auth/throttle-rules.js'
import type { Database } from '../db/schema.js'
import { answerFor } from '../http/error-handler.js'
import { afterReplyWorkSettled, runAfterReply } from '../mail/background-sends.js'
import { sitePhoneCountry } from '../auth/site-phone-country.js'
import { createUser, findUserByEmail, type UserRow } from '../users/index.js'
import { sendMagicLink } from './magic-link.js'
import { fieldErrors, oauthError, tooManyRequests } from './oauth-answers.js'
import { requestClient } from './oauth-client.js'
import { isUsableResetCode, resetPassword, sendPasswordReset } from './password-reset.js'
import { appOrigin } from './registration-app-origin.js'
import { checkRegistration, emailProblem, FIELD_MESSAGES, newPasswordProblems } from './registration-fields.js'
import {
  clientQuery,
  loginTypeAnswers,
  loginTypeBody,
  registerAnswers,
  registerBody,
  resetBody,
  resetRequestBody,
  successAnswers,
} from './registration-schemas.js'
import { withinLimits } from './registration-throttle.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

/** The answers every route here may give besides its own, for the OpenAPI reader. */
const FORM_ROUTE_ERRORS =
  '\n\n- `400 {"success": false, "error": "invalid_request", "error_description"}`: malformed JSON, no `oauth` ' +
  'object, a member of the wrong type or an unknown member.\n' +
  "- `401 invalid_client`: an unknown client_id, or a Bearer token that is not that client's site token (checked " +
  'before the body is read).\n' +
  '- `429 too_many_requests` with `Retry-After`: over a throttle limit (per address, 100 sign-in calls in 15 ' +
  'minutes; registrations, 10 an hour per address; e-mails, 5 per account in 15 minutes).'

// The client of each request, found before its body is parsed or validated, so a caller without
// the site token learns nothing about what a valid body looks like.
const clients = new WeakMap<FastifyRequest, OauthClient>()

function clientOf(request: FastifyRequest): OauthClient {
  const client = clients.get(request)
  if (!client) throw new Error('registration route without its client: the onRequest hook must run first')
  return client
}

/** The registered user as the register call answers it (no secrets). */
function userAnswer(user: UserRow) {
  return {
    id: String(user.id),
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: [user.first_name, user.last_name].filter((part) => part !== '').join(' '),
    phone_number: user.phone_number,
    sms_number: user.sms_number,
    current_agent_id: user.current_agent_id === null ? null : String(user.current_agent_id),
    registration_market_id: user.registration_market_id === null ? null : String(user.registration_market_id),
  }
}

function isSsoAddress(client: OauthClient, email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  return client.site.sso?.email_domains.some((d) => d.toLowerCase() === domain) ?? false
}

function isMarketOfSite(db: Kysely<Database>, siteId: number, marketId: number) {
  return db
    .selectFrom('markets')
    .select('id')
    .where('id', '=', marketId)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
    .then((row) => row !== undefined)
}

/** Whether the agent works in one of the feeds of the site's markets. */
function isAgentOfSite(db: Kysely<Database>, siteId: number, agentId: number) {
  return db
    .selectFrom('agents')
    .select('agents.id')
    .where('agents.id', '=', agentId)
    .where('agents.feed_id', 'in', (eb) =>
      eb
        .selectFrom('market_feeds')
        .innerJoin('markets', 'markets.id', 'market_feeds.market_id')
        .select('market_feeds.feed_id')
        .where('markets.site_id', '=', siteId),
    )
    .executeTakeFirst()
    .then((row) => row !== undefined)
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505'
}

/**
 * Sign-up, the e-mail check and password reset (apps/api/README.md, "Sign-in and sessions"):
 * `POST /oauth/session.json`, `POST /oauth/login_type`, `POST` and `PUT /oauth/session/password.json`.
 * Each takes `client_id` and that client's site token as Bearer, and is throttled per address
 * (and per account where it sends mail) before any lookup or hash.
 */
export async function registrationRoutes(app: SchemaTypedApp): Promise<void> {
  // Answers in the OAuth shape ({success, error, error_description}) rather than JSON:API: the
  // /oauth clients read `error`. The messages are the app's usual ones.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HashQueueFullError) return tooManyRequests(reply, 1)
    const { status, document } = answerFor(error)
    const detail = document.errors[0]?.detail ?? 'The request could not be read.'
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(status).send({ success: false, error: 'server_error', error_description: detail })
    }
    return oauthError(reply, status, status === 401 ? 'invalid_client' : 'invalid_request', detail)
  })

  app.addHook('onRequest', async function findClient(request, reply) {
    const client = await requestClient(request, reply, { siteToken: true })
    if (!client) return reply
    clients.set(request, client)
  })

  // Reset e-mails go out after their answer; let them finish before the database closes.
  app.addHook('onClose', async () => afterReplyWorkSettled())

  const addressCheck = (request: FastifyRequest) => [throttleKey.address(request.ip), THROTTLE_RULES.address] as const
  const mailCheck = (client: OauthClient, email: string) =>
    [throttleKey.mailAccount(client.siteId, email), THROTTLE_RULES.mailAccount] as const

  app.post(
    '/session.json',
    {
      schema: {
        tags: ['oauth'],
        summary: 'Register (sign up)',
        description:
          'Creates an account on the site. Send the site token as the Bearer token and `client_id` (an ' +
          'oauth_applications id); the body is `{"oauth": {…}}` and every answer is plain JSON, not ' +
          'JSON:API.\n\n' +
          '- `201 {"success": true, "user": {…}}`: registered; sign in next with the password grant of ' +
          'POST /oauth/token.\n' +
          '- `202 {"success": true, "magic_link_sent": true}`: the site signs up without a password ' +
          '(`sign_up_without_password`) and none was given: the user is created and a magic link is ' +
          'e-mailed.\n' +
          '- `422 {"success": false, "errors": {"email": ["has already been taken"]}}`: messages keyed ' +
          "by field: first_name and last_name `can't be blank`; email `can't be blank`, `is invalid` " +
          'or `has already been taken` (case-insensitively, per site); phone_number and sms_number `is ' +
          'not a number we can call or text: …` when given and not a valid number of the country of the ' +
          "site's default market (or with its own + country code); password `can't be blank`, `is too short " +
          '(minimum is 4 characters)`, `is too long (maximum is 128 characters)` or the ' +
          "common-password message; password_confirmation `doesn't match Password` (checked only when " +
          'sent); registration_market_id `is invalid` or `is not a market of this site`.\n\n' +
          'Phone numbers are stored in E.164 (`512-555-0142` as `+15125550142`); one fills both ' +
          'phone_number and sms_number when only one is sent. ' +
          "current_agent_id is kept when it is an agent of the feeds of the site's markets and " +
          'otherwise stored as null, not refused: it comes from a tracking value the visitor did not ' +
          'type.' +
          FORM_ROUTE_ERRORS,
        querystring: clientQuery,
        body: registerBody,
        response: registerAnswers,
      },
    },
    async (request, reply) => {
      const client = clientOf(request)
      if (!(await withinLimits(app.throttle, reply, [addressCheck(request)]))) return reply
      const passwordless = client.site.features.sign_up_without_password === true
      const country = await sitePhoneCountry(app.db, client.siteId)
      const checked = checkRegistration(request.body.oauth, { passwordless, country })
      if (checked.errors) return fieldErrors(reply, 422, checked.errors)
      const registration = checked.value
      if (
        registration.registrationMarketId !== null &&
        !(await isMarketOfSite(app.db, client.siteId, registration.registrationMarketId))
      ) {
        return fieldErrors(reply, 422, { registration_market_id: [FIELD_MESSAGES.notSiteMarket] })
      }
      // Counted only for well-formed sign-ups, so fixing a typo in the form costs nothing, but
      // before the address is looked up: this bounds probing which addresses have accounts.
      if (!(await withinLimits(app.throttle, reply, [[throttleKey.register(request.ip), THROTTLE_RULES.register]]))) {
        return reply
      }
      if (await findUserByEmail(app.db, client.siteId, registration.email)) {
        return fieldErrors(reply, 422, { email: [FIELD_MESSAGES.taken] })
      }
      const passwordHash = registration.password === null ? null : await hashPassword(registration.password)
      // A tracking value naming an agent of another site (or none) is dropped, not an error:
      // the visitor did not type it and cannot fix it.
      const currentAgentId =
        registration.currentAgentId !== null &&
        (await isAgentOfSite(app.db, client.siteId, registration.currentAgentId))
          ? registration.currentAgentId
          : null
      let user: UserRow
      try {
        user = await createUser(app.db, {
          siteId: client.siteId,
          email: registration.email,
          firstName: registration.firstName,
          lastName: registration.lastName,
          phoneNumber: registration.phoneNumber,
          smsNumber: registration.smsNumber,
          passwordHash,
          currentAgentId,
          registrationMarketId: registration.registrationMarketId,
        })
      } catch (error) {
        // Two sign-ups racing with one address: the unique index decides.
        if (isUniqueViolation(error)) return fieldErrors(reply, 422, { email: [FIELD_MESSAGES.taken] })
        throw error
      }
      if (passwordHash === null) {
        const origin = await appOrigin(app.db, client, request.headers.origin)
        await sendMagicLink(app, { client, user, origin })
        return reply.status(202).send({ success: true, magic_link_sent: true })
      }
      return reply.status(201).send({ success: true, user: userAnswer(user) })
    },
  )

  app.post(
    '/login_type',
    {
      schema: {
        tags: ['oauth'],
        summary: 'Check an e-mail address: single sign-on, password, magic link, or no account',
        description:
          'What the sign-in dialog does next with an address. Site token as Bearer; body `{"oauth": ' +
          '{"email"}, "commit"}`.\n\n' +
          '- `200 {"is_sso": true, "sso": {"idp", "client_id", "authorize_url", "issuer"}}`: the ' +
          "address's domain is one of the site's single sign-on e-mail domains (compared " +
          'case-insensitively, before any account lookup): the person signs in at the provider (the ' +
          "site's sso/sign_in page), with or without an account here.\n" +
          '- `200 {"is_sso": false}`: an account with a password exists: show the password step.\n' +
          '- `202 {"is_sso": false, "magic_link_sent": true}`: a magic link was e-mailed (the account ' +
          'has no password, or commit is "magic").\n' +
          '- `404 {"is_sso": false, "errors": {"email": ["has no account yet"]}}`: show registration.\n' +
          '- `422 {"success": false, "is_sso": false, "errors": {"email": ["is invalid"]}}`: not an ' +
          'e-mail address.' +
          FORM_ROUTE_ERRORS,
        querystring: clientQuery,
        body: loginTypeBody,
        response: loginTypeAnswers,
      },
    },
    async (request, reply) => {
      const client = clientOf(request)
      if (!(await withinLimits(app.throttle, reply, [addressCheck(request)]))) return reply
      const problem = emailProblem(request.body.oauth.email)
      if (problem) return reply.status(422).send({ success: false, is_sso: false, errors: { email: [problem] } })
      const email = (request.body.oauth.email ?? '').trim()
      const sso = client.site.sso
      if (sso && isSsoAddress(client, email)) {
        return reply.send({
          is_sso: true,
          sso: { idp: sso.idp, client_id: sso.client_id, authorize_url: sso.authorize_url, issuer: sso.issuer },
        })
      }
      const user = await findUserByEmail(app.db, client.siteId, email)
      if (!user) return reply.status(404).send({ is_sso: false, errors: { email: [FIELD_MESSAGES.noAccount] } })
      if (user.password_hash === null || request.body.commit === 'magic') {
        if (!(await withinLimits(app.throttle, reply, [mailCheck(client, email)]))) return reply
        const origin = await appOrigin(app.db, client, request.headers.origin)
        await sendMagicLink(app, { client, user, origin })
        return reply.status(202).send({ is_sso: false, magic_link_sent: true })
      }
      return reply.send({ is_sso: false })
    },
  )

  app.post(
    '/session/password.json',
    {
      schema: {
        tags: ['oauth'],
        summary: 'Ask for a password-reset e-mail',
        description:
          'Site token as Bearer; body `{"oauth": {"email"}}`. Always `200 {"success": true}` for a ' +
          'well-formed address, whether or not it has an account; when it has one, an e-mail with a ' +
          'link to /app/forgot-password?reset_token=… is sent (the code lives 15 minutes). The lookup ' +
          'and the e-mail happen after the answer, so neither the answer (status, body, headers) nor ' +
          'its timing tells whether the address has an account, and the per-account e-mail limit (429) ' +
          "counts every address alike. Addresses of the site's single sign-on e-mail domains get no " +
          'link: they sign in at their provider. A malformed address is `422 {"errors": {"email": ["is ' +
          'invalid"]}}`.' +
          FORM_ROUTE_ERRORS,
        querystring: clientQuery,
        body: resetRequestBody,
        response: successAnswers,
      },
    },
    async (request, reply) => {
      const client = clientOf(request)
      if (!(await withinLimits(app.throttle, reply, [addressCheck(request)]))) return reply
      const problem = emailProblem(request.body.oauth.email)
      if (problem) return fieldErrors(reply, 422, { email: [problem] })
      const email = (request.body.oauth.email ?? '').trim()
      // Counted for every address, with or without an account, so a 429 reveals nothing either.
      if (!(await withinLimits(app.throttle, reply, [mailCheck(client, email)]))) return reply
      const origin = await appOrigin(app.db, client, request.headers.origin)
      runAfterReply(reply, 'password reset e-mail', async () => {
        // People of the site's SSO domains sign in at their provider: a password here would
        // bypass it, so they get no reset link.
        if (isSsoAddress(client, email)) return
        const user = await findUserByEmail(app.db, client.siteId, email)
        if (user) await sendPasswordReset(app, { client, user, origin })
      })
      return reply.send({ success: true })
    },
  )

  app.put(
    '/session/password.json',
    {
      schema: {
        tags: ['oauth'],
        summary: 'Set a new password with the code of a reset link',
        description:
          'Site token as Bearer; body `{"oauth": {"reset_token", "password", ' +
          '"password_confirmation"}}`. Answers `200 {"success": true}`, or `422` with ' +
          '`errors.reset_token` ("is invalid or has expired") or the password messages of ' +
          'registration. The code is checked before the password is hashed, and a refused password ' +
          "leaves it usable. Success uses the code, spends the user's other reset codes and ends every " +
          'session of the user.' +
          FORM_ROUTE_ERRORS,
        querystring: clientQuery,
        body: resetBody,
        response: successAnswers,
      },
    },
    async (request, reply) => {
      const client = clientOf(request)
      if (!(await withinLimits(app.throttle, reply, [addressCheck(request)]))) return reply
      const { reset_token: token, password, password_confirmation: confirmation } = request.body.oauth
      const errors = newPasswordProblems(password, confirmation)
      // Checked before the hash, so a made-up code costs no hashing.
      if (!token || !(await isUsableResetCode(app.db, { siteId: client.siteId, token }))) {
        errors.reset_token = [FIELD_MESSAGES.resetToken]
      }
      if (Object.keys(errors).length > 0 || !token || !password) return fieldErrors(reply, 422, errors)
      const passwordHash = await hashPassword(password)
      const userId = await resetPassword(app.db, { siteId: client.siteId, token, passwordHash })
      if (userId === undefined) return fieldErrors(reply, 422, { reset_token: [FIELD_MESSAGES.resetToken] })
      return reply.send({ success: true })
    },
  )
}
