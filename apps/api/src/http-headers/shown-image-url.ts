// Which configured image addresses (a site's logo, a feed's IDX logo, an agent's picture) a page
// of the site may show. The pages' Content-Security-Policy loads images from the site itself and
// from https: only (content-security-policy.ts, img-src), so an http:// address is
// a broken image and a console error on every card: refused where one is configured, and, for one
// stored before, answered as no image. A loopback http:// address (a development server) is no
// exception: the policy does not name it either; serve such a file from this server and give its
// path (`/logos/mls.svg`), which the policy allows as the site's own ('self').

/** Why an image address is refused, for the message of whoever configured it. */
export const IMAGE_URL_RULE =
  "an https:// URL or a path on this server starting with / (e.g. /logos/mls.svg): the site's pages load " +
  'images only over https (their Content-Security-Policy), so an http:// image would show broken'

// The rule itself is @idx/domain's, which the admin's settings form checks too.
export { shownImageUrl } from '@idx/domain'
