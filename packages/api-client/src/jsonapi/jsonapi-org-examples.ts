// Test fixtures: example documents from the JSON:API 1.1 specification
// (https://jsonapi.org/format/1.1/ and https://jsonapi.org/examples/), reproduced as published.
// Not exported from the package. `satisfies` checks our wire types accept the spec's own shapes.
import type { JsonApiDocument } from './types.js'

/** format §"Compound Documents": a collection of articles with the author and comments included. */
export const compoundDocument = {
  links: {
    self: 'http://example.com/articles',
    next: 'http://example.com/articles?page%5Boffset%5D=2',
    last: 'http://example.com/articles?page%5Boffset%5D=10',
  },
  data: [
    {
      type: 'articles',
      id: '1',
      attributes: {
        title: 'JSON:API paints my bikeshed!',
      },
      relationships: {
        author: {
          links: {
            self: 'http://example.com/articles/1/relationships/author',
            related: 'http://example.com/articles/1/author',
          },
          data: { type: 'people', id: '9' },
        },
        comments: {
          links: {
            self: 'http://example.com/articles/1/relationships/comments',
            related: 'http://example.com/articles/1/comments',
          },
          data: [
            { type: 'comments', id: '5' },
            { type: 'comments', id: '12' },
          ],
        },
      },
      links: {
        self: 'http://example.com/articles/1',
      },
    },
  ],
  included: [
    {
      type: 'people',
      id: '9',
      attributes: {
        firstName: 'Dan',
        lastName: 'Gebhardt',
        twitter: 'dgeb',
      },
      links: {
        self: 'http://example.com/people/9',
      },
    },
    {
      type: 'comments',
      id: '5',
      attributes: {
        body: 'First!',
      },
      relationships: {
        author: {
          data: { type: 'people', id: '2' },
        },
      },
      links: {
        self: 'http://example.com/comments/5',
      },
    },
    {
      type: 'comments',
      id: '12',
      attributes: {
        body: 'I like XML better',
      },
      relationships: {
        author: {
          data: { type: 'people', id: '9' },
        },
      },
      links: {
        self: 'http://example.com/comments/12',
      },
    },
  ],
} satisfies JsonApiDocument

/** format §"Fetching Resources": a single article whose author relationship has links only. */
export const singleResource = {
  links: {
    self: 'http://example.com/articles/1',
  },
  data: {
    type: 'articles',
    id: '1',
    attributes: {
      title: 'JSON:API paints my bikeshed!',
    },
    relationships: {
      author: {
        links: {
          related: 'http://example.com/articles/1/author',
        },
      },
    },
  },
} satisfies JsonApiDocument

/** format §"Fetching Resources": a to-one related resource that does not exist. */
export const nullData = {
  links: {
    self: 'http://example.com/articles/1/author',
  },
  data: null,
} satisfies JsonApiDocument

/** format §"Fetching Resources": an empty collection. */
export const emptyCollection = {
  links: {
    self: 'http://example.com/articles',
  },
  data: [],
} satisfies JsonApiDocument

/** format §"Meta Information": top-level meta beside the data. */
export const metaDocument = {
  meta: {
    copyright: 'Copyright 2015 Example Corp.',
    authors: ['Yehuda Katz', 'Steve Klabnik', 'Dan Gebhardt', 'Tyler Kellen'],
  },
  data: {
    type: 'articles',
    id: '1',
    attributes: { title: 'Rails is Omakase' },
  },
} satisfies JsonApiDocument

/** examples §"Error Objects — Basics". */
export const basicError = {
  errors: [
    {
      status: '422',
      source: { pointer: '/data/attributes/firstName' },
      title: 'Invalid Attribute',
      detail: 'First name must contain at least two characters.',
    },
  ],
} satisfies JsonApiDocument

/** examples §"Multiple Errors": two errors on the same attribute. */
export const multipleErrors = {
  jsonapi: { version: '1.1' },
  errors: [
    {
      code: '123',
      source: { pointer: '/data/attributes/firstName' },
      title: 'Value is too short',
      detail: 'First name must contain at least two characters.',
    },
    {
      code: '225',
      source: { pointer: '/data/attributes/password' },
      title: 'Passwords must contain a letter, number, and punctuation character.',
      detail: 'The password provided is missing a punctuation character.',
    },
    {
      code: '226',
      source: { pointer: '/data/attributes/password' },
      title: 'Password and password confirmation do not match.',
    },
  ],
} satisfies JsonApiDocument

/** examples §"Error Objects — Multiple errors with different status codes". */
export const errorsWithStatuses = {
  errors: [
    {
      status: '403',
      source: { pointer: '/data/attributes/secretPowers' },
      detail: 'Editing secret powers is not authorized on Sundays.',
    },
    {
      status: '422',
      source: { pointer: '/data/attributes/volume' },
      detail: 'Volume does not, in fact, go to 11.',
    },
    {
      status: '500',
      source: { pointer: '/data/attributes/reputation' },
      title: 'The backend responded with an error',
      detail: 'Reputation service not responding after three requests.',
    },
  ],
} satisfies JsonApiDocument

/** examples §"Error Objects — Invalid query parameter". */
export const invalidQueryParameter = {
  errors: [
    {
      source: { parameter: 'include' },
      title: 'Invalid Query Parameter',
      detail: 'The resource does not have an `auther` relationship path.',
    },
  ],
} satisfies JsonApiDocument
