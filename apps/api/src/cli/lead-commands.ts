import { setLeadRecipients, setLeadWebhook } from '../operator/index.js'
import { list, SITE_OPTION, siteRef, text, type CliCommand } from './cli-command.js'

const leadRecipientsCommand: CliCommand = {
  name: 'lead-recipients',
  summary: "set who gets a site's leads that no agent takes (round robin, or all of them)",
  synopsis: '--site <id|domain> --email <address> [--email <address> …] [--mode round-robin|all] | --clear',
  options: {
    site: SITE_OPTION,
    email: {
      type: 'string',
      multiple: true,
      value: '<address>',
      description: 'a lead recipient (repeat it; the list replaces the old one, in this order)',
    },
    mode: {
      type: 'string',
      value: 'round-robin|all',
      description: 'each lead to the next recipient in turn (default), or to all of them',
    },
    clear: { type: 'boolean', description: 'remove every recipient (such leads are then unrouted)' },
  },
  async run(values, db) {
    const result = await setLeadRecipients(db, {
      site: siteRef(values),
      emails: list(values, 'email'),
      mode: text(values, 'mode'),
      clear: values.clear === true,
    })
    return {
      json: result,
      text:
        result.recipients.length === 0
          ? `Site ${result.siteId} has no lead recipients: a lead no agent takes reaches nobody (mode ${result.mode})`
          : `Site ${result.siteId}'s lead recipients (${result.mode}): ${result.recipients.join(', ')}`,
    }
  },
}

const leadWebhookCommand: CliCommand = {
  name: 'lead-webhook',
  summary: "set (or remove) the CRM webhook a site's leads are POSTed to, signed",
  synopsis: '--site <id|domain> --url <https url> [--rotate-secret] | --remove',
  options: {
    site: SITE_OPTION,
    url: {
      type: 'string',
      value: '<https url>',
      description: 'where each lead event is POSTed (https; http only to localhost)',
    },
    remove: { type: 'boolean', description: 'stop sending leads to the webhook (its secret is dropped)' },
    'rotate-secret': { type: 'boolean', description: 'make a new signing secret (the old one stops verifying)' },
  },
  async run(values, db) {
    const result = await setLeadWebhook(db, {
      site: siteRef(values),
      url: text(values, 'url'),
      remove: values.remove === true,
      rotateSecret: values['rotate-secret'] === true,
    })
    return {
      json: result,
      text:
        result.url === null
          ? `Site ${result.siteId} has no lead webhook now`
          : [
              `Site ${result.siteId}'s leads are POSTed to ${result.url}`,
              ...(result.secret
                ? [
                    `  signing secret  ${result.secret}`,
                    'Keep it secret and give it to the CRM: it is shown once (--rotate-secret makes a new one).',
                  ]
                : ['  signing secret  unchanged']),
            ].join('\n'),
    }
  },
}

/** The operator commands of leads/, which `idx` lists after the site commands. */
export const LEAD_COMMANDS: readonly CliCommand[] = [leadRecipientsCommand, leadWebhookCommand]
