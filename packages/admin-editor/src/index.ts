// @idx/admin-editor: the admin app's widgets. Each takes its data and callbacks as props (the host
// app wires them to the API), so stories and other hosts use them without a server.
export { CODE_EDITOR_LINE_HEIGHT, CodeEditor } from './code-editor/CodeEditor.js'
export type { CodeEditorLanguage, CodeEditorProps } from './code-editor/CodeEditor.js'
export { EDITOR_PANES_MIN_WIDTH, EDITOR_SIDEBAR_WIDTH, EditorPanes } from './editor-shell/EditorPanes.js'
export type { EditorPanesProps } from './editor-shell/EditorPanes.js'
export { EDITOR_LINES, TALL_SCREEN_MIN_HEIGHT, useEditorLines } from './editor-shell/useEditorLines.js'
export { FILTER_EDIT_MARKS, FilterDocumentEditor } from './filter-editor/FilterDocumentEditor.js'
export type { FilterDocumentEditorProps, FilterSaveState } from './filter-editor/FilterDocumentEditor.js'
export {
  checkFilterText,
  documentText,
  FILTER_EDITOR_TITLES,
  previewQuery,
  sameDocument,
} from './filter-editor/filter-document.js'
export type { FilterDocumentKind, FilterDocuments, FilterTextCheck } from './filter-editor/filter-document.js'
export { FilterPreview } from './filter-editor/FilterPreview.js'
export type { FilterPreviewProps, PreviewCount } from './filter-editor/FilterPreview.js'
export { changeValueText, formatSavedAt, VersionHistory } from './filter-editor/VersionHistory.js'
export type { SavedVersion, VersionChange, VersionHistoryProps } from './filter-editor/VersionHistory.js'
export { CARD_DESIGNER_MESSAGES, ListingCardDesigner } from './card-designer/ListingCardDesigner.js'
export type { CardDesign, CardDesignSaveState, ListingCardDesignerProps } from './card-designer/ListingCardDesigner.js'
export { CARD_BLOCK_NAMES, CardBlockEditor } from './card-designer/CardBlockEditor.js'
export type { CardBlockEditorProps } from './card-designer/CardBlockEditor.js'
export { SiteSettingsForm } from './site-settings/SiteSettingsForm.js'
export type {
  SiteSettingsFieldErrors,
  SiteSettingsFormProps,
  SiteSettingsSaveState,
} from './site-settings/SiteSettingsForm.js'
export type { SiteSettings } from './site-settings/site-settings-form-values.js'
export { SiteUsersList } from './site-users/SiteUsersList.js'
export type { NewAgent, SiteUser, SiteUserAction, SiteUsersListProps } from './site-users/SiteUsersList.js'
export { PhotoUploader } from './pocket-listings/PhotoUploader.js'
export type { PhotoUploaderProps, UploadPhoto } from './pocket-listings/PhotoUploader.js'
export { REORDER_INSTRUCTIONS } from './pocket-listings/SortablePhotoList.js'
export { isImageFile, UPLOAD_CONCURRENCY } from './pocket-listings/upload-queue.js'
export { DELETE_LISTING_QUESTION, PocketListingWizard } from './pocket-listings/PocketListingWizard.js'
export type { PocketListingResult, PocketListingWizardProps } from './pocket-listings/PocketListingWizard.js'
export { AGENT_PICKER_TEXT, AgentPicker } from './pocket-listings/AgentPicker.js'
export type { AgentPickerProps, SearchAgents } from './pocket-listings/AgentPicker.js'
export { ADDRESS_PIN_TEXT } from './pocket-listings/AddressPin.js'
export type { LocateAddress, PocketListingMapOptions } from './pocket-listings/AddressPin.js'
export { FEED_LOCKED_TEXT } from './pocket-listings/BasicsStep.js'
export type { PocketListingFeed } from './pocket-listings/BasicsStep.js'
export {
  firstInvalidStep,
  formValuesOf as pocketListingFormValues,
  NO_POSITION_MESSAGE,
  payloadOf as pocketListingPayload,
  POCKET_LISTING_STEPS,
  stepOf as pocketListingStep,
  wizardErrors as pocketListingWizardErrors,
} from './pocket-listings/pocket-listing-wizard-values.js'
export type {
  PocketListingAgent,
  PocketListingPayload,
  PocketListingPosition,
  PocketListingRecord,
  PocketListingStep,
  PocketListingWizardField,
  PocketListingWizardValues,
} from './pocket-listings/pocket-listing-wizard-values.js'
export { ListingsManager } from './pocket-listings/ListingsManager.js'
export type { ListingsManagerProps } from './pocket-listings/ListingsManager.js'
export { managedListingClusters, managedListingsMapCenter } from './pocket-listings/managed-listing.js'
export type { ManagedListing, ManagedListingsMarket } from './pocket-listings/managed-listing.js'
