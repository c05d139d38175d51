// Route schemas of the register, login-type and password-reset calls: they validate the wire
// shape (types, lengths, unknown members) and document it in the OpenAPI document; the field
// rules with their messages are checked by the handlers (registration-fields.ts).

const text = (description: string, maxLength = 1000) => ({ type: ['string', 'null'], maxLength, description }) as const
const idMember = (description: string) => ({ type: ['integer', 'string', 'null'], maxLength: 20, description }) as const

export const clientQuery = {
  type: 'object',
  required: ['client_id'],
  additionalProperties: false,
  properties: { client_id: { type: 'string', maxLength: 200, description: "The site's OAuth application id" } },
} as const

const oauthMember = <Properties extends Record<string, unknown>>(properties: Properties) =>
  ({ type: 'object', additionalProperties: false, properties }) as const

export const registerBody = {
  type: 'object',
  required: ['oauth'],
  additionalProperties: false,
  properties: {
    client_id: { type: 'string', maxLength: 200 },
    oauth: oauthMember({
      email: text('E-mail address (unique per site, case-insensitively)', 320),
      password: text(
        '4 to 128 characters, not one of the 3,000 most common passwords; omit on sites that sign up without one',
      ),
      password_confirmation: text('When given, must equal password'),
      first_name: text('Required', 200),
      last_name: text('Required', 200),
      sms_number: text('Phone number (optional)', 40),
      phone_number: text('Phone number (optional)', 40),
      current_agent_id: idMember("The visitor's agent: kept when it is an agent of the site's feeds, else ignored"),
      registration_market_id: idMember("One of the site's markets"),
    }),
  },
} as const

export const loginTypeBody = {
  type: 'object',
  required: ['oauth'],
  additionalProperties: false,
  properties: {
    client_id: { type: 'string', maxLength: 200 },
    oauth: oauthMember({ email: text('The address to check', 320) }),
    commit: {
      type: ['string', 'null'],
      maxLength: 40,
      description: "'magic' asks for a magic link even when the account has a password",
    },
  },
} as const

export const resetRequestBody = {
  type: 'object',
  required: ['oauth'],
  additionalProperties: false,
  properties: {
    client_id: { type: 'string', maxLength: 200 },
    oauth: oauthMember({ email: text('Where the reset link goes, when it has an account', 320) }),
  },
} as const

export const resetBody = {
  type: 'object',
  required: ['oauth'],
  additionalProperties: false,
  properties: {
    client_id: { type: 'string', maxLength: 200 },
    oauth: oauthMember({
      reset_token: text('The code from the reset link', 200),
      password: text('The new password'),
      password_confirmation: text('When given, must equal password'),
    }),
  },
} as const

const oauthErrorAnswer = (description: string) =>
  ({
    description,
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      error: { type: 'string' },
      error_description: { type: 'string' },
    },
  }) as const

const fieldErrorsAnswer = (description: string) =>
  ({
    description,
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      is_sso: { type: 'boolean' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
  }) as const

/** 400 (bad body or query), 401 (unknown client_id, or not its site's token), 422, 429. */
export const commonAnswers = {
  400: oauthErrorAnswer('invalid_request: malformed JSON, a missing `oauth` member, a wrong type or an unknown member'),
  401: oauthErrorAnswer("invalid_client: unknown client_id, or the Bearer token is not that client's site token"),
  422: fieldErrorsAnswer('Field messages keyed by field'),
  429: oauthErrorAnswer('too_many_requests: over a throttle limit; see Retry-After'),
} as const

export const registeredUser = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    full_name: { type: 'string' },
    phone_number: { type: ['string', 'null'] },
    sms_number: { type: ['string', 'null'] },
    current_agent_id: { type: ['string', 'null'] },
    registration_market_id: { type: ['string', 'null'] },
  },
} as const

export const registerAnswers = {
  201: {
    description: 'Registered: sign in with the password grant next',
    type: 'object',
    properties: { success: { type: 'boolean' }, user: registeredUser },
  },
  202: {
    description: 'Registered without a password (the site signs up without one): a magic link was e-mailed',
    type: 'object',
    properties: { success: { type: 'boolean' }, magic_link_sent: { type: 'boolean' } },
  },
  ...commonAnswers,
} as const

const loginTypeAnswer = (description: string) =>
  ({
    description,
    type: 'object',
    properties: {
      is_sso: { type: 'boolean' },
      magic_link_sent: { type: 'boolean' },
      sso: {
        type: 'object',
        properties: {
          idp: { type: 'string' },
          client_id: { type: 'string' },
          authorize_url: { type: 'string' },
          issuer: { type: 'string' },
        },
      },
    },
  }) as const

export const loginTypeAnswers = {
  200: loginTypeAnswer('is_sso true (with sso) for a single sign-on domain, else the account has a password'),
  202: loginTypeAnswer('A magic link was e-mailed (the account has no password, or commit was "magic")'),
  404: fieldErrorsAnswer('No account has this address: the client shows the register step'),
  ...commonAnswers,
} as const

export const successAnswers = {
  200: { description: 'Done', type: 'object', properties: { success: { type: 'boolean' } } },
  ...commonAnswers,
} as const
