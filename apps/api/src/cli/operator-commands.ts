import {
  addFeed,
  addMarket,
  addRedirectUris,
  attachFeed,
  createOperatorUser,
  createSite,
  DEFAULT_OVERLAP,
  rotateSiteToken,
  setBrokerageOffices,
  setEmbedOrigins,
  siteStatus,
  updateFeed,
} from '../operator/index.js'
import { list, SITE_OPTION, siteRef, text, type CliCommand } from './cli-command.js'
import { MARKET_COMMANDS } from './market-commands.js'
import { LEAD_COMMANDS } from './lead-commands.js'
import { SITE_COMMANDS } from './site-commands.js'
import { siteStatusText } from './site-status-text.js'

const createSiteCommand: CliCommand = {
  name: 'create-site',
  summary: 'create a site with its API token and OAuth client id',
  synopsis: '--name <name> --domain <host>',
  options: {
    name: {
      type: 'string',
      value: '<name>',
      description: "the brokerage's name, as the site shows it",
      required: true,
    },
    domain: { type: 'string', value: '<host>', description: 'the host name the site is reached at', required: true },
  },
  async run(values, db) {
    const site = await createSite(db, { name: text(values, 'name'), domain: text(values, 'domain') })
    return {
      json: site,
      text: [
        `Created site ${site.siteId} ${site.name} (${site.domain})`,
        `  API token  ${site.apiToken}`,
        `  client id  ${site.clientId}`,
        'Keep the token secret: it is shown once. Next: idx add-market, idx redirect-uris, idx embed-origins.',
      ].join('\n'),
    }
  },
}

const addMarketCommand: CliCommand = {
  name: 'add-market',
  summary: "add a market (a city and its map's centre) to a site",
  synopsis: '--site <id|domain> --name <name> --city <city> --state <XX> --lat <latitude> --lng <longitude>',
  options: {
    site: SITE_OPTION,
    name: { type: 'string', value: '<name>', description: 'the market name people see', required: true },
    city: { type: 'string', value: '<city>', description: 'its city', required: true },
    state: { type: 'string', value: '<XX>', description: 'its two-letter state code', required: true },
    lat: { type: 'string', value: '<latitude>', description: "the map centre's latitude", required: true },
    lng: { type: 'string', value: '<longitude>', description: "the map centre's longitude", required: true },
  },
  async run(values, db) {
    const market = await addMarket(db, {
      site: siteRef(values),
      name: text(values, 'name'),
      city: text(values, 'city'),
      state: text(values, 'state'),
      latitude: text(values, 'lat'),
      longitude: text(values, 'lng'),
    })
    return {
      json: market,
      text: `Added market ${market.marketId} ${market.name} (${market.city}, ${market.state}) to site ${market.siteId}${market.isDefault ? ', its default market' : ''}`,
    }
  },
}

const addFeedCommand: CliCommand = {
  name: 'add-feed',
  summary: 'add an MLS feed and attach it to a market',
  synopsis:
    '--data-source-name <key> --name <name> --market <id> [--disclaimer-html <html>] [--logo-url <url>] [--disclaimer-settings <json>] [--max-data-age-hours <hours>] [--office-id <id> …]',
  options: {
    'data-source-name': {
      type: 'string',
      value: '<key>',
      description: "the feed's key, e.g. actris (imports name it)",
      required: true,
    },
    name: { type: 'string', value: '<name>', description: "the MLS's name", required: true },
    market: { type: 'string', value: '<id>', description: 'the market that shows its listings', required: true },
    'disclaimer-html': { type: 'string', value: '<html>', description: "the MLS's disclaimer (HTML)" },
    'logo-url': {
      type: 'string',
      value: '<url>',
      description: "the MLS's IDX logo (an https:// URL or a /path on this server)",
    },
    'disclaimer-settings': {
      type: 'string',
      value: '<json>',
      description: 'where the logo and names show, e.g. {"image":{"search":true},"broker_name":{"search":true}}',
    },
    'max-data-age-hours': {
      type: 'string',
      value: '<hours>',
      description: 'data older than this shows as stale (default 12)',
    },
    'office-id': {
      type: 'string',
      multiple: true,
      value: '<id>',
      description: "the brokerage's office in the feed (ListOfficeMlsId or ListOfficeKey): its listings are featured",
    },
  },
  async run(values, db) {
    const feed = await addFeed(db, {
      dataSourceName: text(values, 'data-source-name'),
      name: text(values, 'name'),
      market: text(values, 'market'),
      disclaimerHtml: text(values, 'disclaimer-html'),
      logoUrl: text(values, 'logo-url'),
      disclaimerSettings: text(values, 'disclaimer-settings'),
      maxDataAgeHours: text(values, 'max-data-age-hours'),
      officeIds: list(values, 'office-id'),
    })
    return {
      json: feed,
      text: `Added feed ${feed.feedId} ${feed.dataSourceName} (${feed.name}) to market ${feed.marketId}; stale after ${feed.maxDataAgeHours} h`,
    }
  },
}

const attachFeedCommand: CliCommand = {
  name: 'attach-feed',
  summary: 'show an existing feed in one more market',
  synopsis: '--data-source-name <key> --market <id>',
  options: {
    'data-source-name': { type: 'string', value: '<key>', description: "the feed's key", required: true },
    market: { type: 'string', value: '<id>', description: 'the market', required: true },
  },
  async run(values, db) {
    const result = await attachFeed(db, {
      dataSourceName: text(values, 'data-source-name'),
      market: text(values, 'market'),
    })
    return {
      json: result,
      text: result.attached
        ? `Attached feed ${result.feedId} to market ${result.marketId}`
        : `Feed ${result.feedId} was attached to market ${result.marketId} already: nothing changed`,
    }
  },
}

const brokerageOfficesCommand: CliCommand = {
  name: 'brokerage-offices',
  summary: "name (or remove) the brokerage's offices in a feed and re-mark its featured listings",
  synopsis: '--feed <key> [--office-id <id> …] [--remove <id> …]',
  options: {
    feed: { type: 'string', value: '<key>', description: "the feed's key, e.g. actris", required: true },
    'office-id': {
      type: 'string',
      multiple: true,
      value: '<id>',
      description: 'an office id of the brokerage (ListOfficeMlsId or ListOfficeKey), added',
    },
    remove: { type: 'string', multiple: true, value: '<id>', description: 'an office id no longer the brokerage' },
  },
  async run(values, db) {
    const result = await setBrokerageOffices(db, {
      feed: text(values, 'feed'),
      add: list(values, 'office-id'),
      remove: list(values, 'remove'),
    })
    const offices = result.officeIds.length > 0 ? result.officeIds.join(', ') : 'none'
    return {
      json: result,
      text: [
        `Feed ${result.feedId} ${result.dataSourceName}: brokerage offices ${offices}`,
        `${result.featured} listings are now the brokerage's (${result.changed} changed)`,
      ].join('\n'),
    }
  },
}

const updateFeedCommand: CliCommand = {
  name: 'update-feed',
  summary: "change a feed's settings and its scheduled import (source, interval)",
  synopsis:
    '--feed <key> [--name <name>] [--disclaimer-html <html>] [--logo-url <url>] [--disclaimer-settings <json>] [--max-data-age-hours <hours>] [--every <15m|1h|off>] [--url <base> --token-url <url> --client-id <id> --client-secret-env <VAR> | --files <folder>] [--timeout <seconds>]',
  options: {
    feed: { type: 'string', value: '<key>', description: "the feed's key (data_source_name)", required: true },
    name: { type: 'string', value: '<name>', description: "the MLS's name" },
    'disclaimer-html': { type: 'string', value: '<html>', description: "the MLS's disclaimer (HTML)" },
    'logo-url': { type: 'string', value: '<url>', description: "the MLS's IDX logo (https:// or a /path)" },
    'disclaimer-settings': { type: 'string', value: '<json>', description: 'where the logo and names show' },
    'max-data-age-hours': { type: 'string', value: '<hours>', description: 'data older than this shows as stale' },
    every: {
      type: 'string',
      value: '<15m|1h|off>',
      description: 'import the feed in the server this often (first run at once), or off',
    },
    url: { type: 'string', value: '<base>', description: 'the RESO Web API base URL the schedule imports from' },
    'token-url': { type: 'string', value: '<url>', description: 'its OAuth2 token endpoint (client credentials)' },
    'client-id': { type: 'string', value: '<id>', description: 'its client id' },
    'client-secret-env': {
      type: 'string',
      value: '<VAR>',
      description: "the NAME of the server's environment variable holding the client secret",
    },
    files: { type: 'string', value: '<folder>', description: 'or a folder of RESO JSON pages the schedule imports' },
    timeout: { type: 'string', value: '<seconds>', description: 'longest wait for one MLS answer (default 60)' },
  },
  async run(values, db) {
    const feed = await updateFeed(db, {
      feed: text(values, 'feed'),
      name: text(values, 'name'),
      disclaimerHtml: text(values, 'disclaimer-html'),
      logoUrl: text(values, 'logo-url'),
      disclaimerSettings: text(values, 'disclaimer-settings'),
      maxDataAgeHours: text(values, 'max-data-age-hours'),
      every: text(values, 'every'),
      url: text(values, 'url'),
      tokenUrl: text(values, 'token-url'),
      clientId: text(values, 'client-id'),
      clientSecretEnv: text(values, 'client-secret-env'),
      files: text(values, 'files'),
      timeout: text(values, 'timeout'),
    })
    const { schedule } = feed
    const source =
      schedule.source === null
        ? 'no source'
        : schedule.source.kind === 'files'
          ? `files in ${schedule.source.folder}`
          : `${schedule.source.url} (client ${schedule.source.clientId}, secret from $${schedule.source.clientSecretEnv})`
    return {
      json: feed,
      text: [
        `Updated feed ${feed.feedId} ${feed.dataSourceName} (${feed.name}); stale after ${feed.maxDataAgeHours} h`,
        `  scheduled import: ${schedule.everyMinutes === null ? 'off' : `every ${schedule.everyMinutes} min, next ${schedule.nextRunAt}`}, from ${source}, timeout ${schedule.timeoutSeconds} s`,
      ].join('\n'),
    }
  },
}

const redirectUrisCommand: CliCommand = {
  name: 'redirect-uris',
  summary: "register OAuth redirect URIs on a site's OAuth application",
  synopsis: '--site <id|domain> --uri <url> [--uri <url> …] [--client-id <id>]',
  options: {
    site: SITE_OPTION,
    uri: {
      type: 'string',
      multiple: true,
      value: '<url>',
      description: 'a redirect URI (https; http on localhost)',
      required: true,
    },
    'client-id': { type: 'string', value: '<id>', description: 'the OAuth application, when the site has several' },
  },
  async run(values, db) {
    const app = await addRedirectUris(db, {
      site: siteRef(values),
      uris: list(values, 'uri'),
      clientId: text(values, 'client-id'),
    })
    return {
      json: app,
      text: [
        `OAuth application ${app.clientId}:`,
        ...app.redirectUris.map((uri) => `  redirect ${uri}`),
        ...app.origins.map((o) => `  origin   ${o}`),
      ].join('\n'),
    }
  },
}

const embedOriginsCommand: CliCommand = {
  name: 'embed-origins',
  summary: 'register (or remove) parent-page origins allowed to embed a site',
  synopsis: '--site <id|domain> [--origin <origin> …] [--remove <origin> …]',
  options: {
    site: SITE_OPTION,
    origin: {
      type: 'string',
      multiple: true,
      value: '<origin>',
      description: 'an origin to allow, e.g. https://www.broker.example',
    },
    remove: { type: 'string', multiple: true, value: '<origin>', description: 'an origin to take off the list' },
  },
  async run(values, db) {
    const result = await setEmbedOrigins(db, {
      site: siteRef(values),
      add: list(values, 'origin'),
      remove: list(values, 'remove'),
    })
    return {
      json: result,
      text: `Site ${result.siteId} may be embedded by: ${result.embedOrigins.length ? result.embedOrigins.join(' ') : 'its own origin only'}`,
    }
  },
}

const createUserCommand: CliCommand = {
  name: 'create-user',
  summary: "create an admin or an agent's account on a site",
  synopsis:
    '--site <id|domain> --role admin|agent --email <address> [--password <password>] [--first-name <name>] [--last-name <name>] [--agent-id <id> | --feed <key>]',
  options: {
    site: SITE_OPTION,
    role: { type: 'string', value: 'admin|agent', description: 'an administrator, or an agent', required: true },
    email: { type: 'string', value: '<address>', description: 'the e-mail address they sign in with', required: true },
    password: {
      type: 'string',
      value: '<password>',
      description: 'their password (default: one is made up and printed)',
    },
    'first-name': { type: 'string', value: '<name>', description: 'first name' },
    'last-name': { type: 'string', value: '<name>', description: 'last name' },
    'agent-id': { type: 'string', value: '<id>', description: 'agents: the existing agent record this account is' },
    feed: {
      type: 'string',
      value: '<key>',
      description: 'agents: make a new agent record in this feed (needs the names)',
    },
  },
  async run(values, db) {
    const user = await createOperatorUser(db, {
      site: siteRef(values),
      role: text(values, 'role'),
      email: text(values, 'email'),
      password: text(values, 'password'),
      firstName: text(values, 'first-name'),
      lastName: text(values, 'last-name'),
      agentId: text(values, 'agent-id'),
      feed: text(values, 'feed'),
    })
    return {
      json: user,
      text: [
        `Created ${user.role} ${user.email} (user ${user.userId}) on site ${user.siteId}${user.agentId ? `, agent ${user.agentId}` : ''}`,
        ...(user.generatedPassword ? [`  password  ${user.generatedPassword}   (shown once)`] : []),
      ].join('\n'),
    }
  },
}

const rotateTokenCommand: CliCommand = {
  name: 'rotate-token',
  summary: 'give a site a new API token (the old one keeps working for --overlap, default 24h)',
  synopsis: '--site <id|domain> [--overlap <duration>]',
  options: {
    site: SITE_OPTION,
    overlap: {
      type: 'string',
      value: '<duration>',
      description: `how long the old token keeps working, e.g. 30m, 24h, 2d; 0 stops it at once (default ${DEFAULT_OVERLAP})`,
    },
  },
  async run(values, db) {
    const result = await rotateSiteToken(db, siteRef(values), text(values, 'overlap') ?? DEFAULT_OVERLAP)
    return {
      json: result,
      text: [
        `Site ${result.siteId}'s new API token: ${result.apiToken}   (shown once)`,
        result.previousTokenExpiresAt
          ? `The old token keeps working until ${result.previousTokenExpiresAt}: set IDX_SITE_TOKEN to the new one on each server and restart them one at a time (deploy/rolling-restart.sh) before then.`
          : 'The old token no longer works; a server serving this site needs IDX_SITE_TOKEN set to the new one.',
      ].join('\n'),
    }
  },
}

const statusCommand: CliCommand = {
  name: 'status',
  summary: "show a site's markets, feeds (last import, staleness) and listing counts",
  synopsis: '--site <id|domain>',
  options: { site: SITE_OPTION },
  async run(values, db) {
    const status = await siteStatus(db, siteRef(values), new Date())
    return { json: status, text: siteStatusText(status) }
  },
}

/** Every operator command, in the order `idx --help` lists them. */
export const OPERATOR_COMMANDS: readonly CliCommand[] = [
  createSiteCommand,
  addMarketCommand,
  ...MARKET_COMMANDS,
  addFeedCommand,
  attachFeedCommand,
  updateFeedCommand,
  brokerageOfficesCommand,
  redirectUrisCommand,
  embedOriginsCommand,
  createUserCommand,
  rotateTokenCommand,
  statusCommand,
  ...SITE_COMMANDS,
  ...LEAD_COMMANDS,
]
