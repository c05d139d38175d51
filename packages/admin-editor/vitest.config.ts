import { defineProject, mergeConfig } from 'vitest/config'
import { unitTestConfig } from '../../vitest.shared.ts'

export default mergeConfig(unitTestConfig, defineProject({ test: { name: 'admin-editor', passWithNoTests: true } }))
