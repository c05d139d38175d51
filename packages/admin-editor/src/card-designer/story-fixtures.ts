// Designs and listings for the card designer's stories (not part of the package's API). Photos
// are inline SVGs so the stories need no server.
import { cardDesignMobiledoc, type Listing } from '@idx/domain'
import type { CardDesign } from './ListingCardDesigner.js'

function photo(index: number): string {
  const colours = ['#7a9e7e', '#c98b5b', '#5b7fc9', '#b05bc9']
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${colours[index % 4]}"/>` +
    `<text x="320" y="215" font-size="60" text-anchor="middle" fill="#fff" font-family="sans-serif">Photo ${index + 1}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const SAMPLE_LISTINGS: Listing[] = [
  {
    id: '7',
    title: '1105 W Mary St',
    subtitle: 'Austin, TX 78704',
    photo_urls: [photo(0), photo(1), photo(2)],
    cover_photo_url: photo(0),
    listing_status: 'Active',
    purchase_type: 'Purchase',
    bedrooms: 3,
    bathrooms: 2.5,
    square_feet: 1850,
    year_built: 1948,
    price_in_dollars: 725000,
    listing_agent: 'Ana Diaz',
    listing_broker: 'Lone Star Realty',
    full_url: '/app/listing/1105-w-mary-st-austin-tx-78704/7',
  },
  {
    id: '8',
    title: '4507 Avenue H',
    subtitle: 'Austin, TX 78751',
    photo_urls: [photo(3)],
    cover_photo_url: photo(3),
    listing_status: 'Active',
    purchase_type: 'Purchase',
    bedrooms: 2,
    bathrooms: 1,
    square_feet: 1020,
    year_built: 1939,
    price_in_dollars: 515000,
    listing_agent: 'Ezra Roberts',
    listing_broker: 'Lone Star Realty',
    full_url: '/app/listing/4507-avenue-h-austin-tx-78751/8',
  },
]

/** A typical design: photos, price, beds, a line of text, actions, and a stylesheet. */
export const TYPICAL_DESIGN: CardDesign = {
  id: '3',
  stylesheet: '& { border-color: #0b57d0; }\n.idx-custom-card__value { color: #0b57d0; }',
  mobiledoc: cardDesignMobiledoc([
    { kind: 'listing-photos' },
    { kind: 'listing-attribute', attribute: 'price_in_dollars', label: '' },
    { kind: 'listing-attribute', attribute: 'bedrooms', label: 'Beds' },
    { kind: 'text', tag: 'p', text: 'Open **Sunday** 2-4pm' },
    { kind: 'listing-actions' },
  ]),
}

/** A saved document the card cannot read at all (a bad import): visitors see the default card. */
export const UNREADABLE_DESIGN: CardDesign = {
  id: '4',
  stylesheet: '',
  mobiledoc: { version: '0.2.0', sections: [[1, 'p']] },
}

/** A stylesheet that tries to reach outside the card. */
export const HOSTILE_STYLESHEET =
  '@import url(https://evil.example/x.css);\nbody { display: none }\nh3 { position: fixed; inset: 0 }'
