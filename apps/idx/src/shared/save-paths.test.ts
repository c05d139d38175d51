import { describe, expect, it } from 'vitest'
import {
  SAVE_TARGET_NAMES,
  saveBaseOf,
  saveListingPath,
  savedListingPath,
  saveReturnPath,
  saveTargetName,
  unlockSignInTitle,
} from './save-paths.js'

describe('save paths', () => {
  it('read where a save starts: the search, a collection or a saved search', () => {
    expect(saveBaseOf('/')).toEqual({ collectionId: null })
    expect(saveBaseOf('/collection/3/listing/7')).toEqual({ collectionId: '3' })
    expect(saveBaseOf('/saved-search/4')).toEqual({ collectionId: null, savedSearchId: '4' })
  })

  it('keep the save flow on the page it started from', () => {
    const saved = { collectionId: null, savedSearchId: '4' }
    expect(saveListingPath(saved, '7', '?map=false&inquiry=true')).toBe('/saved-search/4/save/7?map=false')
    expect(savedListingPath(saved, '10', '7', '')).toBe('/saved-search/4/saved/10/7')
    expect(saveReturnPath(saved, '?page=2')).toBe('/saved-search/4?page=2')
    expect(saveReturnPath({ collectionId: null }, '')).toBe('/')
    expect(saveListingPath({ collectionId: '3' }, '7', '')).toBe('/collection/3/save/7')
  })

  it('name the attempted transition, and title the sign-in it leads to', () => {
    expect(saveTargetName({ collectionId: null })).toBe(SAVE_TARGET_NAMES.index)
    expect(saveTargetName({ collectionId: '3' })).toBe(SAVE_TARGET_NAMES.collection)
    expect(saveTargetName({ collectionId: null, savedSearchId: '4' })).toBe(SAVE_TARGET_NAMES.savedSearch)
    const attempted = { url: '/app/saved-search/4/save/7', targetName: SAVE_TARGET_NAMES.savedSearch, queryParams: {} }
    expect(unlockSignInTitle('login', attempted)).toBe('Sign-in to Unlock More Features')
  })
})
