// `npm run bench` (domain part): how fast the formatters that run for every card and map marker
// are, beside a naive baseline in the same run (an Intl.NumberFormat built per call, which is what
// a straightforward implementation does), with the ratio.
import { abbreviatePrice, formatBathrooms, formatDate, formatMoney, formatPrice } from '../src/index'

function measure(fn: (i: number) => unknown, iterations: number): number {
  for (let i = 0; i < 2_000; i++) fn(i) // warm up the JIT
  const start = process.hrtime.bigint()
  let sink = 0
  for (let i = 0; i < iterations; i++) sink += String(fn(i)).length
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  if (sink === 0) throw new Error('formatter returned nothing')
  return iterations / seconds
}

const prices = Array.from({ length: 4096 }, (_, i) => ((i * 7919) % 5_000_000) + 5_000)
const naivePrice = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n)

const rows: [string, (i: number) => unknown, ((i: number) => unknown) | null][] = [
  ['formatPrice', (i) => formatPrice(prices[i & 4095]), (i) => naivePrice(prices[i & 4095]!)],
  ['formatMoney', (i) => formatMoney(prices[i & 4095]! / 100), (i) => naivePrice(prices[i & 4095]! / 100)],
  ['abbreviatePrice', (i) => abbreviatePrice(prices[i & 4095]), null],
  ['formatBathrooms (fractions on)', (i) => formatBathrooms((i % 60) / 10, { fractionDisplay: true }), null],
  ['formatDate MMM Do, YYYY', (i) => formatDate(new Date(1_700_000_000_000 + i * 86_400_000), 'MMM Do, YYYY'), null],
]

const iterations = Number(process.env.BENCH_ITERATIONS ?? 200_000)
console.log(`@idx/domain formatters, ${iterations.toLocaleString('en-US')} calls each`)
console.log('formatter'.padEnd(34) + 'ops/s'.padStart(14) + 'naive ops/s'.padStart(16) + 'ratio'.padStart(9))
for (const [name, fn, naive] of rows) {
  const ours = measure(fn, iterations)
  const base = naive ? measure(naive, Math.max(10_000, iterations / 10)) : null
  console.log(
    name.padEnd(34) +
      Math.round(ours).toLocaleString('en-US').padStart(14) +
      (base ? Math.round(base).toLocaleString('en-US') : '-').padStart(16) +
      (base ? `${(ours / base).toFixed(1)}x` : '-').padStart(9),
  )
}
