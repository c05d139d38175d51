import type { RenderLink } from '@idx/ui'
import { Link } from 'react-router'

/** The widgets' links through the admin's router: a click changes the page without a reload. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
)
