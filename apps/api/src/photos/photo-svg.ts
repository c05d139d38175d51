import { SeededRandom } from '../random/seeded-random.js'

// Generated listing photos: small SVG illustrations (a facade, rooms, the yard) drawn on a 640x400
// canvas and cropped to the requested size. Each (listing, index) pair always gives the same
// picture, so they can be cached forever.

/** The sizes the apps ask for (see IMAGE_SIZES in @idx/domain), plus 640x400 for thumbnails. */
export const PHOTO_SIZES = ['302x190', '268x150', '1280x720', '270x112', '640x400'] as const
export type PhotoSize = (typeof PHOTO_SIZES)[number]

export function isPhotoSize(size: string): size is PhotoSize {
  return (PHOTO_SIZES as readonly string[]).includes(size)
}

/** What a photo shows; the first photo of a listing is always its front. */
export type PhotoScene =
  'front' | 'living room' | 'kitchen' | 'bedroom' | 'back yard' | 'bathroom' | 'land' | 'building' | 'office'

const HOME_SCENES: readonly PhotoScene[] = ['front', 'living room', 'kitchen', 'bedroom', 'back yard', 'bathroom']

export function photoScene(listingType: string, index: number): PhotoScene {
  if (listingType === 'Lots and Land') return 'land'
  if (listingType === 'Commercial') return index % 2 === 0 ? 'building' : 'office'
  return HOME_SCENES[index % HOME_SCENES.length]!
}

export interface PhotoRequest {
  listingId: number
  index: number
  size: PhotoSize
  listingType: string
  /** Read out by screen readers, e.g. '1105 W Mary St'. */
  title: string
}

const WALLS = ['#f3ead8', '#e8eef2', '#f5f0e6', '#e9e4f0', '#eef3e6', '#f6e7e1']
const SIDINGS = ['#d9c7a7', '#b9c9d6', '#e6e1d3', '#c98f6d', '#9fb3a1', '#f0ede4', '#8c9aa8']
const ROOFS = ['#4a4a52', '#6b4a3a', '#39424e', '#7a7f85', '#5b3b33']
const ACCENTS = ['#3d6b8c', '#a4473c', '#2f6b4f', '#c28a2c', '#5a4a8a', '#2d2d33']
const SKIES = [
  ['#8ec9f0', '#dff1fb'],
  ['#f7c59f', '#fdebd3'],
  ['#9fc5e8', '#eef6fc'],
]

/**
 * A deterministic SVG photo for one listing photo, under 4 KB.
 *
 * @example
 * photoSvg({ listingId: 12, index: 0, size: '302x190', listingType: 'Residential', title: '1105 W Mary St' })
 * // '<svg xmlns="http://www.w3.org/2000/svg" width="302" height="190" …><title …>Front of 1105 W Mary St…'
 */
export function photoSvg(request: PhotoRequest): string {
  const random = new SeededRandom(
    (Math.imul(request.listingId, 0x9e3779b1) ^ Math.imul(request.index + 1, 0x85ebca6b)) | 0,
  )
  const scene = photoScene(request.listingType, request.index)
  const [width, height] = request.size.split('x').map(Number) as [number, number]
  const label = `${capitalise(scene)} of ${request.title} (photo ${request.index + 1})`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 400" ` +
    `preserveAspectRatio="xMidYMid slice" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(label)}</title>${SCENES[scene](random)}</svg>`
  )
}

type Draw = (random: SeededRandom) => string

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(w)}" height="${Math.round(h)}" fill="${fill}"${extra}/>`
const poly = (points: readonly number[], fill: string) =>
  `<polygon points="${points.map(Math.round).join(' ')}" fill="${fill}"/>`
const circle = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.round(r)}" fill="${fill}"/>`

function sky(random: SeededRandom, horizon: number): string {
  const [top, bottom] = random.pick(SKIES)
  return (
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${rect(0, 0, 640, horizon, 'url(#s)')}` +
    circle(random.int(60, 580), random.int(40, 90), random.int(18, 30), '#fff6d5')
  )
}

function tree(random: SeededRandom, x: number, ground: number): string {
  const size = random.int(28, 52)
  const green = random.pick(['#4f7d3a', '#3f6b35', '#6b8f3e', '#557a46'])
  return rect(x - 5, ground - size * 1.2, 10, size * 1.2, '#6b4b32') + circle(x, ground - size * 1.4, size, green)
}

const front: Draw = (random) => {
  const ground = 300
  const width = random.int(260, 360)
  const left = 320 - width / 2
  const wall = random.int(110, 150)
  const top = ground - wall
  const siding = random.pick(SIDINGS)
  const roof = random.pick(ROOFS)
  const accent = random.pick(ACCENTS)
  const roofShape = random.pick(['gable', 'hip', 'flat'] as const)
  const rise = random.int(50, 90)
  let out = sky(random, ground) + rect(0, ground, 640, 100, '#7fae5a') + rect(300, ground, 40, 100, '#cfc6b4')
  out += rect(left, top, width, wall, siding)
  if (roofShape === 'gable') out += poly([left - 16, top, 320, top - rise, left + width + 16, top], roof)
  else if (roofShape === 'hip')
    out += poly(
      [left - 16, top, left + 50, top - rise * 0.7, left + width - 50, top - rise * 0.7, left + width + 16, top],
      roof,
    )
  else out += rect(left - 10, top - 14, width + 20, 16, roof)
  out += rect(302, ground - 70, 36, 70, accent)
  const windows = random.int(1, 2)
  for (let i = 0; i < windows; i += 1) {
    const offset = 40 + i * 70
    out += rect(320 - offset - 46, top + 30, 46, 40, '#cfe3ef', ' stroke="#fff" stroke-width="4"')
    out += rect(320 + offset, top + 30, 46, 40, '#cfe3ef', ' stroke="#fff" stroke-width="4"')
  }
  if (random.chance(0.5))
    out += rect(left + width - 10, ground - 64, 90, 64, siding) + rect(left + width, ground - 54, 70, 54, '#e4e0d8')
  out += tree(random, random.int(40, 110), ground) + tree(random, random.int(540, 610), ground)
  return out
}

function room(random: SeededRandom): { out: string; wall: string; accent: string; windowX: number } {
  const wall = random.pick(WALLS)
  const accent = random.pick(ACCENTS)
  const floor = random.pick(['#b98b5e', '#a47550', '#d4b48c', '#8a6a4f', '#c9c2b5'])
  const windowX = random.int(60, 420)
  return {
    wall,
    accent,
    windowX,
    out:
      rect(0, 0, 640, 290, wall) +
      rect(0, 290, 640, 110, floor) +
      rect(windowX, 60, 150, 130, '#bfe0f2', ' stroke="#fff" stroke-width="8"') +
      rect(windowX + 71, 60, 8, 130, '#fff'),
  }
}

const livingRoom: Draw = (random) => {
  const { out, accent } = room(random)
  const sofa = random.int(150, 330)
  return (
    out +
    rect(sofa, 220, 220, 70, accent, ' rx="14"') +
    rect(sofa - 14, 200, 248, 36, accent, ' rx="14" opacity=".85"') +
    rect(sofa + 50, 310, 120, 14, '#5b4636') +
    rect(560, 150, 6, 140, '#444') +
    poly([538, 150, 588, 150, 574, 118, 552, 118], '#f3d27a') +
    rect(70, 230, 50, 60, '#6b4b32') +
    circle(95, 214, 26, '#4f7d3a')
  )
}

const kitchen: Draw = (random) => {
  const { out, accent, windowX } = room(random)
  const counter = random.pick(['#e8e6e1', '#2e2e33', '#d8d2c4'])
  let cabinets = ''
  for (let x = 20; x < 620; x += 100) {
    if (x + 90 < windowX - 8 || x > windowX + 158) cabinets += rect(x, 30, 90, 60, accent, ' opacity=".9"')
  }
  return (
    out +
    cabinets +
    rect(0, 210, 640, 90, accent) +
    rect(0, 200, 640, 14, counter) +
    rect(180, 250, 280, 60, '#d9d4ca') +
    rect(170, 240, 300, 14, counter) +
    rect(250, 0, 2, 120, '#444') +
    circle(251, 126, 12, '#f3d27a') +
    rect(390, 0, 2, 120, '#444') +
    circle(391, 126, 12, '#f3d27a')
  )
}

const bedroom: Draw = (random) => {
  const { out, accent } = room(random)
  const bed = random.int(150, 290)
  return (
    out +
    rect(bed, 150, 200, 90, '#6b4b32', ' rx="6"') +
    rect(bed - 10, 230, 220, 70, '#f7f5f0') +
    rect(bed - 10, 250, 220, 50, accent) +
    rect(bed + 20, 205, 70, 26, '#fff', ' rx="8"') +
    rect(bed + 110, 205, 70, 26, '#fff', ' rx="8"') +
    rect(bed - 70, 240, 50, 50, '#8a6a4f') +
    circle(bed - 45, 226, 14, '#f3d27a')
  )
}

const backYard: Draw = (random) => {
  const ground = 250
  let fence = ''
  for (let x = 0; x < 640; x += 22) fence += rect(x, ground - 70, 18, 70, '#b08a5f')
  return (
    sky(random, ground) +
    fence +
    rect(0, ground, 640, 150, '#78a94f') +
    rect(80, 300, 260, 80, '#cfc6b4') +
    rect(140, 290, 60, 8, random.pick(ACCENTS)) +
    rect(230, 290, 60, 8, random.pick(ACCENTS)) +
    tree(random, random.int(420, 560), 330)
  )
}

const bathroom: Draw = (random) => {
  const { out } = room(random)
  const tile = random.pick(['#dfe8ec', '#f0f0ec', '#e3ddd3'])
  let tiles = ''
  for (let y = 200; y < 290; y += 30) tiles += rect(0, y, 640, 2, tile)
  return (
    out +
    rect(0, 190, 640, 100, '#fbfbf8', ' opacity=".7"') +
    tiles +
    rect(60, 230, 260, 70, '#fff', ' rx="30"') +
    rect(420, 90, 140, 110, '#d7e7ef', ' stroke="#999" stroke-width="4"') +
    rect(410, 220, 160, 80, random.pick(ACCENTS))
  )
}

const land: Draw = (random) => {
  const ground = 240
  const hill = random.pick(['#8fb86a', '#a9b86a', '#7fa65a'])
  let out = sky(random, ground + 40)
  out += `<path d="M0 ${ground} Q160 ${ground - random.int(40, 90)} 320 ${ground} T640 ${ground - 20} V400 H0Z" fill="${hill}"/>`
  out += rect(0, 300, 640, 100, '#c8b37a')
  for (let i = 0; i < 4; i += 1) out += tree(random, random.int(40, 600), random.int(250, 300))
  return out + rect(470, 290, 6, 60, '#6b4b32') + rect(440, 270, 66, 36, '#a4473c')
}

const building: Draw = (random) => {
  const ground = 320
  const floors = random.int(2, 5)
  const height = floors * 52
  const facade = random.pick(['#c9ced6', '#d9c7a7', '#9aa6b2', '#e6e1d3'])
  let out = sky(random, ground) + rect(0, ground, 640, 80, '#9a9a9a') + rect(140, ground - height, 360, height, facade)
  for (let f = 0; f < floors; f += 1) out += rect(156, ground - height + 12 + f * 52, 328, 30, '#7fa7c4')
  return out + rect(290, ground - 44, 60, 44, '#3b4a57') + tree(random, 90, ground) + tree(random, 560, ground)
}

const office: Draw = (random) => {
  const { out, accent } = room(random)
  let desks = ''
  for (let x = 60; x < 600; x += 180)
    desks += rect(x, 250, 140, 12, '#8a6a4f') + rect(x + 40, 200, 60, 44, '#2d2d33') + rect(x + 50, 270, 40, 30, accent)
  return out + desks
}

const SCENES: Readonly<Record<PhotoScene, Draw>> = {
  front,
  'living room': livingRoom,
  kitchen,
  bedroom,
  'back yard': backYard,
  bathroom,
  land,
  building,
  office,
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
