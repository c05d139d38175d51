// The workspace's own ESLint rules, as one plugin (`idx/...` in eslint.config.js).
import { featureBoundaries } from './feature-boundaries.js'
import { fileNaming } from './file-naming.js'
import { importExtension } from './import-extension.js'
import { noImportCycle } from './no-import-cycle.js'
import { workspaceBoundaries } from './workspace-boundaries.js'

export const idxPlugin = {
  meta: { name: 'eslint-plugin-idx' },
  rules: {
    'feature-boundaries': featureBoundaries,
    'file-naming': fileNaming,
    'import-extension': importExtension,
    'no-import-cycle': noImportCycle,
    'workspace-boundaries': workspaceBoundaries,
  },
}
