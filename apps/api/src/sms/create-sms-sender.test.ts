import { describe, expect, it } from 'vitest'
import { readConfig } from '../config/server-config.js'

describe('IDX_SMS_URL', () => {
  it('is unset (the outbox) when absent or empty', () => {
    expect(readConfig({}).smsUrl).toBeUndefined()
    expect(readConfig({ IDX_SMS_URL: ' ' }).smsUrl).toBeUndefined()
  })

  it('takes an https:// webhook, and http:// only on a loopback host', () => {
    expect(readConfig({ IDX_SMS_URL: 'https://sms.example/hook' }).smsUrl).toBe('https://sms.example/hook')
    expect(readConfig({ IDX_SMS_URL: 'http://127.0.0.1:9000/sms' }).smsUrl).toBe('http://127.0.0.1:9000/sms')
    for (const bad of ['http://sms.example/hook', 'ftp://sms.example', 'not a url']) {
      expect(() => readConfig({ IDX_SMS_URL: bad }), bad).toThrow(/IDX_SMS_URL must be an https:\/\/ URL/)
    }
  })
})
