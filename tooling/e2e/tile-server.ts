// A raster tile service on the loopback for tests that want the maps' tiles to answer: every
// /tiles/{z}/{x}/{y}.png is a 256-pixel PNG drawn here, a street grid that runs on across tiles
// (roads every 64 pixels of the world at that zoom, some blocks green) with its z/x/y written in
// its corner, so a screenshot shows which tiles the map asked for.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { deflateSync } from 'node:zlib'

export interface TileServer {
  /** The Leaflet URL template of its tiles, for IDX_MAP_TILES, e.g. `http://127.0.0.1:41234/tiles/{z}/{x}/{y}.png`. */
  template: string
  /** `http://127.0.0.1:PORT`. */
  origin: string
  /** The path of every tile asked for, in order (`/tiles/12/940/1693.png`). */
  requested: string[]
  stop: () => Promise<void>
}

/** Starts the tile server on a free loopback port. */
export async function startTileServer(): Promise<TileServer> {
  const requested: string[] = []
  const server: Server = createServer((request, response) => {
    const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '')
    if (!match) return response.writeHead(404).end()
    requested.push(match[0])
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number]
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(tilePng(z, x, y))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    template: `${origin}/tiles/{z}/{x}/{y}.png`,
    origin,
    requested,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

const SIZE = 256
const BLOCK = 64
const ROAD = 8
const COLOURS = {
  land: [237, 230, 218],
  park: [200, 226, 186],
  road: [255, 255, 255],
  casing: [196, 188, 176],
  text: [60, 64, 72],
} as const

/** 3×5 pixel digits and a slash, one string of five rows each. */
const GLYPHS: Record<string, string> = {
  '0': '111101101101111',
  '1': '010110010010111',
  '2': '111001111100111',
  '3': '111001111001111',
  '4': '101101111001001',
  '5': '111100111001111',
  '6': '111100111101111',
  '7': '111001010010010',
  '8': '111101111101111',
  '9': '111101111001111',
  '/': '001001010100100',
}

/** The tile's pixels as RGB rows, encoded as a PNG. */
export function tilePng(z: number, x: number, y: number): Buffer {
  const pixels = Buffer.alloc(SIZE * SIZE * 3)
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      const [wx, wy] = [x * SIZE + px, y * SIZE + py]
      const [inX, inY] = [wx % BLOCK, wy % BLOCK]
      const onRoad = inX < ROAD || inY < ROAD
      const onCasing = !onRoad && (inX === ROAD || inY === ROAD || inX === BLOCK - 1 || inY === BLOCK - 1)
      const block = Math.floor(wx / BLOCK) * 7 + Math.floor(wy / BLOCK) * 13
      const colour = onRoad ? COLOURS.road : onCasing ? COLOURS.casing : block % 5 === 0 ? COLOURS.park : COLOURS.land
      pixels.set(colour, (py * SIZE + px) * 3)
    }
  }
  writeText(pixels, `${z}/${x}/${y}`, 12, 12, 3)
  return encodePng(pixels, SIZE, SIZE)
}

function writeText(pixels: Buffer, text: string, left: number, top: number, scale: number): void {
  ;[...text].forEach((char, index) => {
    const glyph = GLYPHS[char] ?? ''
    for (let bit = 0; bit < glyph.length; bit++) {
      if (glyph[bit] !== '1') continue
      const [gx, gy] = [bit % 3, Math.floor(bit / 3)]
      for (let sy = 0; sy < scale; sy++) {
        for (let sx = 0; sx < scale; sx++) {
          const px = left + index * 4 * scale + gx * scale + sx
          const py = top + gy * scale + sy
          if (px < SIZE && py < SIZE) pixels.set(COLOURS.text, (py * SIZE + px) * 3)
        }
      }
    }
  })
}

/** An 8-bit RGB PNG: signature, IHDR, one IDAT of the filtered rows (filter 0), IEND. */
function encodePng(rgb: Buffer, width: number, height: number): Buffer {
  const rows = Buffer.alloc(height * (width * 3 + 1))
  for (let row = 0; row < height; row++) {
    rgb.copy(rows, row * (width * 3 + 1) + 1, row * width * 3, (row + 1) * width * 3)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length, 0)
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed), 0)
  return Buffer.concat([length, typed, crc])
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
