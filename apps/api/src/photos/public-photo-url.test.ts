import { describe, expect, it } from 'vitest'
import { publicPhotoUrl } from './public-photo-url.js'

describe('publicPhotoUrl', () => {
  it('keeps an https address on a public host', () => {
    expect(publicPhotoUrl('https://photos.mls.example/ACT123/1.jpg?w=800')).toBe(
      'https://photos.mls.example/ACT123/1.jpg?w=800',
    )
    expect(publicPhotoUrl('https://93.184.216.34/1.jpg')).toBe('https://93.184.216.34/1.jpg')
  })

  it.each([
    ['plain http', 'http://photos.mls.example/1.jpg'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['credentials in the address', 'https://user:pw@photos.mls.example/1.jpg'],
    ['loopback', 'https://127.0.0.1/1.jpg'],
    ['a private network', 'https://10.1.2.3/1.jpg'],
    ['a private network', 'https://192.168.1.10/admin'],
    ['a private network', 'https://172.20.0.5/1.jpg'],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', 'https://[::1]/1.jpg'],
    ['IPv6 unique local', 'https://[fd00::1]/1.jpg'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/1.jpg'],
    ['localhost', 'https://localhost/1.jpg'],
    ['a single-label name', 'https://intranet/1.jpg'],
    ['a local name', 'https://nas.local/1.jpg'],
    ['not a URL', 'photos/1.jpg'],
  ])('refuses %s: %s', (_why, url) => {
    expect(publicPhotoUrl(url)).toBeNull()
  })
})
