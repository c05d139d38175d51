import { describe, expect, it } from 'vitest'
import { LETTER_AVATAR } from './avatar.js'
import { letterAvatar } from './letter-avatar.js'

describe('letterAvatar', () => {
  it('shows the initials of the first two words, upper-cased', () => {
    expect(letterAvatar('ada lovelace').letters).toBe('AL')
    expect(letterAvatar('  Grace  Brewster Hopper ').letters).toBe('GB')
    expect(letterAvatar('Cher').letters).toBe('C')
  })

  it("shows '?' for a missing or blank name", () => {
    expect(letterAvatar(undefined).letters).toBe('?')
    expect(letterAvatar(null).letters).toBe('?')
    expect(letterAvatar('   ').letters).toBe('?')
  })

  it('walks the alphabet through the 20 colours from the first letter, the same colour every time', () => {
    expect(letterAvatar('Ada').color).toBe(LETTER_AVATAR.colors[0])
    expect(letterAvatar('Bob').color).toBe(LETTER_AVATAR.colors[1])
    expect(letterAvatar('Tom').color).toBe(LETTER_AVATAR.colors[19])
    expect(letterAvatar('Uma').color).toBe(LETTER_AVATAR.colors[0])
    expect(letterAvatar('bob smith').color).toBe(letterAvatar('Bob Jones').color)
  })

  it('gives every name one of the 20 colours, also for digits, symbols and other scripts', () => {
    for (const name of ['', '7 Seas', '#1 Realty', 'Émile', 'Łukasz', '李雷', '😀 Smile']) {
      expect(LETTER_AVATAR.colors).toContain(letterAvatar(name).color)
    }
  })

  it('writes white letters only where white reaches 4.5:1 on the colour, dark ones elsewhere', () => {
    expect(letterAvatar('Jo').textColor).toBe('#ffffff') // #2c3e50, midnight blue
    expect(letterAvatar('Tom').textColor).toBe('#1f2328') // #ecf0f1, clouds
    expect(letterAvatar('Kim').textColor).toBe('#1f2328') // #f1c40f, sunflower
  })

  it('gives every letter a colour whose text colour reaches 4.5:1 on it (WCAG AA)', () => {
    const luminance = (hex: string) => {
      const channel = (at: number) => {
        const value = parseInt(hex.slice(at, at + 2), 16) / 255
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
    }
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
      return (light + 0.05) / (dark + 0.05)
    }
    const failing = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789']
      .map((letter) => ({ letter, ...letterAvatar(letter) }))
      .filter(({ color, textColor }) => contrast(color, textColor) < 4.5)
      .map(({ letter, color, textColor }) => `${letter}: ${textColor} on ${color}`)
    expect(failing).toEqual([])
    expect(letterAvatar('Maria').color).not.toBe('#e74c3c')
  })
})
