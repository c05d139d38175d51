import { cleanResoText, RESO_TEXT_LIMITS } from './reso-field-rules.js'
import type { ResoRecord } from './reso-property.js'

/** An agent as a RESO Member record (and its Office) describes one, in our agents' fields. */
export interface ResoAgent {
  key: string
  first_name: string
  last_name: string
  email: string | null
  sms_number: string | null
  office_phone: string | null
  broker_name: string | null
  license_state: string | null
  license_number: string | null
  /** MemberMlsId, and the Member's OfficeKey and OfficeMlsId: which listings are the brokerage's. */
  mls_id: string | null
  office_key: string | null
  office_mls_id: string | null
}

/**
 * Maps a RESO Member record to an agent, taking the brokerage's name and phone from its Office
 * record when `offices` has it; null for a record without a MemberKey or a name. Text is cleaned
 * as a Property's is (`cleanResoText`), and a field over 255 characters is left out, as if not sent.
 *
 * @example
 * mapResoMember({ MemberKey: 'm1', MemberFirstName: 'Ana', MemberLastName: 'Ruiz', OfficeKey: 'o1' },
 *   new Map([['o1', { OfficeKey: 'o1', OfficeName: 'Lone Star Realty' }]]))
 * // { key: 'm1', first_name: 'Ana', last_name: 'Ruiz', broker_name: 'Lone Star Realty', ... }
 */
export function mapResoMember(record: ResoRecord, offices: ReadonlyMap<string, ResoRecord>): ResoAgent | null {
  const key = text(record.MemberKey)
  const first = text(record.MemberFirstName)
  const last = text(record.MemberLastName)
  if (key === null || (first === null && last === null)) return null
  const office = offices.get(text(record.OfficeKey) ?? '')
  return {
    key,
    first_name: first ?? '',
    last_name: last ?? '',
    email: text(record.MemberEmail),
    sms_number: text(record.MemberMobilePhone) ?? text(record.MemberDirectPhone),
    office_phone: text(record.MemberOfficePhone) ?? text(office?.OfficePhone),
    broker_name: text(office?.OfficeName) ?? text(record.OfficeName),
    license_state: text(record.MemberStateLicenseState),
    license_number: text(record.MemberStateLicense),
    mls_id: text(record.MemberMlsId),
    office_key: text(record.OfficeKey),
    office_mls_id: text(record.OfficeMlsId) ?? text(office?.OfficeMlsId),
  }
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const clean = cleanResoText(value).trim()
  return clean === '' || clean.length > RESO_TEXT_LIMITS.text ? null : clean
}
