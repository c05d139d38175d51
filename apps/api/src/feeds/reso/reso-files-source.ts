import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ResoRecord } from '@idx/domain'
import {
  compareResoRecords,
  coveredByMark,
  type HighWaterMark,
  type ResoRelatedRecords,
  type ResoSource,
} from './reso-source.js'

/** Property records handed to the importer at a time (one transaction each), unless told otherwise. */
const DEFAULT_PAGE_SIZE = 500

/**
 * A feed saved as files: every `*.json` file of `folder` (in name order) is one page of a RESO Web
 * API answer, `{ "value": [...] }`, of any resource. Each record's resource is told by its key
 * field (ListingKey on its own: Property; MemberKey, OfficeKey, OpenHouseKey, MediaKey).
 *
 * @example
 * const source = await resoFilesSource('/exports/actris') // throws naming a file that is not a page
 */
export async function resoFilesSource(folder: string, options: { pageSize?: number } = {}): Promise<ResoSource> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE
  let names: string[]
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort()
  } catch (error) {
    throw new Error(`cannot read the folder ${folder}: ${(error as Error).message}`)
  }
  if (names.length === 0) throw new Error(`${folder} has no .json files (pages of a RESO Web API answer)`)
  const properties: ResoRecord[] = []
  const related: ResoRelatedRecords = { members: [], offices: [], openHouses: new Map(), media: new Map() }
  for (const name of names) {
    for (const record of await pageRecords(join(folder, name))) sortRecord(record, properties, related)
  }
  properties.sort(compareResoRecords)
  return {
    kind: 'files',
    related: async () => related,
    async *properties(since: HighWaterMark | null, signal?: AbortSignal) {
      const pending = properties.filter((record) => !coveredByMark(record, since))
      for (let i = 0; i < pending.length; i += pageSize) {
        signal?.throwIfAborted()
        yield pending.slice(i, i + pageSize)
      }
    },
  }
}

async function pageRecords(path: string): Promise<ResoRecord[]> {
  let page: unknown
  try {
    page = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new Error(`${path} is not JSON: ${(error as Error).message}`)
  }
  const value = (page as { value?: unknown } | null)?.value
  if (!Array.isArray(value)) throw new Error(`${path} is not a RESO Web API page: it has no "value" array`)
  return value.filter((record): record is ResoRecord => typeof record === 'object' && record !== null)
}

function sortRecord(record: ResoRecord, properties: ResoRecord[], related: ResoRelatedRecords): void {
  if ('MediaKey' in record || 'MediaURL' in record) {
    push(related.media, String(record.ResourceRecordKey ?? record.ListingKey ?? ''), record)
  } else if ('OpenHouseKey' in record || 'OpenHouseStartTime' in record) {
    push(related.openHouses, String(record.ListingKey ?? ''), record)
  } else if ('MemberKey' in record) {
    related.members.push(record)
  } else if ('OfficeKey' in record && !('ListingKey' in record)) {
    related.offices.push(record)
  } else {
    properties.push(record)
  }
}

function push(map: Map<string, ResoRecord[]>, key: string, record: ResoRecord): void {
  const list = map.get(key)
  if (list) list.push(record)
  else map.set(key, [record])
}
