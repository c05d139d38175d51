/** Path the app is served under; post-logout goes here. */
export const APP_ROOT = '/app/'
