import { runResoImportBench } from './reso-import-bench.js'
await runResoImportBench(Number(process.env.N ?? 20000))
