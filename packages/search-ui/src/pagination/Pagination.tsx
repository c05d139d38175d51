import { acceptedPage, PAGER_VISIBLE_PAGES, pagerItems } from '@idx/domain'
import { memo } from 'react'
import type { MouseEvent } from 'react'
import { isPlainLeftClick, renderAnchor } from '@idx/ui'
import type { RenderLink } from '@idx/ui'
import { SharedStyles } from '@idx/ui'
import { Style } from '../shared/Style.js'
import { FOCUS_RING, SMALL_SCREEN_QUERY, THEME, VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'
import type { ResponsiveLayout } from '../shared/styles.js'

export interface PaginationProps {
  /** The current page (1-based); a page outside 1..lastPage highlights the nearest real one. */
  page: number
  /** The last page, e.g. `resultsPageCount(meta.total)` from `@idx/domain`. Below 2 the pager renders nothing. */
  lastPage: number
  /** The URL of a page: every page is a real link, so it works without JavaScript and opens in a new tab. */
  pageHref: (page: number) => string
  /**
   * Called instead of following the link on a plain left click (modified clicks still open the
   * link), with a page in 1..lastPage only. Omit it to let the links (or `renderLink`) navigate.
   */
  onPageChange?: (page: number) => void
  renderLink?: RenderLink
  /** 'auto' shows 7 pages, 5 under the small breakpoint (30em); 'wide' and 'compact' pin one. */
  layout?: ResponsiveLayout
  /** The navigation landmark's name. */
  label?: string
  className?: string
}

const CSS = `
.idx-pager { font-family: ${THEME.font}; }
.idx-pager__list { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
.idx-pager__link, .idx-pager__gap, .idx-pager__edge {
  display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box;
  min-width: 2.25rem; height: 2.25rem; padding: 0 0.5rem; border-radius: ${THEME.radius};
  font-size: 0.9375rem; line-height: 1;
}
.idx-pager__link { border: 1px solid ${THEME.border}; background: ${THEME.surface}; color: ${THEME.accent}; text-decoration: none; }
.idx-pager__link:hover { border-color: ${THEME.accent}; }
.idx-pager__link:focus-visible { ${FOCUS_RING} }
.idx-pager__link[aria-current='page'] { background: ${THEME.accent}; border-color: ${THEME.accent}; color: ${THEME.accentText}; font-weight: 700; }
.idx-pager__gap { min-width: 1.5rem; padding: 0; color: ${THEME.muted}; }
.idx-pager__edge { border: 1px solid transparent; color: ${THEME.muted}; }
.idx-pager[data-layout='auto'] .idx-pager__list--compact { display: none; }
@media ${SMALL_SCREEN_QUERY} {
  .idx-pager[data-layout='auto'] .idx-pager__list--wide { display: none; }
  .idx-pager[data-layout='auto'] .idx-pager__list--compact { display: flex; }
}
`

/**
 * The results pager: previous and next arrows, the first and last pages, ellipses for hidden
 * runs and 7 page numbers around the current one (5 on small screens), the current one
 * highlighted and marked `aria-current="page"`. Every page is a real link from `pageHref`;
 * `onPageChange` turns plain clicks into in-page changes. Resetting to page 1 on a new search
 * is the host's job.
 *
 * @example
 * <Pagination page={3} lastPage={resultsPageCount(meta.total)} pageHref={(n) => `?page=${n}`} onPageChange={setPage} />
 */
export const Pagination = memo(function Pagination({
  page,
  lastPage,
  pageHref,
  onPageChange,
  renderLink = renderAnchor,
  layout = 'auto',
  label = 'Pagination',
  className,
}: PaginationProps) {
  const last = Math.floor(lastPage)
  if (!(last >= 2)) return null
  const current = acceptedPage(page, last) ?? Math.min(Math.max(Math.round(page) || 1, 1), last)

  function linkTo(target: number, props: { className: string; rel?: string; ariaLabel: string }, text: string) {
    const onClick = onPageChange
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (!isPlainLeftClick(event)) return
          event.preventDefault()
          const accepted = acceptedPage(target, last)
          if (accepted !== null && accepted !== current) onPageChange(accepted)
        }
      : undefined
    return renderLink({
      href: pageHref(target),
      className: props.className,
      rel: props.rel,
      onClick,
      'aria-label': props.ariaLabel,
      'aria-current': target === current ? 'page' : undefined,
      children: text,
    })
  }

  function list(variant: 'wide' | 'compact') {
    const visible = variant === 'wide' ? PAGER_VISIBLE_PAGES.default : PAGER_VISIBLE_PAGES.small
    return (
      <ol className={`idx-pager__list idx-pager__list--${variant}`}>
        <li>
          {current > 1 ? (
            linkTo(current - 1, { className: 'idx-pager__link', rel: 'prev', ariaLabel: 'Previous page' }, '‹')
          ) : (
            <span className="idx-pager__edge" aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {pagerItems(current, last, visible).map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`ellipsis-${item.side}`}>
              <span className="idx-pager__gap">
                <span aria-hidden="true">…</span>
                <span className={VISUALLY_HIDDEN_CLASS}>More pages</span>
              </span>
            </li>
          ) : (
            <li key={item.page}>
              {linkTo(item.page, { className: 'idx-pager__link', ariaLabel: `Page ${item.page}` }, String(item.page))}
            </li>
          ),
        )}
        <li>
          {current < last ? (
            linkTo(current + 1, { className: 'idx-pager__link', rel: 'next', ariaLabel: 'Next page' }, '›')
          ) : (
            <span className="idx-pager__edge" aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ol>
    )
  }

  return (
    <nav aria-label={label} className={['idx-pager', className].filter(Boolean).join(' ')} data-layout={layout}>
      <SharedStyles />
      <Style id="idx-pager" css={CSS} />
      {layout !== 'compact' ? list('wide') : null}
      {layout !== 'wide' ? list('compact') : null}
    </nav>
  )
})
