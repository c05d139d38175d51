import { BASEMAP_CSS } from '../basemap/basemap-css.js'
import { LEAFLET_CSS } from './leaflet-css.js'
import { MAP_UI_CSS } from './map-ui-css.js'

/**
 * Leaflet's CSS and the package's own, as React 19 hoistable `<style>` elements: React moves them
 * into `<head>` once however many maps render (deduplicated by `href`), also when server rendered,
 * so the package needs no CSS import and works installed from a tarball.
 */
export function MapStyles() {
  return (
    <>
      <style href="idx-map-ui-leaflet" precedence="idx-map-ui-vendor">
        {LEAFLET_CSS}
      </style>
      <style href="idx-map-ui" precedence="idx-map-ui">
        {MAP_UI_CSS}
      </style>
      <style href="idx-map-ui-basemap" precedence="idx-map-ui">
        {BASEMAP_CSS}
      </style>
    </>
  )
}
