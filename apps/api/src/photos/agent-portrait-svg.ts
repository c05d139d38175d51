import { LETTER_AVATAR } from '@idx/domain'
import { escapeXml } from './photo-svg.js'

// A demo agent's portrait: a head-and-shoulders drawing in the spec's letter-avatar colours, so the
// agent cards of the demo market show a photo as a real site's do. The same agent always gets the
// same picture, so the URL is cached forever.

/** Skin and hair tones the portraits pick from, by agent id. */
const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d9a066'] as const
const HAIR = ['#2c1b10', '#4a2f1b', '#6b4423', '#a56b34', '#1f1f1f', '#b8b8b8', '#d4a45a'] as const
/** Darker letter-avatar colours only: white shirts and the face must stand out against them. */
const BACKGROUNDS = LETTER_AVATAR.colors.filter((_colour, index) => ![10, 17, 19].includes(index))

/** The portrait's size in pixels (square); cards draw it at 60 (spec: card avatar size). */
export const AGENT_PORTRAIT_SIZE = 240

/**
 * The portrait of agent `agentId` as an SVG, titled with their name for anyone who opens it alone.
 *
 * @example
 * agentPortraitSvg(26, 'Julian Garcia') // '<svg … role="img" aria-labelledby="t"><title id="t">Julian Garcia</title>…'
 */
export function agentPortraitSvg(agentId: number, name: string): string {
  const pick = <T>(list: readonly T[], salt: number) => list[(agentId * 7 + salt) % list.length]!
  const background = pick(BACKGROUNDS, 3)
  const skin = pick(SKIN, 1)
  const hair = pick(HAIR, 5)
  const shirt = pick(['#ffffff', '#dfe7ef', '#2f3e4e', '#7a1f2b', '#234d3a'], 2)
  const longHair = agentId % 2 === 0
  const size = AGENT_PORTRAIT_SIZE
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 240 240" role="img" ` +
    `aria-labelledby="t"><title id="t">${escapeXml(name)}</title>` +
    `<rect width="240" height="240" fill="${background}"/>` +
    // Hair behind the head for long styles, then shoulders, neck, head and the hair on top.
    (longHair ? `<path d="M68 112c0-44 22-70 52-70s52 26 52 70v58H68z" fill="${hair}"/>` : '') +
    `<path d="M28 240c4-52 40-76 92-76s88 24 92 76z" fill="${shirt}"/>` +
    `<rect x="104" y="140" width="32" height="34" rx="10" fill="${skin}"/>` +
    `<ellipse cx="120" cy="106" rx="40" ry="48" fill="${skin}"/>` +
    `<path d="M78 100c0-34 18-52 42-52s42 18 42 52c-10-18-26-26-42-26s-32 8-42 26z" fill="${hair}"/>` +
    `<circle cx="105" cy="108" r="4" fill="#2b2b2b"/><circle cx="135" cy="108" r="4" fill="#2b2b2b"/>` +
    `<path d="M106 130c8 8 20 8 28 0" stroke="#7a3b2e" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `</svg>`
  )
}
