import { describe, expect, it } from 'vitest'
import { chooseBasemap } from './choose-basemap.js'

const TILES = { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example' }
const ARCHIVE = { url: '/basemap.pmtiles' }

describe('chooseBasemap', () => {
  it("draws the style's tile service first, even with an archive configured", () => {
    expect(chooseBasemap('default', { default: TILES }, ARCHIVE)).toEqual({ kind: 'tiles', source: TILES })
  })

  it('draws the archive for a style without a tile service', () => {
    expect(chooseBasemap('sat', { default: TILES }, ARCHIVE)).toEqual({ kind: 'pmtiles', source: ARCHIVE })
    expect(chooseBasemap('light', null, ARCHIVE)).toEqual({ kind: 'pmtiles', source: ARCHIVE })
  })

  it('draws the offline basemap when neither is configured', () => {
    expect(chooseBasemap('topo', { default: TILES }, null)).toEqual({ kind: 'offline' })
    expect(chooseBasemap('default', undefined, undefined)).toEqual({ kind: 'offline' })
  })
})
