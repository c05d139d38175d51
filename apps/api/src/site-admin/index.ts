/** The site's settings and its administrators and agents, as the admin app edits them (/admin/settings, /admin/users). */
export { siteSettingsRoutes } from './site-settings.routes.js'
export { siteUsersRoutes } from './site-users.routes.js'
export { SITE_USER_MAIL_JOB, siteUserMail, siteUserMailHandlers } from './site-user-mail.js'
export type { SiteUserChange, SiteUserMailPayload } from './site-user-mail.js'
export type { SiteSettingsDocument } from './site-settings-document.js'
