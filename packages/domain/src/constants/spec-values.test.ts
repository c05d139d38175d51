import { describe, expect, it } from 'vitest'
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, DEFAULT_ALERT_FREQUENCY } from './alerts.js'
import { APP_ROOT, APP_VERSION, DEFAULT_IDX_PREFIX } from './app.js'
import { AVATAR_SIZES, LETTER_AVATAR } from './avatar.js'
import { BREAKPOINT_MIN_WIDTH_EM, PX_PER_EM } from './breakpoints.js'
import { CHIP_OVERFLOW_EDGE_PX, CUSTOM_BOUNDARY_LABEL, CUSTOM_MAP_AREA_LABEL } from './chips.js'
import { CLUSTER_MARKER_BASE_CLASS } from './cluster-size-class.js'
import { FONTS } from './fonts.js'
import { EMPTY_MOBILEDOC, IDX_COMPONENT_CATEGORIES, IDX_COMPONENT_DEFAULTS } from './idx-component.js'
import { JOIN_TYPES } from './join.js'
import { PASSWORD_MIN_LENGTH, STATE_CODE_LENGTH, YEAR_BUILT_LENGTH } from './limits.js'
import {
  CONTACT_FOR_PRICE_TEXT,
  DEFAULT_LISTING_TYPE,
  DEFAULT_PURCHASE_TYPE,
  DESCRIPTION_TRUNCATE_LENGTH,
  FOR_SALE_STATUSES,
  LISTING_STATUSES,
  LISTING_TYPES,
  NOT_AVAILABLE_TEXT,
  PROPERTY_TYPES_BY_TYPE,
  PURCHASE_TYPES,
  RENT_FREQUENCIES,
  UNDISCLOSED_ADDRESS,
} from './listing.js'
import {
  CLUSTER_MARKER_MIN_RADIUS,
  DEFAULT_MAP_CENTER,
  MAP_POPUP_WIDTH,
  MAP_STYLES,
  MAP_WHEEL_PX_PER_ZOOM_LEVEL,
  MAP_ZOOM,
} from './map.js'
import { IMAGE_SIZES } from './media.js'
import {
  AGENT_SEARCH_PAGE_SIZE,
  COMMENTS_PAGE_SIZE,
  COUNT_QUERY_PAGE_SIZE,
  DEFAULT_PAGE,
  PAGER_VISIBLE_PAGES,
  RESULT_TOTAL_CAP,
  RESULTS_PAGE_SIZE,
  SAMPLE_LISTING_PAGE_SIZE,
} from './paging.js'
import { REGISTRATION_RULE_MODES } from './registration.js'
import { LOCAL_STORAGE_DEFAULTS } from './storage.js'
import { DELAYS_MS, FLASH, INVITE_CONCURRENCY, KEY_COMBO, PHOTO_UPLOAD_CONCURRENCY } from './timing.js'
import { UI_EDITOR } from './ui-editor.js'

describe('business constants match the spec', () => {
  it.each<[string, unknown, unknown]>([
    ['results page size', RESULTS_PAGE_SIZE, 40],
    ['sample listing query page size', SAMPLE_LISTING_PAGE_SIZE, 10],
    ['comments page size', COMMENTS_PAGE_SIZE, 20],
    ['agent search page size', AGENT_SEARCH_PAGE_SIZE, 20],
    ['count query page size', COUNT_QUERY_PAGE_SIZE, 1],
    ['result total cap', RESULT_TOTAL_CAP, 10000],
    ['default page', DEFAULT_PAGE, 1],
    ['pager pages', PAGER_VISIBLE_PAGES, { default: 7, small: 5 }],
  ])('pages: %s', (_, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  it.each<[keyof typeof DELAYS_MS, number]>([
    ['resultsFetch', 500],
    ['resultsFetchRetry', 100],
    ['agentSearch', 500],
    ['suggestionSearch', 600],
    ['suggestionFetch', 150],
    ['mapClusterFetch', 500],
    ['omniboxRollUp', 200],
    ['omniboxRollUpOther', 50],
    ['searchEvent', 5000],
    ['resize', 200],
    ['sidebarTransition', 200],
    ['loadingSlider', 750],
    ['trackingReady', 1000],
    ['filterChangeNotify', 100],
    ['filterChangeNotifyRetry', 10],
    ['save', 300],
    ['zoom', 400],
    ['jsonEdit', 500],
    ['errorDisplay', 1000],
    ['agentAssignReload', 2500],
    ['busRequestTimeout', 2000],
  ])('delays: %s is %j ms', (name, ms) => {
    expect(DELAYS_MS[name]).toBe(ms)
  })

  it('lists no delay the spec does not name', () => {
    expect(Object.keys(DELAYS_MS)).toHaveLength(21)
  })

  it('shows flash messages 3000 ms (2000 ms elsewhere, 5 s for failed invites), priority 100, not sticky', () => {
    expect(FLASH).toEqual({
      timeoutMs: 3000,
      shortTimeoutMs: 2000,
      inviteFailureTimeoutMs: 5000,
      priority: 100,
      sticky: false,
    })
  })

  it("accepts key combos of at most 2 keys joined by '+', 0.5 s apart", () => {
    expect(KEY_COMBO).toEqual({ maxKeys: 2, separator: '+', timeoutMs: 500 })
  })

  it('sends at most 3 invites and uploads 3 photos at once', () => {
    expect(INVITE_CONCURRENCY).toBe(3)
    expect(PHOTO_UPLOAD_CONCURRENCY).toBe(3)
  })

  it('zooms from 5, starts at 10, shows a listing at 14, with 2000 wheel pixels per level', () => {
    expect(MAP_ZOOM).toEqual({ min: 5, default: 10, listing: 14 })
    expect(MAP_WHEEL_PX_PER_ZOOM_LEVEL).toBe(2000)
  })

  it('centres a fresh map on 30.267294, -97.75 (latitude first)', () => {
    expect([...DEFAULT_MAP_CENTER]).toEqual([30.267294, -97.75])
  })

  it('offers the map styles default, light, minimal, topo and sat', () => {
    expect(MAP_STYLES).toEqual(['default', 'light', 'minimal', 'topo', 'sat'])
  })

  it('draws cluster markers at least 25 px in radius on the base class', () => {
    expect(CLUSTER_MARKER_MIN_RADIUS).toBe(25)
    expect(CLUSTER_MARKER_BASE_CLASS).toBe('cluster-marker')
  })

  it('sizes images 1280x720 (gallery), 302x190 (card), 268x150 (lazy card) and 270x112 in a 270-wide popup', () => {
    expect(IMAGE_SIZES).toEqual({
      gallery: { width: 1280, height: 720 },
      card: { width: 302, height: 190 },
      cardLazy: { width: 268, height: 150 },
      mapPopup: { width: 270, height: 112 },
    })
    expect(MAP_POPUP_WIDTH).toBe(270)
  })

  it('puts breakpoints at 30em, 60em and 75em with 16 px per em', () => {
    expect(BREAKPOINT_MIN_WIDTH_EM).toEqual({ medium: 30, large: 60, xl: 75 })
    expect(PX_PER_EM).toBe(16)
  })

  it('truncates descriptions above 600 characters', () => {
    expect(DESCRIPTION_TRUNCATE_LENGTH).toBe(600)
  })

  it('offers alert frequencies none, instant, hourly, daily, weekly and monthly, defaulting to daily', () => {
    expect(ALERT_FREQUENCIES).toEqual(['none', 'instant', 'hourly', 'daily', 'weekly', 'monthly'])
    expect(DEFAULT_ALERT_FREQUENCY).toBe('daily')
    expect(Object.keys(ALERT_FREQUENCY_LABELS)).toEqual([...ALERT_FREQUENCIES])
  })

  it('offers the fonts rubik, source_sans_pro, raleway, roboto, karla, playfair, lato and typold', () => {
    expect(FONTS).toEqual(['rubik', 'source_sans_pro', 'raleway', 'roboto', 'karla', 'playfair', 'lato', 'typold'])
  })

  it('has the listing statuses Coming Soon, Active, Pending, Sold and Leased/Rented; for sale are Active, Pending, Coming Soon', () => {
    expect(LISTING_STATUSES).toEqual(['Coming Soon', 'Active', 'Pending', 'Sold', 'Leased/Rented'])
    expect([...FOR_SALE_STATUSES].sort()).toEqual(['Active', 'Coming Soon', 'Pending'])
  })

  it('offers the types Residential, Commercial and Lots and Land, defaulting to Residential', () => {
    expect(LISTING_TYPES).toEqual(['Residential', 'Commercial', 'Lots and Land'])
    expect(DEFAULT_LISTING_TYPE).toBe('Residential')
  })

  it('offers the property types of each type', () => {
    expect(PROPERTY_TYPES_BY_TYPE).toEqual({
      Residential: ['House', 'Apartment', 'Condominium', 'Townhouse', 'Duplex', 'Mobile Home'],
      Commercial: ['Office', 'Retail', 'Industrial'],
      'Lots and Land': ['Lots and Land'],
    })
  })

  it('offers rent frequencies blank, Monthly, Weekly and Daily, and purchase types Purchase (default) and Lease', () => {
    expect(RENT_FREQUENCIES).toEqual(['', 'Monthly', 'Weekly', 'Daily'])
    expect(PURCHASE_TYPES).toEqual(['Purchase', 'Lease'])
    expect(DEFAULT_PURCHASE_TYPE).toBe('Purchase')
  })

  it('draws letter avatars from 20 distinct colours at size 1024, shown at 60 (card), 32 (chat) and 40 (member)', () => {
    expect(LETTER_AVATAR.colors).toHaveLength(20)
    expect(new Set(LETTER_AVATAR.colors).size).toBe(20)
    for (const colour of LETTER_AVATAR.colors) expect(colour).toMatch(/^#[0-9a-f]{6}$/)
    expect(LETTER_AVATAR.size).toBe(1024)
    expect(AVATAR_SIZES).toEqual({ card: 60, chat: 32, member: 40 })
  })

  it('needs passwords of at least 4, state codes of 2 and years built of 4 characters', () => {
    expect([PASSWORD_MIN_LENGTH, STATE_CODE_LENGTH, YEAR_BUILT_LENGTH]).toEqual([4, 2, 4])
  })

  it("serves the app from '/app/' at version 0.1.108 with the IDX prefix /idx by default", () => {
    expect(APP_ROOT).toBe('/app/')
    expect(APP_VERSION).toBe('0.1.108')
    expect(DEFAULT_IDX_PREFIX).toBe('/idx')
  })

  it('gives the UI editor a 450 px sidebar and 60 lines on tall screens, 35 otherwise', () => {
    expect(UI_EDITOR).toEqual({ sidebarWidthPx: 450, linesTall: 60, linesShort: 35 })
  })

  it('enforces the registration gate in views mode', () => {
    expect(REGISTRATION_RULE_MODES).toEqual(['views'])
  })

  it('opens disclaimers and counts zero property views before anything is stored', () => {
    expect(LOCAL_STORAGE_DEFAULTS).toEqual({ disclaimer: { disclaimer_open: true }, 'property-views': { counter: 0 } })
  })

  it("names new idx components 'Custom Listing Card' with an empty document", () => {
    expect(IDX_COMPONENT_DEFAULTS).toEqual({
      category: 'listing-card',
      name: 'Custom Listing Card',
      mobiledoc: EMPTY_MOBILEDOC,
    })
    expect(EMPTY_MOBILEDOC.sections).toEqual([])
    expect(Object.isFrozen(EMPTY_MOBILEDOC)).toBe(true)
    expect(IDX_COMPONENT_CATEGORIES).toEqual(['listing-card', 'listing-page', 'map-callout'])
  })

  it('joins only collections and saved searches', () => {
    expect(JOIN_TYPES).toEqual(['collection', 'saved-search'])
  })

  it.each([
    [NOT_AVAILABLE_TEXT, 'N/A'],
    [CONTACT_FOR_PRICE_TEXT, 'Contact for price'],
    [UNDISCLOSED_ADDRESS, 'Undisclosed Address'],
    [CUSTOM_MAP_AREA_LABEL, 'Custom Map Area'],
    [CUSTOM_BOUNDARY_LABEL, 'Custom Boundary'],
  ])("spells the text '%s' exactly as the spec", (actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('hides chips within 120 px of the right edge', () => {
    expect(CHIP_OVERFLOW_EDGE_PX).toBe(120)
  })
})
