import type { Market } from '@idx/domain'

/** A market as the landing page lists it. */
export type EditableMarket = Pick<Market, 'id' | 'market_name' | 'city' | 'default'>

/**
 * The markets an admin may edit, as the landing page lists them: every market of the site the
 * admin's token belongs to, sorted by market_name (as the spec's ui.menu sorts them).
 *
 * @example
 * editableMarkets([{ id: '2', market_name: 'Waco' }, { id: '1', market_name: 'Austin' }]) // Austin, Waco
 */
export function editableMarkets(records: readonly Partial<Market>[]): EditableMarket[] {
  return records
    .filter((record): record is Partial<Market> & { id: string } => typeof record.id === 'string')
    .map((record) => ({
      id: record.id,
      market_name: typeof record.market_name === 'string' ? record.market_name : `Market ${record.id}`,
      city: record.city ?? null,
      default: record.default === true,
    }))
    .sort((a, b) => a.market_name.localeCompare(b.market_name, 'en', { sensitivity: 'base' }))
}
