import { describe, expect, it } from 'vitest'
import { errorDetails } from './error-details.js'

describe('errorDetails', () => {
  it("lists each JSON:API error's detail once, in order", () => {
    expect(
      errorDetails({
        status: 422,
        data: {
          errors: [
            { detail: 'Street is required' },
            { title: 'Zip code is required' },
            { detail: 'Street is required' },
          ],
        },
      }),
    ).toEqual(['Street is required', 'Zip code is required'])
  })

  it('says a 403 as the spec words it, and a failure without details in the general sentence', () => {
    expect(errorDetails({ status: 403, data: { errors: [{ detail: 'no' }] } })).toEqual([
      'You are not authorized to perform that action.',
    ])
    expect(errorDetails({ status: 'FETCH_ERROR', error: 'offline' })).toEqual(['Oops, Something went wrong...'])
  })
})
