import { BlockList, isIP, isIPv4 } from 'node:net'

/**
 * Which peers are trusted to say, in X-Forwarded-For (and -Proto, -Host), whom they forward for
 * (IDX_TRUST_PROXY): none, the nearest `hops` of them whatever their address, or those at the
 * given addresses.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; entries: string[] }

/** proxy-addr's (and so Fastify's) names for address ranges, for the same IDX_TRUST_PROXY values. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

const EXAMPLE = 'e.g. 1 (one load balancer in front) or 10.0.0.0/8,loopback'

/**
 * Reads IDX_TRUST_PROXY: unset, empty, `0` or `false` trust nobody; a whole number trusts that
 * many hops; otherwise a comma-separated list of addresses, CIDR ranges and the names loopback,
 * linklocal, uniquelocal. `true` is refused: trusting every hop lets any client name any address.
 *
 * @example
 * readTrustProxy('1')                  // { kind: 'hops', hops: 1 }
 * readTrustProxy('10.0.0.0/8, ::1')    // { kind: 'addresses', entries: ['10.0.0.0/8', '::1'] }
 */
export function readTrustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? ''
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return { kind: 'none' }
  if (value.toLowerCase() === 'true') {
    throw new Error(
      `IDX_TRUST_PROXY=true would trust every hop, so any client could choose its own address: give the number of proxies in front or their addresses, ${EXAMPLE}`,
    )
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (!Number.isSafeInteger(hops) || hops > 100) {
      throw new Error(`IDX_TRUST_PROXY as a hop count must be from 0 to 100, got "${text}"`)
    }
    return { kind: 'hops', hops }
  }
  const entries = value.split(',').map((entry) => entry.trim())
  for (const entry of entries) {
    if (!(entry in NAMED_RANGES) && !isAddressOrRange(entry)) {
      throw new Error(
        `IDX_TRUST_PROXY must be a hop count or a comma-separated list of addresses, CIDR ranges and loopback, linklocal, uniquelocal (${EXAMPLE}); "${entry}" is none of these`,
      )
    }
  }
  return { kind: 'addresses', entries }
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/** A peer's address as the block list compares it: an IPv4-mapped IPv6 address as the IPv4 one. */
function plainAddress(address: string): { address: string; type: 'ipv4' | 'ipv6' } | null {
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  if (isIPv4(mapped)) return { address: mapped, type: 'ipv4' }
  return isIP(address) === 6 ? { address, type: 'ipv6' } : null
}

/**
 * The setting as Fastify's `trustProxy` function (`request.ip`, `request.protocol` and
 * `request.host` follow it), or false for none. The connection cap asks the same function
 * (hop 0: the TCP peer), so both always agree on who is a proxy.
 */
export function proxyTrust(setting: TrustProxy): ((address: string, hop: number) => boolean) | false {
  if (setting.kind === 'none') return false
  if (setting.kind === 'hops') {
    const { hops } = setting
    return (_address, hop) => hop < hops
  }
  const trusted = new BlockList()
  for (const entry of setting.entries.flatMap((each) => NAMED_RANGES[each] ?? [each])) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) trusted.addAddress(address, type)
    else trusted.addSubnet(address, Number(prefix), type)
  }
  return (address) => {
    const plain = plainAddress(address)
    return plain !== null && trusted.check(plain.address, plain.type)
  }
}

/** The setting as the start-up banner says it. */
export function describeTrustProxy(setting: TrustProxy): string {
  if (setting.kind === 'none') return 'none: clients are keyed on the TCP peer (IDX_TRUST_PROXY)'
  if (setting.kind === 'hops') return `${setting.hops} hop(s): clients are keyed on X-Forwarded-For`
  return `${setting.entries.join(', ')}: clients are keyed on X-Forwarded-For`
}
