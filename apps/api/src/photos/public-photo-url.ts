import { BlockList, isIP } from 'node:net'

// Where the public photo route may send a browser for an imported listing's photo (the MLS's own
// address from RESO Media): only https, and only a host on the public internet. A feed is data
// from outside: a plain-http address would load mixed content on our https pages, and one on a
// loopback or private address would aim visitors' browsers at machines inside their networks.

const INTERNAL = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6')
}

/** Whether an IP address is a loopback, private, link-local or multicast one: no public host's. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return INTERNAL.check(mapped, 'ipv4')
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The photo's address if a browser may be sent there, else null (the route then draws the photo).
 *
 * @example
 * publicPhotoUrl('https://photos.mls.example/1.jpg') // 'https://photos.mls.example/1.jpg'
 * publicPhotoUrl('http://photos.mls.example/1.jpg')  // null
 * publicPhotoUrl('https://192.168.1.10/admin')       // null
 */
export function publicPhotoUrl(text: string | null): string | null {
  if (!text) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const family = isIP(host)
  if (family !== 0) {
    // An IPv4-mapped IPv6 address is the IPv4 address it maps.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)?.[1]
    if (mapped) return INTERNAL.check(mapped, 'ipv4') ? null : url.href
    return INTERNAL.check(host, family === 4 ? 'ipv4' : 'ipv6') ? null : url.href
  }
  // A name without a dot, or one of the names reserved for local use, is no public host.
  if (!host.includes('.') || /(^|\.)(localhost|local|internal|lan|home\.arpa)$/.test(host)) return null
  return url.href
}
