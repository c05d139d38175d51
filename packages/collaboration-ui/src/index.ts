// @idx/collaboration-ui public API: thin views of collections and their collaboration; data and
// callbacks come in as props (the apps wire them to RTK Query).

// --- collection header and info ---
export { CollectionHeader } from './collection/CollectionHeader.js'
export type { CollectionHeaderProps } from './collection/CollectionHeader.js'
export { CollectionInfo } from './collection/CollectionInfo.js'
export type { CollectionInfoProps } from './collection/CollectionInfo.js'

// --- collection list ---
export { COLLECTION_LIST_EMPTY_TEXTS, CollectionList } from './collection-list/CollectionList.js'
export { CollabStyles } from './shared/CollabStyles.js'
export type {
  CollectionListKind,
  CollectionListProps,
  CollectionListState,
  CollectionListTab,
} from './collection-list/CollectionList.js'
export { clientCollectionSummary, visibleCollections } from './collection-list/collection-list-rules.js'
export type { ClientCollectionFacts } from './collection-list/collection-list-rules.js'

// --- edit form ---
export { CollectionEditForm, SAVE_FAILED_TITLE } from './collection-edit/CollectionEditForm.js'
export type { CollectionEditFormProps } from './collection-edit/CollectionEditForm.js'

// --- collaborators and invitations ---
export { CollaboratorsList } from './collaborators/CollaboratorsList.js'
export type { CollaboratorsListProps } from './collaborators/CollaboratorsList.js'
export { InviteForm } from './collaborators/InviteForm.js'
export type { InviteFormProps, InviteRowState, OnInviteRowState } from './collaborators/InviteForm.js'

// --- comments ---
export { CommentThread } from './comments/CommentThread.js'
export type { CommentThreadProps, CommentThreadState } from './comments/CommentThread.js'
export type { NewComment } from './comments/CommentComposer.js'
export { AttachedListing } from './comments/AttachedListing.js'
export type { AttachedListingProps } from './comments/AttachedListing.js'
export { listingAddress, mentionMatches, mentionQuery } from './comments/mention-rules.js'
export type { MentionListing, MentionQuery } from './comments/mention-rules.js'

// --- saving a listing ---
export { SaveToCollectionDialog, saveDialogTitle } from './save/SaveToCollectionDialog.js'
export type { SaveListingSummary, SaveTarget, SaveToCollectionDialogProps } from './save/SaveToCollectionDialog.js'
export { SavedConfirmation } from './save/SavedConfirmation.js'
export type { SavedConfirmationProps } from './save/SavedConfirmation.js'

// --- join ---
export { JoinSplash, joinExplanation } from './join/JoinSplash.js'
export type { JoinSplashProps } from './join/JoinSplash.js'
export { CollectionNotFound } from './join/CollectionNotFound.js'
export type { CollectionNotFoundProps, CollectionNotFoundReason } from './join/CollectionNotFound.js'

// --- saved searches ---
export { SAVE_SEARCH_TITLE, SaveSearchDialog } from './saved-search/SaveSearchDialog.js'
export type { SaveSearchDialogProps, SaveSearchOwner, SaveSearchValues } from './saved-search/SaveSearchDialog.js'
export {
  FREQUENCY_OWNER_ONLY_NOTE,
  SAVED_SEARCH_SAVE_FAILED,
  SavedSearchEditForm,
} from './saved-search/SavedSearchEditForm.js'
export type { SavedSearchEditFormProps } from './saved-search/SavedSearchEditForm.js'
export { SavedSearchInfo } from './saved-search/SavedSearchInfo.js'
export type { SavedSearchInfoProps } from './saved-search/SavedSearchInfo.js'
export { SavedSearchNotFound } from './saved-search/SavedSearchNotFound.js'
export type { SavedSearchNotFoundProps } from './saved-search/SavedSearchNotFound.js'

// --- notifications ---
export {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_EVENT_LABELS,
  NotificationToggles,
  SAVED_SEARCH_EVENT_LABELS,
} from './notifications/NotificationToggles.js'
export type {
  CollectionChannel,
  CollectionEvent,
  NotificationTogglesProps,
  SavedSearchEvent,
} from './notifications/NotificationToggles.js'
