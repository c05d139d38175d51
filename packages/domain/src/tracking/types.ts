/** Visitor attribution sent with tracking calls (`_cycagt` is the agent tracking value). */
export type VisitorTracking = {
  vid: string | null
  utm_campaign?: string | null
  utm_source?: string | null
  utm_medium?: string | null
  utm_content?: string | null
  utm_term?: string | null
  _cycagt?: string | null
}

/** Metrics events sent to the tracking service. */
export type TrackingEventName = 'viewedProperty' | 'searched'

/** Pixel events. */
export type PixelEventName = 'PropertyView' | 'PageView'

/** An inquiry's lead type: `buyer` or `rental`, else `Unknown`. */
export type LeadType = 'buyer' | 'rental' | 'Unknown'
