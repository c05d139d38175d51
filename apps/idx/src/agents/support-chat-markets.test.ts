import { describe, expect, it } from 'vitest'
import { supportChatEnabled } from './support-chat-markets.js'

const site = (market_ids: unknown) => ({ features: { support_chat: { market_ids } } }) as never

describe('supportChatEnabled', () => {
  it('is on in the markets the site lists, whether the id comes as text or a number', () => {
    expect(supportChatEnabled(site(['1', '4']), '4')).toBe(true)
    expect(supportChatEnabled(site(['1']), 1)).toBe(true)
    expect(supportChatEnabled(site([1]), '1')).toBe(true)
  })

  it('is off in any other market', () => {
    expect(supportChatEnabled(site(['1']), '2')).toBe(false)
    expect(supportChatEnabled(site(['12']), '1')).toBe(false)
  })

  it('is off without a market, a site or the setting', () => {
    expect(supportChatEnabled(site(['1']), null)).toBe(false)
    expect(supportChatEnabled(site(['1']), '  ')).toBe(false)
    expect(supportChatEnabled(null, '1')).toBe(false)
    expect(supportChatEnabled({ features: null }, '1')).toBe(false)
    expect(supportChatEnabled({ features: { support_chat: null } }, '1')).toBe(false)
  })

  it('ignores a malformed setting rather than failing the page', () => {
    expect(supportChatEnabled(site('1'), '1')).toBe(false)
    expect(supportChatEnabled(site([{ id: '1' }, null]), '1')).toBe(false)
  })
})
