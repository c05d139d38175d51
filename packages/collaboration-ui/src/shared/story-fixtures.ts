import { createElement } from 'react'
import type { ReactElement, ReactNode } from 'react'
import type { Collection, Comment, Listing, User } from '@idx/domain'

export const ada: User = {
  id: '1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
}
export const bob: User = {
  id: '2',
  first_name: 'Bob',
  last_name: 'Builder',
  full_name: 'Bob Builder',
  email: 'bob@example.com',
}
export const longNamed: User = {
  id: '3',
  first_name: 'Anastasia-Theodora',
  last_name: 'Zimmermann-Wolfeschlegelsteinhausenbergerdorff',
  full_name: 'Anastasia-Theodora Zimmermann-Wolfeschlegelsteinhausenbergerdorff',
  email: 'anastasia.theodora@an-exceptionally-long-domain-name.example.com',
}

export const collection: Collection = {
  id: '10',
  name: 'Lake houses',
  is_public: false,
  total_count: 12,
  unviewed_property_count: 3,
  user: ada,
  created_at: '2024-09-01T12:00:00Z',
  updated_at: '2024-09-22T12:00:00Z',
  collaborators: [ada, bob],
  invitations: [{ id: '5', email: 'carol@example.com' }],
}

export const listings: Listing[] = [
  {
    id: '100',
    street: '12 Lake Shore Dr',
    city: 'Austin',
    price_in_dollars: 450000,
    photo_urls: [],
    listing_status: 'Active',
  },
  { id: '101', street: '4 Cedar Ln', city: 'Austin', price_in_dollars: 725000, listing_status: 'Active' },
  { id: '102', street: '99 Old Mill Rd', city: 'Round Rock', price_in_dollars: 310000, listing_status: 'Sold' },
]

export const comments: Comment[] = [
  {
    id: 'c1',
    body: 'Love the porch on this one',
    property_id: '100',
    property: listings[0],
    created_at: '2024-09-01T19:30:00Z',
    user: bob,
  },
  { id: 'c2', body: 'Can we see it Saturday?', created_at: '2024-09-02T15:05:00Z', user: ada },
]

/** A phone-wide frame (390 px) for the narrow stories. */
export function narrowFrame(Story: () => ReactNode): ReactElement {
  return createElement('div', { 'data-testid': 'narrow', style: { width: 390, border: '1px dashed #ccc' } }, Story())
}

/** True when nothing inside the frame is wider than the frame (no sideways scrolling on a phone). */
export function fitsFrame(frame: HTMLElement): boolean {
  const limit = frame.getBoundingClientRect().right + 1
  return [...frame.querySelectorAll<HTMLElement>('*')].every((el) => el.getBoundingClientRect().right <= limit)
}
