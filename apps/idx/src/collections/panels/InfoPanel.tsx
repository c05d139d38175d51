import { CollectionInfo } from '@idx/collaboration-ui'
import { useOutletContext } from 'react-router'
import { useRenderTimeZone } from '../../app/served-page.js'
import type { CollectionPanelContext } from '../collection-panel-context.js'
import { PanelFrame } from './PanelFrame.js'
import { memberAsUser } from '../../shared/record-panels/panel-models.js'

/** `collection/{id}/info`: Owner, Saved Properties, Created and Last Updated ('MMM Do, YYYY'). */
export function InfoPanel() {
  const { collection, closePanel } = useOutletContext<CollectionPanelContext>()
  const zone = useRenderTimeZone()
  return (
    <PanelFrame title="Collection Info" onClose={closePanel}>
      <CollectionInfo
        collection={{ ...collection, user: collection.user ? memberAsUser(collection.user) : null }}
        zone={zone}
      />
    </PanelFrame>
  )
}
