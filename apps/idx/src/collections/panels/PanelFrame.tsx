import { useOutletContext } from 'react-router'
import { PanelFrame as Frame, type PanelFrameProps as FrameProps } from '../../shared/PanelFrame.js'
import type { CollectionPanelContext } from '../collection-panel-context.js'

export type PanelFrameProps = Omit<FrameProps, 'api' | 'recordName'>

/** The frame of a collection's panel (shared/PanelFrame.tsx), named after the collection. */
export function PanelFrame(props: PanelFrameProps) {
  const { api, collection } = useOutletContext<CollectionPanelContext>()
  return <Frame api={api} recordName={collection.name} {...props} />
}
