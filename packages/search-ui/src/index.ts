// @idx/search-ui public API: every export named.
export { ResultCount } from './result-count/ResultCount'
export type { ResultCountProps, ResultsState } from './result-count/ResultCount'
