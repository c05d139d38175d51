import { addAreas, addedAreasText, updateMarket, updatedMarketText } from '../operator/index.js'
import type { CliCommand } from './cli-command.js'
import { text } from './cli-command.js'

// The commands that change a market once it exists: its name, city, centre and default flag, and
// the areas (neighbourhoods, school zones, …) its search suggests and outlines.

const updateMarketCommand: CliCommand = {
  name: 'update-market',
  summary: "change a market's name, city, state, map centre, or make it the site's default",
  synopsis:
    '--market <id> [--name <name>] [--city <city>] [--state <XX>] [--lat <latitude>] [--lng <longitude>] [--default]',
  options: {
    market: { type: 'string', value: '<id>', description: 'the market to change', required: true },
    name: { type: 'string', value: '<name>', description: 'the market name people see' },
    city: { type: 'string', value: '<city>', description: 'its city' },
    state: { type: 'string', value: '<XX>', description: 'its two-letter state code' },
    lat: { type: 'string', value: '<latitude>', description: "the map centre's latitude" },
    lng: { type: 'string', value: '<longitude>', description: "the map centre's longitude" },
    default: { type: 'boolean', description: "make it the site's default market (the others stop being it)" },
  },
  async run(values, db) {
    const result = await updateMarket(db, {
      market: text(values, 'market'),
      name: text(values, 'name'),
      city: text(values, 'city'),
      state: text(values, 'state'),
      latitude: text(values, 'lat'),
      longitude: text(values, 'lng'),
      makeDefault: values.default === true,
    })
    return { json: result, text: updatedMarketText(result) }
  },
}

const addAreasCommand: CliCommand = {
  name: 'add-areas',
  summary: "load a GeoJSON file of neighbourhoods (or school zones, custom areas) into a market's areas",
  synopsis:
    '--market <id> --geojson <file> [--type neighborhood|school_district|school|custom] [--name-property <prop>]',
  options: {
    market: { type: 'string', value: '<id>', description: 'the market the areas belong to', required: true },
    geojson: {
      type: 'string',
      value: '<file>',
      description: 'a GeoJSON FeatureCollection of Polygons and MultiPolygons, one feature per area',
      required: true,
    },
    type: {
      type: 'string',
      value: 'neighborhood|school_district|school|custom',
      description: 'what the areas are (default neighborhood); an area of the same type and name is updated',
    },
    'name-property': {
      type: 'string',
      value: '<prop>',
      description: "the feature property holding each area's name (default name)",
    },
  },
  async run(values, db) {
    const result = await addAreas(db, {
      market: text(values, 'market'),
      geojson: text(values, 'geojson'),
      type: text(values, 'type'),
      nameProperty: text(values, 'name-property'),
    })
    return { json: result, text: addedAreasText(result) }
  },
}

/** The market commands, listed after add-market in `idx --help`. */
export const MARKET_COMMANDS: readonly CliCommand[] = [updateMarketCommand, addAreasCommand]
