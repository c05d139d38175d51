import { resourceBodyWith, resourceDocumentSchema } from '../jsonapi/document-schemas.js'

const nullableText = (description: string) => ({ type: ['string', 'null'], description }) as const

/** The `site_settings` resource's attributes (SiteSettingsDocument and its version). */
export const siteSettingsAttributes = {
  name: { type: 'string', description: "The site's name, as visitors see it in titles and the header" },
  logo_url: nullableText('An https URL or a path on this server (e.g. /logos/acme.svg); null: no logo'),
  primary_color: nullableText('Brand colour as #rrggbb; null: the default'),
  accent_color: nullableText('Accent colour as #rrggbb; null: the default'),
  favicon_url: nullableText(
    "The site's icon: an https URL or a path on this server; null: a house in the brand colour",
  ),
  font: nullableText(
    "The pages' font: rubik, source_sans_pro, raleway, roboto, karla, playfair, lato or typold; null: the system's",
  ),
  radius: {
    type: ['integer', 'null'],
    description: 'The corner radius of cards, buttons, inputs and dialogs in px, 0 to 24; null: the default (8)',
  },
  card_shadow: nullableText("The cards' shadow: none, soft or strong; null: the default (none)"),
  disclaimer_enabled: { type: 'boolean', description: 'Whether the IDX disclaimer (features.idx_disclaimer) shows' },
  disclaimer_template: nullableText("The disclaimer's text template"),
  privacy_policy_url: nullableText('The privacy policy link (an http(s) URL or a path)'),
  terms_of_use_url: nullableText('The terms of use link (an http(s) URL or a path)'),
  idx_listing_agent_card: { type: 'boolean', description: "A listing page shows its listing agent's card" },
  assign_agent_at_signup: { type: 'boolean', description: 'Sign-up asks the visitor to choose an agent' },
  sso_login: { type: 'boolean', description: "Sign-in offers the site's single sign-on" },
  front_facing_site_idx_prefix: {
    type: 'string',
    description:
      "The address of the brokerage's page that embeds the site with /embed.js, e.g. https://broker.example/homes " +
      "(https; http only on localhost): e-mailed and texted links to the site, and listing pages' canonical links, " +
      'then open that page with the site at the linked place (its ?idx= parameter). Or a path such as /idx ' +
      '(the default), which changes no link.',
  },
  embed_origins: {
    type: 'array',
    items: { type: 'string' },
    description: 'Parent-page origins allowed to embed the site (https; http only on localhost; no path)',
  },
  redirect_uris: {
    type: 'array',
    items: { type: 'string' },
    description: "The redirect URIs of the site's OAuth client (https; http only on localhost; no fragment)",
  },
} as const

export const siteSettingsDocumentSchema = resourceDocumentSchema('site_settings', {
  ...siteSettingsAttributes,
  settings_version: { type: 'integer', description: 'The saved version: send it back with a change' },
})

/** `PATCH site_settings`: the members to change and the version they were read at. */
export const updateSiteSettingsBodySchema = resourceBodyWith(
  'site_settings',
  {
    type: 'object',
    required: ['settings_version'],
    additionalProperties: false,
    properties: {
      ...siteSettingsAttributes,
      settings_version: { type: 'integer', minimum: 0, description: 'The settings_version the change was made from' },
    },
  } as const,
  { id: { type: 'string', description: "The site's id; when given it must be this site's" } } as const,
)
