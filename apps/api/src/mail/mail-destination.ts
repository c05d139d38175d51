import type { ServerConfig } from '../config/server-config.js'

/**
 * Where e-mail goes, as the start-up banner says it: so whoever starts a server sees whether its
 * sign-in links are on a page, and why (the outbox page is served only on the loopback by default).
 *
 * @example
 * mailDestination(readConfig({ HOST: '0.0.0.0' }), 'http://0.0.0.0:3000')
 * // 'the database outbox, not served: HOST 0.0.0.0 is not a loopback address (IDX_DEV_OUTBOX=1 serves it at /dev/outbox)'
 */
export function mailDestination(
  config: Pick<ServerConfig, 'smtpUrl' | 'devOutbox' | 'host'>,
  base: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (config.smtpUrl) return 'SMTP (SMTP_URL)'
  if (config.devOutbox) return `the database outbox, shown at ${base}/dev/outbox`
  const why =
    env.NODE_ENV === 'production'
      ? 'NODE_ENV is production'
      : /^(0|false)$/i.test(env.IDX_DEV_OUTBOX?.trim() ?? '')
        ? 'IDX_DEV_OUTBOX=0'
        : `HOST ${config.host} is not a loopback address (IDX_DEV_OUTBOX=1 serves it at /dev/outbox)`
  return `the database outbox, not served: ${why}`
}
