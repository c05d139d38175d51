// The wizard's map, in a module of this package that AddressPin loads when the Basics step first
// shows: Leaflet needs `window`, and is most of the wizard's weight. Loading this module (which
// imports @idx/map-ui statically) rather than @idx/map-ui itself keeps the host's bundler from
// splitting the modules @idx/map-ui shares with the host's first load into many small chunks.
export { PinMap } from '@idx/map-ui'
