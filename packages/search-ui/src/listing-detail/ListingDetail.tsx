import { IMAGE_SIZES, cardPhotoUrls, drivingDirectionsUrl, safeLinkHref } from '@idx/domain'
import type { Agent, Feed, LatLng, Listing, ListingHistoryEntry, ShowingDataSection } from '@idx/domain'
import { Fragment, useId, useState } from 'react'
import type { ReactNode } from 'react'
import { HeartIcon, renderAnchor } from '@idx/ui'
import type { RenderLink } from '@idx/ui'
import type { SavedCollection } from '../shared/saved-collection.js'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'
import { AgentCardSection } from './AgentCardSection.js'
import { DescriptionSection } from './DescriptionSection.js'
import { DetailStyles } from './DetailStyles.js'
import { Dialog } from './Dialog.js'
import { FeedDisclaimer } from './FeedDisclaimer.js'
import { ListingDetailSkeleton } from './ListingDetailSkeleton.js'
import type { ListingDetailRoute } from './ListingDetailNav.js'
import { ClosedHistorySection, LabelledSections, OpenHousesSection } from './ListingSections.js'
import { PhotoCarousel } from './PhotoCarousel.js'
import { PriceHistorySection } from './PriceHistorySection.js'
import { ShowingDataPanel } from './ShowingDataPanel.js'
import { detailFacts } from './detail-facts.js'
import { ASK_A_QUESTION, DRIVING_DIRECTIONS, HIDE_MAP, MLS_PLUS, SHOW_MAP, VIRTUAL_TOUR } from './messages.js'

export interface ListingDetailProps {
  /** The listing; `null` while it loads (a skeleton in the detail's shape). */
  listing: Listing | null
  /** The split view next to the results, or the full page (the description is whole there). */
  route: ListingDetailRoute
  /** The listing's feed: disclaimer HTML, logo and `feed_updated_at`. */
  feed?: Feed | null
  /** The site's `extra_info`: the office phone. */
  extraInfo?: boolean
  /** The site's `features.fraction_display.enabled`: bathrooms as '2 1/2'. */
  fractionDisplay?: boolean
  /** The signed-in visitor's agent, presented in the 'Listing Agent' card. */
  connectedAgent?: Agent | null
  /** Whether the 'Listing Agent' card shows (the site's `features.idx_listing_agent_card`). Default true. */
  agentCard?: boolean
  /** Earlier closings (GET listings/{id}/history). Default: the listing's `history`. */
  history?: readonly ListingHistoryEntry[] | null
  /** Shows Save as a link. */
  saveHref?: string | null
  /** Shows Save as a button (when there is no `saveHref`). */
  onSave?: (listing: Listing) => void
  /**
   * The signed-in user's collections that hold the listing: Save reads 'Saved' with a filled
   * heart, and 'Saved in {names}' under the buttons links to each collection.
   */
  savedIn?: readonly SavedCollection[] | null
  /** The agent's active feeds include this listing's feed (see `showsShowingData`): shows 'MLS +'. */
  showingDataAvailable?: boolean
  /** Called when 'MLS +' opens its panel, e.g. to fetch the showing data. */
  onShowingData?: (listing: Listing) => void
  /** The sections of the 'MLS +' panel; `undefined` reads 'Loading...'. Default: `listing.showing_data`. */
  showingData?: readonly ShowingDataSection[] | null
  /** The showing data could not be loaded: the panel says so instead of 'Loading...'. */
  showingDataFailed?: boolean
  /** 'Try again' in the panel after a failed load. */
  onShowingDataRetry?: () => void
  /** Opens the 'Ask a Question' inquiry; offered for for-sale statuses only. */
  onAsk?: (listing: Listing) => void
  /** Renders the map behind the Map toggle (map-ui stays out of search-ui). Offered only with a disclosed address and coordinates. */
  renderMap?: (listing: Listing, point: LatLng) => ReactNode
  /** 'Presented by {name}': the site or agent presenting the listing. */
  presentedBy?: string | null
  /** The time 'Upcoming Open Houses' are judged against. Default: now. */
  now?: Date
  /** IANA zone of dates and times. Default: the runtime's. */
  timeZone?: string
  /** The level of the title heading (sections use the next level). */
  headingLevel?: 1 | 2
  renderLink?: RenderLink
  className?: string
}

type MediaView = 'photos' | 'map'

/**
 * A listing's full view (spec section 2): title, subtitle, price (hidden when Sold), beds,
 * baths, sq ft, lot acres, status, MLS number, 'Listed By', the office phone (extra info); Save,
 * 'MLS +', 'Ask a Question' (Save reads 'Saved', with 'Saved in {collections}' under the buttons,
 * once the user has saved it); the photo carousel with its full-screen viewer, the Map toggle, the
 * driving-directions and virtual-tour links; then the description, the 'Listing Agent' card,
 * open houses, labelled detail sections, the closing history, 'Presented by' and 'Brokered by',
 * the seller-agent line (Sold), the CA licence and the feed disclaimer. Props in, callbacks out.
 *
 * @example
 * <ListingDetail listing={listing} route="split" feed={feed} onAsk={openInquiry}
 *   renderMap={(l, point) => <ListingMap center={point} />} />
 */
export function ListingDetail(props: ListingDetailProps) {
  if (props.listing === null) return <ListingDetailSkeleton className={props.className} />
  return <LoadedListingDetail {...props} listing={props.listing} />
}

function LoadedListingDetail({
  listing,
  route,
  feed,
  extraInfo = false,
  fractionDisplay = false,
  connectedAgent,
  agentCard = true,
  history,
  saveHref,
  onSave,
  savedIn,
  showingDataAvailable = false,
  onShowingData,
  showingData,
  showingDataFailed = false,
  onShowingDataRetry,
  onAsk,
  renderMap,
  presentedBy,
  now,
  timeZone,
  headingLevel = 2,
  renderLink = renderAnchor,
  className,
}: ListingDetailProps & { listing: Listing }) {
  const titleId = useId()
  const facts = detailFacts(listing, { fractionDisplay, extraInfo, timeZone })
  const photos = cardPhotoUrls(listing, IMAGE_SIZES.gallery)
  const photoPlaceholders = cardPhotoUrls(listing, IMAGE_SIZES.card)
  const [photoIndex, setPhotoIndex] = useState(0)
  const [media, setMedia] = useState<MediaView>('photos')
  const [dialog, setDialog] = useState<'none' | 'photos' | 'showing-data'>('none')
  const directions = drivingDirectionsUrl(listing)
  const tourUrl = safeLinkHref(listing.additional_details?.virtual_tour_url ?? '')
  const mapPoint = renderMap ? facts.mapPoint : null
  const Heading = `h${headingLevel}` as const
  const sectionLevel = headingLevel === 1 ? 2 : 3
  const broker = listing.listing_broker?.trim()
  const presenter = presentedBy?.trim()
  const saved = savedIn != null && savedIn.length > 0
  const saveName = (
    <>
      <HeartIcon variant={saved ? 'filled' : 'outline'} className="idx-detail__heart" />
      {saved ? 'Saved' : 'Save'}
    </>
  )
  const saveState = saved ? 'saved' : 'unsaved'

  return (
    <article className={['idx-detail', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <DetailStyles />
      <header className="idx-detail__header">
        <Heading id={titleId} className="idx-detail__title">
          {facts.title}
        </Heading>
        {facts.subtitle ? <p className="idx-detail__subtitle">{facts.subtitle}</p> : null}
        {facts.status || facts.badge ? (
          <p className="idx-detail__labels">
            {facts.status ? (
              <span className="idx-detail__status" data-color={facts.status.color}>
                <span className={VISUALLY_HIDDEN_CLASS}>Status: </span>
                {facts.status.text}
              </span>
            ) : null}
            {facts.badge ? <span className="idx-detail__badge">{facts.badge}</span> : null}
          </p>
        ) : null}
        {facts.price !== null ? (
          <p className="idx-detail__price">
            <span className={VISUALLY_HIDDEN_CLASS}>Price: </span>
            {facts.price}
          </p>
        ) : facts.closing ? (
          <p className="idx-detail__closing">{facts.closing.text}</p>
        ) : null}
        {facts.facts.length > 0 ? (
          <ul className="idx-detail__facts" aria-label="Property facts">
            {facts.facts.map((fact) => (
              <li key={fact.key}>
                <span className="idx-detail__fact-value">{fact.value}</span> {fact.unit}
              </li>
            ))}
          </ul>
        ) : null}
        {facts.mlsNumber ? <p className="idx-detail__meta">MLS# {facts.mlsNumber}</p> : null}
        {facts.listedBy ? <p className="idx-detail__meta">{facts.listedBy}</p> : null}
        {facts.officePhone ? (
          <p className="idx-detail__meta">
            Office:{' '}
            <a className="idx-detail__link" href={facts.officePhone.href}>
              {facts.officePhone.text}
            </a>
          </p>
        ) : null}
        <div className="idx-detail__actions">
          {saveHref ? (
            renderLink({
              href: saveHref,
              className: 'idx-detail__button idx-detail__save',
              'data-state': saveState,
              children: saveName,
            })
          ) : onSave ? (
            <button
              type="button"
              className="idx-detail__button idx-detail__save"
              data-state={saveState}
              onClick={() => onSave(listing)}
            >
              {saveName}
            </button>
          ) : null}
          {showingDataAvailable ? (
            <button
              type="button"
              className="idx-detail__button"
              aria-haspopup="dialog"
              onClick={() => {
                setDialog('showing-data')
                onShowingData?.(listing)
              }}
            >
              {MLS_PLUS}
            </button>
          ) : null}
          {facts.canAsk && onAsk ? (
            <button
              type="button"
              className="idx-detail__button idx-detail__button--primary"
              onClick={() => onAsk(listing)}
            >
              {ASK_A_QUESTION}
            </button>
          ) : null}
        </div>
        {savedIn && saved ? <SavedIn collections={savedIn} renderLink={renderLink} /> : null}
      </header>

      {media === 'map' && mapPoint && renderMap ? (
        <div className="idx-detail__map">{renderMap(listing, mapPoint)}</div>
      ) : (
        <PhotoCarousel
          photos={photos}
          placeholders={photoPlaceholders}
          index={photoIndex}
          onIndexChange={setPhotoIndex}
          title={facts.title}
        >
          {photos.length > 0 ? (
            <button
              type="button"
              className="idx-detail__button idx-gallery__open"
              aria-haspopup="dialog"
              onClick={() => setDialog('photos')}
            >
              Photos
            </button>
          ) : null}
        </PhotoCarousel>
      )}
      <div className="idx-detail__media-tools">
        {mapPoint ? (
          <button
            type="button"
            className="idx-detail__button idx-detail__map-toggle"
            data-state={media === 'map' ? 'shown' : 'hidden'}
            onClick={() => setMedia(media === 'map' ? 'photos' : 'map')}
          >
            {media === 'map' ? HIDE_MAP : SHOW_MAP}
          </button>
        ) : null}
        {directions ? (
          <a className="idx-detail__link" href={directions} target="_blank" rel="noopener noreferrer">
            {DRIVING_DIRECTIONS}
          </a>
        ) : null}
        {tourUrl ? (
          <a className="idx-detail__link" href={tourUrl} target="_blank" rel="noopener noreferrer">
            {VIRTUAL_TOUR}
          </a>
        ) : null}
      </div>

      <DescriptionSection description={listing.description} route={route} level={sectionLevel} />
      {agentCard ? (
        <AgentCardSection
          listing={listing}
          connectedAgent={connectedAgent}
          onContact={facts.canAsk && onAsk ? () => onAsk(listing) : undefined}
          level={sectionLevel}
        />
      ) : null}
      <OpenHousesSection listing={listing} now={now ?? new Date()} timeZone={timeZone} level={sectionLevel} />
      <LabelledSections
        sections={listing.realstaq_details?.sections}
        fractionDisplay={fractionDisplay}
        level={sectionLevel}
      />
      <ClosedHistorySection
        listing={listing}
        history={history ?? listing.history}
        timeZone={timeZone}
        level={sectionLevel}
      />
      <PriceHistorySection history={listing.price_history} timeZone={timeZone} level={sectionLevel} />
      {presenter || broker || facts.soldBy || facts.licenseLine ? (
        <section className="idx-detail__section" aria-label="Credits">
          {presenter ? <p className="idx-detail__meta">Presented by {presenter}</p> : null}
          {broker ? <p className="idx-detail__meta">Brokered by {broker}</p> : null}
          {facts.soldBy ? <p className="idx-detail__meta">{facts.soldBy}</p> : null}
          {facts.licenseLine ? <p className="idx-detail__meta">{facts.licenseLine}</p> : null}
        </section>
      ) : null}
      <FeedDisclaimer feed={feed} timeZone={timeZone} />

      <Dialog
        title={`Photos of ${facts.title}`}
        open={dialog === 'photos'}
        onClose={() => setDialog('none')}
        variant="photos"
      >
        <PhotoCarousel
          photos={photos}
          placeholders={photoPlaceholders}
          index={photoIndex}
          onIndexChange={setPhotoIndex}
          title={facts.title}
          imageLoading="lazy"
        />
      </Dialog>
      <Dialog title={MLS_PLUS} open={dialog === 'showing-data'} onClose={() => setDialog('none')}>
        <ShowingDataPanel
          sections={showingData !== undefined ? showingData : listing.showing_data}
          failed={showingDataFailed}
          onRetry={onShowingDataRetry}
        />
      </Dialog>
    </article>
  )
}

/** 'Saved in Lake houses, Porches': each collection holding the listing, linking to its page. */
function SavedIn({ collections, renderLink }: { collections: readonly SavedCollection[]; renderLink: RenderLink }) {
  return (
    <p className="idx-detail__saved-in">
      <HeartIcon variant="filled" className="idx-detail__heart" />
      <span>
        Saved in{' '}
        {collections.map((collection, index) => (
          <Fragment key={collection.id}>
            {index > 0 ? ', ' : null}
            {renderLink({ href: collection.href, className: 'idx-detail__link', children: collection.name })}
          </Fragment>
        ))}
      </span>
    </p>
  )
}
