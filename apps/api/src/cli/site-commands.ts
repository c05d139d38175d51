import {
  deleteUser,
  FEATURE_NAMES,
  listSites,
  listUsers,
  updateSite,
  USER_LIST_LIMIT,
  type SiteChange,
} from '../operator/index.js'
import { FONTS } from '@idx/domain'
import { SITE_OPTION, siteRef, text, type CliCommand } from './cli-command.js'

// The commands that look after a site once it runs: change its settings, find its users, delete one.

const shown = (value: unknown) => (value === null || value === undefined ? '(none)' : JSON.stringify(value))

const changeLine = (change: SiteChange) => `  ${change.setting}: ${shown(change.from)} -> ${shown(change.to)}`

const updateSiteCommand: CliCommand = {
  name: 'update-site',
  summary: "change a site's name, domain, logo, brand, registration gate, disclaimer or feature switches",
  synopsis:
    '--site <id|domain> [--name <name>] [--domain <host>] [--logo-url <url>|none] [--primary-color <#rrggbb>|none] [--accent-color <#rrggbb>|none] [--font <font>|none] [--favicon <url>|none] [--radius <px>|none] [--card-shadow none|soft|strong|default] [--registration-mode views|off] [--registration-limit <n>] [--disclaimer-settings <json>] [--features <json>] [--extra-info true|false] [--idx-prefix <url>|<path>]',
  options: {
    site: SITE_OPTION,
    name: { type: 'string', value: '<name>', description: "the brokerage's name, as the site shows it" },
    domain: { type: 'string', value: '<host>', description: 'the host name the site is reached at' },
    'logo-url': {
      type: 'string',
      value: '<url>|none',
      description: "the site's logo (an https:// URL or a /path on this server); none takes it away",
    },
    'primary-color': {
      type: 'string',
      value: '<#rrggbb>|none',
      description: 'the brand colour (buttons, links, focus; at least 4.5:1 on white to be used); none: the default',
    },
    'accent-color': {
      type: 'string',
      value: '<#rrggbb>|none',
      description: "the accent colour (a saved home's heart); none: the default",
    },
    font: {
      type: 'string',
      value: '<font>|none',
      description: `the pages' font: ${FONTS.join(', ')}; none: the visitor's system font`,
    },
    favicon: {
      type: 'string',
      value: '<url>|none',
      description: "the site's icon (an https:// URL or a /path on this server); none: a house in the brand colour",
    },
    radius: {
      type: 'string',
      value: '<px>|none',
      description: 'the corner radius of cards, buttons, inputs and dialogs, 0 to 24 px; none: the default (8)',
    },
    'card-shadow': {
      type: 'string',
      value: 'none|soft|strong|default',
      description: "the cards' shadow; default: the default (none)",
    },
    'registration-mode': {
      type: 'string',
      value: 'views|off',
      description: 'views: visitors register after --registration-limit listings; off: never asked',
    },
    'registration-limit': {
      type: 'string',
      value: '<n>',
      description: 'with views: how many listings a visitor sees before registering (0 to 1000)',
    },
    'disclaimer-settings': {
      type: 'string',
      value: '<json>',
      description:
        'the IDX disclaimer, e.g. {"enabled":true,"terms_of_use":"https://…","privacy_policy":"https://…","template":null}',
    },
    features: {
      type: 'string',
      value: '<json>',
      description: `feature switches merged into the site's (null takes one out): ${FEATURE_NAMES.join(', ')}`,
    },
    'extra-info': {
      type: 'string',
      value: 'true|false',
      description: "show 'Listed By … with …' and the office phone",
    },
    'idx-prefix': {
      type: 'string',
      value: '<url>|<path>',
      description:
        "front_facing_site_idx_prefix: the https address of the brokerage's page that embeds the site (e-mailed links and listing pages' canonical links open it there), or a path such as /idx (the default: no link changes)",
    },
  },
  async run(values, db) {
    const result = await updateSite(db, {
      site: siteRef(values),
      name: text(values, 'name'),
      domain: text(values, 'domain'),
      logoUrl: text(values, 'logo-url'),
      registrationMode: text(values, 'registration-mode'),
      registrationLimit: text(values, 'registration-limit'),
      disclaimerSettings: text(values, 'disclaimer-settings'),
      features: text(values, 'features'),
      extraInfo: text(values, 'extra-info'),
      idxPrefix: text(values, 'idx-prefix'),
      primaryColor: text(values, 'primary-color'),
      accentColor: text(values, 'accent-color'),
      font: text(values, 'font'),
      favicon: text(values, 'favicon'),
      radius: text(values, 'radius'),
      cardShadow: text(values, 'card-shadow'),
    })
    return {
      json: result,
      text: result.changes.length
        ? [`Updated site ${result.siteId}:`, ...result.changes.map(changeLine)].join('\n')
        : `Site ${result.siteId} has these settings already: nothing changed`,
    }
  },
}

const listSitesCommand: CliCommand = {
  name: 'list-sites',
  summary: 'list the sites with their domains, markets and users',
  synopsis: '',
  options: {},
  async run(_values, db) {
    const sites = await listSites(db)
    return {
      json: { sites },
      text: sites.length
        ? sites.map((s) => `${s.id}\t${s.domain}\t${s.name}\t${s.markets} markets\t${s.users} users`).join('\n')
        : 'No sites yet: create one with idx create-site',
    }
  },
}

const listUsersCommand: CliCommand = {
  name: 'list-users',
  summary: "list a site's users (admins, agents, visitors), optionally searching",
  synopsis: '--site <id|domain> [--role admin|agent|visitor] [--search <text>]',
  options: {
    site: SITE_OPTION,
    role: { type: 'string', value: 'admin|agent|visitor', description: 'only users of this role' },
    search: { type: 'string', value: '<text>', description: 'only users whose e-mail address or name contains it' },
  },
  async run(values, db) {
    const result = await listUsers(db, {
      site: siteRef(values),
      role: text(values, 'role'),
      search: text(values, 'search'),
    })
    const lines = result.users.map(
      (u) =>
        `${u.userId}\t${u.role}\t${u.email}\t${[u.firstName, u.lastName].join(' ').trim()}${u.agentId ? `\tagent ${u.agentId}` : ''}`,
    )
    if (result.truncated) lines.push(`(the first ${USER_LIST_LIMIT} only: narrow with --search or --role)`)
    return { json: result, text: lines.length ? lines.join('\n') : `No such users on site ${result.siteId}` }
  },
}

const deleteUserCommand: CliCommand = {
  name: 'delete-user',
  summary: "delete a user's account (shows what goes with it; --yes to delete)",
  synopsis: '--site <id|domain> --email <address> [--yes]',
  options: {
    site: SITE_OPTION,
    email: { type: 'string', value: '<address>', description: 'the e-mail address they sign in with', required: true },
    yes: { type: 'boolean', description: 'delete; without it, only say what would be deleted' },
  },
  async run(values, db) {
    const result = await deleteUser(db, {
      site: siteRef(values),
      email: text(values, 'email'),
      confirm: values.yes === true,
    })
    const e = result.effects
    return {
      json: result,
      text: [
        `${result.deleted ? 'Deleted' : 'Would delete'} ${result.role} ${result.email} (user ${result.userId}) of site ${result.siteId}, with:`,
        `  ${e.sessions} sign-ins (their devices are signed out)`,
        `  ${e.collections} collections and ${e.savedSearches} saved searches they own, with their homes, chat and alerts`,
        `  ${e.otherMembersLosingAccess} other people's access to those`,
        `  ${e.sharedMemberships} memberships of other people's collections and saved searches`,
        `Kept: ${e.commentsKept} of their chat messages in others' records (without an author), ${e.leadsKept} leads (without the account)${result.role === 'agent' ? ', their MLS agent record' : ''}`,
        ...(result.deleted ? [] : ['Nothing was deleted: run again with --yes to delete.']),
      ].join('\n'),
    }
  },
}

/** The site-keeping commands, after the set-up ones in `idx --help`. */
export const SITE_COMMANDS: readonly CliCommand[] = [
  updateSiteCommand,
  listSitesCommand,
  listUsersCommand,
  deleteUserCommand,
]
