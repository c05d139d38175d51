export { configuredBase, requestBase } from './public-origin.js'
