import { runCli } from './run-cli.js'

// The `idx` operator tool's process: `npm run idx -- <command>` from the repository root runs the
// built dist/cli.js. Everything it does is runCli's, which the tests also call in process.
const code = await runCli(
  process.argv.slice(2),
  { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
  process.env,
)
process.exitCode = code
