/** Path the app is served under; post-logout goes here. */
export const APP_ROOT = '/app/'

/** Released app version. */
export const APP_VERSION = '0.1.108'

/** Default `front_facing_site_idx_prefix` of a site. */
export const DEFAULT_IDX_PREFIX = '/idx'
