import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared.ts'

// Two entries: the React-free core (`.`) and the RTK Query bindings (`./react`). The React side
// stays external (optional peers), so a host's bundler supplies one copy of each.
export default defineConfig(
  packageBuild(
    { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
    { external: ['react', 'react-redux', '@reduxjs/toolkit', /^@reduxjs\/toolkit\//] },
  ),
)
