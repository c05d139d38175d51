import type { CustomCardInline as InlineNode } from '@idx/domain'
import { Fragment } from 'react'
import type { RenderLink } from '@idx/ui'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'

export interface CustomCardInlineProps {
  nodes: readonly InlineNode[]
  renderLink: RenderLink
}

/**
 * The text of a custom card block: formatting as `<strong>`, `<em>`…, links (already checked by
 * `readCustomCard`) through the host's `renderLink`, except those the editor set to open a new
 * tab, which are plain anchors that say so to screen readers.
 */
export function CustomCardInline({ nodes, renderLink }: CustomCardInlineProps) {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text
      case 'line-break':
        return <br key={index} />
      case 'markup': {
        const Tag = node.tag
        return (
          <Tag key={index}>
            <CustomCardInline nodes={node.children} renderLink={renderLink} />
          </Tag>
        )
      }
      case 'link': {
        const children = <CustomCardInline nodes={node.children} renderLink={renderLink} />
        if (node.target === 'self') {
          return (
            <Fragment key={index}>
              {renderLink({ href: node.href, className: 'idx-custom-card__link', children })}
            </Fragment>
          )
        }
        return (
          <a key={index} className="idx-custom-card__link" href={node.href} target="_blank" rel="noopener noreferrer">
            {children}
            <span className={VISUALLY_HIDDEN_CLASS}> (opens in a new tab)</span>
          </a>
        )
      }
    }
  })
}
