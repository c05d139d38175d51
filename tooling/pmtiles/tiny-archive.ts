// A tiny PMTiles v3 archive written by hand, for tests of the self-hosted vector basemap: two
// Mapbox Vector Tiles (zoom 0, and the north-west quarter at zoom 1) in the Protomaps basemap
// schema (an `earth` layer over the whole tile, a `water` layer west of a given longitude),
// uncompressed. Zoom 1 because protomaps-leaflet reads a maximum data zoom of 0 as "unset". Written from the specs
// (github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md, github.com/mapbox/vector-tile-spec
// 2.1) so that tests need no tile tool. Runs in Node and in the browser (bytes only).

const EXTENT = 4096

/** Protocol-buffer writing: just what a vector tile needs. */
class Writer {
  private bytes: number[] = []

  varint(value: number): this {
    let rest = value
    while (rest >= 0x80) {
      this.bytes.push((rest % 0x80) | 0x80)
      rest = Math.floor(rest / 0x80)
    }
    this.bytes.push(rest)
    return this
  }

  /** A field's key: its number and wire type (0 varint, 2 length-delimited). */
  key(field: number, wireType: 0 | 2): this {
    return this.varint((field << 3) | wireType)
  }

  message(field: number, body: Uint8Array): this {
    this.key(field, 2).varint(body.length)
    for (const byte of body) this.bytes.push(byte)
    return this
  }

  string(field: number, text: string): this {
    return this.message(field, new TextEncoder().encode(text))
  }

  packed(field: number, values: readonly number[]): this {
    const body = new Writer()
    for (const value of values) body.varint(value)
    return this.message(field, body.done())
  }

  done(): Uint8Array {
    return Uint8Array.from(this.bytes)
  }
}

const zigzag = (n: number) => (n << 1) ^ (n >> 31)

/** Geometry commands of one rectangle in tile units, its exterior ring clockwise (y down). */
function rectangle(x0: number, y0: number, x1: number, y1: number): number[] {
  const corners = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ] as const
  const commands: number[] = [(1 & 7) | (1 << 3), zigzag(x0), zigzag(y0), (2 & 7) | (3 << 3)]
  let [px, py] = corners[0]
  for (const [x, y] of corners.slice(1)) {
    commands.push(zigzag(x - px), zigzag(y - py))
    px = x
    py = y
  }
  commands.push((7 & 7) | (1 << 3))
  return commands
}

function polygonLayer(name: string, geometry: number[]): Uint8Array {
  const feature = new Writer().key(3, 0).varint(3).packed(4, geometry).done() // type 3: POLYGON
  return new Writer().key(15, 0).varint(2).string(1, name).message(2, feature).key(5, 0).varint(EXTENT).done()
}

/** Tile z/x/(any y): earth everywhere, water west of `waterWestOfLng` (clipped to the tile). */
function worldTile(z: number, x: number, waterWestOfLng: number): Uint8Array {
  const across = ((waterWestOfLng + 180) / 360) * 2 ** z - x
  const waterEdge = Math.max(0, Math.min(EXTENT, Math.round(across * EXTENT)))
  return new Writer()
    .message(3, polygonLayer('earth', rectangle(0, 0, EXTENT, EXTENT)))
    .message(3, polygonLayer('water', rectangle(0, 0, waterEdge, EXTENT)))
    .done()
}

/**
 * Directory of two tiles stored back to back: tile id 0 (z0/0/0) and 1 (z1/0/0, first on the
 * Hilbert curve): ids as deltas, run lengths, lengths, then offsets (the first as offset + 1, the
 * next 0 for "right after the previous one").
 */
function rootDirectory(lengths: readonly [number, number]): Uint8Array {
  return new Writer()
    .varint(2)
    .varint(0)
    .varint(1)
    .varint(1)
    .varint(1)
    .varint(lengths[0])
    .varint(lengths[1])
    .varint(1)
    .varint(0)
    .done()
}

const HEADER_LENGTH = 127

/**
 * The bytes of a PMTiles v3 archive holding two vector tiles (zooms 0 and 1; zoom 1 only for the
 * north-western quarter of the world, where the Americas are), in the Protomaps basemap schema:
 * `earth` covers the world, `water` the part west of `waterWestOfLng` (to about 0.05°). A map
 * drawn from it over North America at any zoom shows water left of that longitude.
 *
 * @example
 * const bytes = tinyPmtilesArchive({ waterWestOfLng: -97.7431 })
 * new PMTiles(new MySource(bytes)).getHeader() // { specVersion: 3, minZoom: 0, maxZoom: 1, … }
 */
export function tinyPmtilesArchive({ waterWestOfLng = -97.7431 }: { waterWestOfLng?: number } = {}): Uint8Array {
  const zoom0 = worldTile(0, 0, waterWestOfLng)
  const zoom1 = worldTile(1, 0, waterWestOfLng)
  const tile = new Uint8Array(zoom0.length + zoom1.length)
  tile.set(zoom0, 0)
  tile.set(zoom1, zoom0.length)
  const directory = rootDirectory([zoom0.length, zoom1.length])
  const metadata = new TextEncoder().encode(
    JSON.stringify({
      name: 'idx test basemap',
      vector_layers: [
        { id: 'earth', fields: {} },
        { id: 'water', fields: {} },
      ],
    }),
  )
  const rootOffset = HEADER_LENGTH
  const metadataOffset = rootOffset + directory.length
  const tileOffset = metadataOffset + metadata.length
  const archive = new Uint8Array(tileOffset + tile.length)
  const view = new DataView(archive.buffer)
  archive.set(new TextEncoder().encode('PMTiles'), 0)
  view.setUint8(7, 3)
  const u64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true)
  u64(8, rootOffset)
  u64(16, directory.length)
  u64(24, metadataOffset)
  u64(32, metadata.length)
  u64(40, tileOffset) // no leaf directories: offset anywhere, length 0
  u64(48, 0)
  u64(56, tileOffset)
  u64(64, tile.length)
  u64(72, 2) // addressed tiles
  u64(80, 2) // tile entries
  u64(88, 2) // tile contents
  view.setUint8(96, 1) // clustered
  view.setUint8(97, 1) // internal compression: none
  view.setUint8(98, 1) // tile compression: none
  view.setUint8(99, 1) // tile type: MVT
  view.setUint8(100, 0) // min zoom
  view.setUint8(101, 1) // max zoom
  view.setInt32(102, -180e7, true)
  view.setInt32(106, -85e7, true)
  view.setInt32(110, 180e7, true)
  view.setInt32(114, 85e7, true)
  view.setUint8(118, 0)
  view.setInt32(119, Math.round(waterWestOfLng * 1e7), true)
  view.setInt32(123, Math.round(30.27 * 1e7), true)
  archive.set(directory, rootOffset)
  archive.set(metadata, metadataOffset)
  archive.set(tile, tileOffset)
  return archive
}
