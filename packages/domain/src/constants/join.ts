import type { JoinType } from '../types/collaboration.js'

/** Record types an invite link can join; any other type goes to the index. */
export const JOIN_TYPES = ['collection', 'saved-search'] as const satisfies readonly JoinType[]
