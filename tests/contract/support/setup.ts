import { getTarget } from './target.ts'

// The sandbox starts (migrations, seed) before the first test, not inside whichever test runs first.
await getTarget()
