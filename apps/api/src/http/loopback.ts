import { isIPv4 } from 'node:net'

/**
 * Whether an address (HOST, a socket's address) is this machine's loopback: `localhost`, any of
 * 127.0.0.0/8, or ::1 (also written as an IPv4-mapped IPv6 address). Only processes on this
 * machine can reach a server bound there, or be reached by a link written with it.
 *
 * @example
 * isLoopbackAddress('127.0.0.1') // true
 * isLoopbackAddress('0.0.0.0')   // false: every interface
 */
export function isLoopbackAddress(address: string): boolean {
  const lower = address.toLowerCase()
  if (lower === 'localhost' || lower === '::1') return true
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower
  return isIPv4(v4) && v4.startsWith('127.')
}

/**
 * Whether a Host header (a host and an optional port, IPv6 in brackets) names the loopback.
 *
 * @example
 * isLoopbackHost('localhost:3000') // true
 * isLoopbackHost('[::1]:3000')     // true
 * isLoopbackHost('evil.example')   // false
 */
export function isLoopbackHost(host: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host)
  if (bracketed?.[1]) return isLoopbackAddress(bracketed[1])
  const colon = host.indexOf(':')
  return isLoopbackAddress(colon === -1 ? host : host.slice(0, colon))
}
