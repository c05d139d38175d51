import { LEAD_TYPES, type LeadType } from '@idx/domain'

// The request and response schemas of the tracking service. They validate (unknown members are
// 400s, as everywhere), and make the OpenAPI document. Free-form members (`user`, `custom_data`,
// `payload`) are objects of at most 50 members; each route's body limit bounds their size.

/** A visitor id: what the browser made up (a UUID or similar). */
export const VID_PATTERN = '^[A-Za-z0-9._:-]{1,64}$'

const vid = {
  type: 'string',
  pattern: VID_PATTERN,
  description: "The visitor's id (1 to 64 of A-Z a-z 0-9 . _ : -)",
} as const

/** A visitor key: the browser's secret beside its vid (never in a URL), at least 128 random bits. */
export const VISITOR_KEY_PATTERN = '^[A-Za-z0-9_-]{22,64}$'

const visitor_key = {
  type: 'string',
  pattern: VISITOR_KEY_PATTERN,
  description:
    "The visitor's key (22 to 64 of A-Z a-z 0-9 _ -): a secret the browser keeps beside the vid and never " +
    'puts in a URL. The first call that brings one binds the visitor to it; choosing the visitor’s agent needs it',
} as const

/** A database id, as a number or a string of digits (JSON:API ids are strings). */
const id = (description: string) =>
  ({
    type: ['integer', 'string'],
    minimum: 1,
    maximum: 2147483647,
    pattern: '^[1-9][0-9]{0,9}$',
    description,
  }) as const

const nullableId = (description: string) => ({ ...id(description), type: ['integer', 'string', 'null'] }) as const

const text = (maxLength: number, description?: string) =>
  ({ type: ['string', 'null'], maxLength, ...(description ? { description } : {}) }) as const

const freeObject = (description: string) =>
  ({ type: ['object', 'null'], additionalProperties: true, maxProperties: 50, description }) as const

/** Visitor attribution (domain `VisitorTracking` without `vid`): any call may carry it. */
const attributionProperties = {
  utm_campaign: text(200),
  utm_source: text(200),
  utm_medium: text(200),
  utm_content: text(200),
  utm_term: text(200),
  _cycagt: text(200, 'The agent tracking value (`_cycagt` of the landing URL)'),
} as const

export interface AttributionBody {
  utm_campaign?: string | null
  utm_source?: string | null
  utm_medium?: string | null
  utm_content?: string | null
  utm_term?: string | null
  _cycagt?: string | null
}

export type IdValue = number | string

const accepted = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', const: 'accepted' } },
} as const

export const identifySchema = {
  tags: ['tracking'],
  summary: 'Identify a visitor: link its vid to a person (and, with a user access token, to the user)',
  description:
    'Records who the visitor is; each call is kept (`person` is `user` as sent). Answers `202 ' +
    '{"status": "accepted", "vid", "user_id"}`. With a user access token as the Bearer, the vid ' +
    'is linked to that user (`user_id`; later anonymous calls of the same vid keep the link); ' +
    'with the site token, `remote_actor_id` and `user` are recorded as claimed only and ' +
    '`user_id` is null. The first call that brings a `visitor_key` binds the visitor to it. 300 ' +
    'calls per client address in 15 minutes, then 429 with `Retry-After`. Answers are plain JSON ' +
    'with `Cache-Control: no-store`; errors are JSON:API error documents. Any tracking POST may ' +
    'carry `utm_campaign`, `utm_source`, `utm_medium`, `utm_content`, `utm_term` and `_cycagt` ' +
    '(first touch wins).',
  body: {
    type: 'object',
    required: ['vid'],
    additionalProperties: false,
    properties: {
      vid,
      visitor_key,
      remote_actor_id: {
        type: ['string', 'integer', 'null'],
        maxLength: 64,
        description: "The caller's user id, as claimed",
      },
      user: freeObject('The user as the client knows it (name, e-mail, phone), stored as sent'),
      form_name: text(64),
      custom_data: freeObject('Anything else the client wants kept with the identification'),
      source: text(200, "Where the identification comes from, e.g. 'idx'"),
      ...attributionProperties,
    },
  },
  response: {
    202: {
      ...accepted,
      required: ['status', 'vid', 'user_id'],
      properties: {
        ...accepted.properties,
        vid: { type: 'string' },
        user_id: {
          type: ['string', 'null'],
          description: 'The user the vid is now linked to; null with the site token',
        },
      },
    },
  },
} as const

export const eventSchema = {
  tags: ['tracking'],
  summary: 'Record a metrics event of a visitor (viewedProperty, searched, PageView, PropertyView, …)',
  description:
    'Answers `202 {"status": "accepted"}`. `event` is one of `viewedProperty` (payload: the ' +
    'listing), `searched` (market, filters, suggestions, path, url), `PageView`, `PropertyView`, ' +
    'or another name matching `^[A-Za-z][A-Za-z0-9_.:-]{0,63}$`. Bodies up to 16 KiB (413 ' +
    'beyond). 2,000 calls per client address in 15 minutes, then 429 with `Retry-After`. Answers ' +
    'are plain JSON with `Cache-Control: no-store`; errors are JSON:API error documents. Any ' +
    'tracking POST may carry `utm_campaign`, `utm_source`, `utm_medium`, `utm_content`, ' +
    '`utm_term` and `_cycagt` (first touch wins).',
  body: {
    type: 'object',
    required: ['vid', 'event'],
    additionalProperties: false,
    properties: {
      vid,
      visitor_key,
      event: {
        type: 'string',
        pattern: '^[A-Za-z][A-Za-z0-9_.:-]{0,63}$',
        description:
          "The event's name: the spec's viewedProperty, searched, PageView, PropertyView, or another short name",
      },
      payload: freeObject('What the event is about, e.g. the listing or the search'),
      ...attributionProperties,
    },
  },
  response: { 202: accepted },
} as const

export interface LeadForm {
  first_name?: string | null
  last_name?: string | null
  full_name?: string | null
  email?: string | null
  phone_number?: string | null
  message?: string | null
  property_address?: string | null
  mls_number?: string | null
  opt_in?: boolean | null
  current_agent?: IdValue | null
  website?: string | null
}

export interface FormSubmissionBody extends AttributionBody {
  form_name: string
  form: LeadForm
  property?: {
    id?: IdValue | null
    mls_number?: string | null
    title?: string | null
    subtitle?: string | null
    slug?: string | null
    url?: string | null
  } | null
  remote_actor_id?: IdValue | null
  market_id?: IdValue | null
  form_attributes?: ({ lead_type?: LeadType } & Record<string, unknown>) | null
  tags?: string[] | null
  current_agent_id?: IdValue | null
  cyclum_submission_id: string
  cyclum_vid?: string | null
  consent_text?: string | null
  source_url?: string | null
}

export const formSubmissionSchema = {
  tags: ['tracking'],
  summary: 'Submit a form as a lead (the listing inquiry), with its consent record',
  description:
    'Stores a lead and answers `202 {"status": "accepted", "cyclum_submission_id", ' +
    '"received_at"}`.\n\n' +
    "- For `listing-inquiry` the form's own rules apply (names, a valid e-mail and phone, " +
    'property address and MLS number), every problem at once as a 422 at `/form/<field>`; any ' +
    "other form's `phone_number`, when given, must be a valid number (422 at `/form/phone_number`, " +
    "'Enter a valid phone number'). The phone number is stored in E.164 (`512-555-0142` as " +
    "`+15125550142`, read in the country of the site's default market). " +
    '`form.opt_in` must be true (sending the opt-in variant is the consent), else a 400 at ' +
    '`/form/opt_in` ("You must agree to be contacted"); whenever the visitor opted in, ' +
    '`consent_text` (the words the visitor was shown) is required (400 at `/consent_text`). The ' +
    "lead stores the consent with the server's time, `source_url` (else the Referer), the client " +
    'address and user agent.\n' +
    '- Lead type: when `property.id` is a listing of the site, its purchase type decides ' +
    '(Purchase: buyer, Lease: rental, else Unknown) over `form_attributes.lead_type`; otherwise ' +
    "the sent lead_type, else Unknown. A listing that is gone or another site's is not linked, " +
    'but the lead is kept.\n' +
    "- `market_id` must be one of the site's markets and `current_agent_id` an agent of their " +
    "feeds (400 at the member); without `market_id` the lead gets the listing's market, else the " +
    "site's default.\n" +
    '- Idempotent per `cyclum_submission_id`: the same body again, or twice at once, stores one ' +
    'lead and answers the same receipt; another body under a used id is a 409 at ' +
    '`/cyclum_submission_id`.\n' +
    '- A filled honeypot (`form.website`) is answered like a stored lead and nothing is stored.\n\n' +
    'Bodies up to 64 KiB (413 beyond). 30 calls per client address an hour (honeypot catches ' +
    'count), then 429 with `Retry-After`. Answers are plain JSON with `Cache-Control: no-store`; ' +
    'errors are JSON:API error documents. Any tracking POST may carry `utm_campaign`, ' +
    '`utm_source`, `utm_medium`, `utm_content`, `utm_term` and `_cycagt` (first touch wins).',
  body: {
    type: 'object',
    required: ['form_name', 'form', 'cyclum_submission_id'],
    additionalProperties: false,
    properties: {
      form_name: {
        type: 'string',
        pattern: '^[a-z0-9][a-z0-9_.-]{0,63}$',
        description: "Which form, e.g. 'listing-inquiry'",
      },
      form: {
        type: 'object',
        additionalProperties: false,
        description: "The form's fields as the visitor filled them in",
        properties: {
          first_name: text(100),
          last_name: text(100),
          full_name: text(200),
          email: text(254),
          phone_number: text(40),
          message: text(5000),
          property_address: text(500, "The listing's title and subtitle"),
          mls_number: text(64),
          opt_in: {
            type: ['boolean', 'null'],
            description: 'The consent: true (the ticked checkbox, or sending the opt-in variant)',
          },
          current_agent: { type: ['string', 'integer', 'null'], maxLength: 200 },
          website: text(500, 'Honeypot: an input people never see. Filled in, the submission is dropped.'),
        },
      },
      property: {
        type: ['object', 'null'],
        additionalProperties: false,
        description: 'The listing the form is about',
        properties: {
          id: nullableId('The listing id'),
          mls_number: text(64),
          title: text(500),
          subtitle: text(500),
          slug: text(500),
          url: text(2048),
        },
      },
      remote_actor_id: {
        type: ['string', 'integer', 'null'],
        maxLength: 64,
        description: "The caller's user id, as claimed",
      },
      market_id: nullableId("One of the site's markets; default: the listing's, else the site's default"),
      form_attributes: {
        type: ['object', 'null'],
        maxProperties: 20,
        properties: { lead_type: { type: 'string', enum: [...LEAD_TYPES] } },
        additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: 500 },
      },
      tags: { type: ['array', 'null'], maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 64 } },
      current_agent_id: nullableId("The agent the visitor works with: one of the site's markets' feeds"),
      cyclum_submission_id: {
        type: 'string',
        pattern: VID_PATTERN,
        description: 'Made by the client once per submission; a retry sends the same id',
      },
      cyclum_vid: { ...vid, type: ['string', 'null'] },
      consent_text: text(2000, 'The exact consent text shown with the form'),
      source_url: text(2048, 'The page the form was on (default: the Referer)'),
      ...attributionProperties,
    },
  },
  response: {
    202: {
      ...accepted,
      required: ['status', 'cyclum_submission_id', 'received_at'],
      properties: {
        ...accepted.properties,
        cyclum_submission_id: { type: 'string' },
        received_at: { type: 'string', format: 'date-time' },
      },
    },
  },
} as const

export const assignSchema = {
  tags: ['tracking'],
  summary: 'Record the agent a visitor chose to work with',
  description:
    'Body `{"agent_id": 12, "visitor_key"}` (`agent_id` may be `"12"`); answers `200 {"vid", ' +
    '"agent_id", "assigned_at"}`, the visitor created if it is new. Only the visitor\'s own ' +
    'browser may choose: the call brings the `visitor_key` the visitor is bound to. A visitor ' +
    'bound to no key yet (new, or seen only through calls without one) is bound to the key this ' +
    'call brings. Otherwise 403 and nothing changes: knowing a vid is not enough, nor is a user ' +
    "token. An agent who works in none of the site's markets' feeds is a 404, and the earlier " +
    "assignment stays. It does not change a user's current agent (PUT /api/v3/user/current_agent " +
    'does). 60 calls per client address an hour, then 429 with `Retry-After`.',
  params: {
    type: 'object',
    required: ['vid'],
    properties: { vid },
  },
  body: {
    type: 'object',
    required: ['agent_id'],
    additionalProperties: false,
    properties: { agent_id: id("An agent of one of the site's markets' feeds"), visitor_key },
  },
  response: {
    200: {
      type: 'object',
      required: ['vid', 'agent_id', 'assigned_at'],
      properties: {
        vid: { type: 'string' },
        agent_id: { type: 'string' },
        assigned_at: { type: 'string', format: 'date-time' },
      },
    },
  },
} as const
