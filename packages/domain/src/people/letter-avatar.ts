import { LETTER_AVATAR } from './avatar.js'

/** What a letter avatar shows for a name: its letters, its background colour and a readable text colour. */
export type LetterAvatarFace = {
  letters: string
  color: (typeof LETTER_AVATAR.colors)[number]
  /** White, or dark text where white would not reach 4.5:1 on `color` (WCAG AA). */
  textColor: '#ffffff' | '#1f2328'
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** Contrast of white text on `hex`: (1 + 0.05) / (L + 0.05). */
function whiteContrast(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05)
}

/**
 * The letter avatar of a user without a photo: the initials of the first two words of the name
 * (one letter for a one-word name, '?' for none), upper-cased, on one of the 20
 * `LETTER_AVATAR.colors` picked by the first letter's code, so a name always gets the same colour
 * and the alphabet walks through the palette ('A' the first colour, 'B' the second, 'U' the first again).
 *
 * @example
 * letterAvatar('Ada Lovelace') // { letters: 'AL', color: '#1abc9c', textColor: '#1f2328' }
 * letterAvatar('') // { letters: '?', color: … }
 */
export function letterAvatar(name: string | null | undefined): LetterAvatarFace {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const letters =
    words.length === 0
      ? '?'
      : words
          .slice(0, 2)
          .map((word) => Array.from(word)[0] ?? '')
          .join('')
          .toLocaleUpperCase()
  const code = letters.codePointAt(0) ?? 0
  const count = LETTER_AVATAR.colors.length
  // 'A' (65) is the first colour; any code lands on one of the 20.
  const color = LETTER_AVATAR.colors[(((code - 65) % count) + count) % count]!
  return { letters, color, textColor: whiteContrast(color) >= 4.5 ? '#ffffff' : '#1f2328' }
}
