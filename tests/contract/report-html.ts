/** The contract run's HTML report: one self-contained page, no script. */

export interface RunSummary {
  target: string
  finishedAt: string
  /** Tests collected (the same set in every run: a test a target cannot run is skipped, not left out). */
  total: number
  run: number
  passed: number
  failed: number
  skipped: number
  /** Tests run by the last in-process run, to compare a remote run with. */
  inProcessRun: number | null
}

export interface OperationRow {
  tag: string
  operationId: string
  method: string
  path: string
  tests: number
  passed: number
  failed: number
  skipped: number
  status: string
  skipReasons: string[]
  codes: { code: number; covered: boolean }[]
}

export interface CodeRow {
  operationId: string
  code: number
  /** Tests that received this code from this operation. */
  tests: number
  passed: number
  failed: number
}

export interface TestRow {
  file: string
  name: string
  state: 'passed' | 'failed' | 'skipped'
  reason: string | undefined
  operationId: string | undefined
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function percent(part: number, whole: number): string {
  return whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '–'
}

function table(head: string[], rows: string[][]): string {
  const th = head.map((cell) => `<th>${escape(cell)}</th>`).join('')
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n')
  return `<table><thead><tr>${th}</tr></thead><tbody>\n${body}\n</tbody></table>`
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1b1b1b}
h1{font-size:1.5rem}h2{margin-top:2rem;font-size:1.2rem}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:left;vertical-align:top}
th{background:#f2f2f2}.passed{color:#176b2c}.failed,.FAILING{color:#b00020;font-weight:600}.skipped{color:#7a5a00}
.big{font-size:1.1rem}code{font-size:.9em}`

export function renderHtmlReport(report: {
  summary: RunSummary
  operations: OperationRow[]
  codes: CodeRow[]
  tests: TestRow[]
}): string {
  const { summary, operations, codes, tests } = report
  const versusInProcess =
    summary.inProcessRun === null
      ? ''
      : `<p class="big">Compared with the in-process run: <strong>${summary.run} of ${summary.inProcessRun}</strong> in-process tests ran here (<strong>${percent(summary.run, summary.inProcessRun)}</strong>).</p>`
  const reasons = new Map<string, number>()
  for (const test of tests)
    if (test.state === 'skipped')
      reasons.set(test.reason ?? 'skipped', (reasons.get(test.reason ?? 'skipped') ?? 0) + 1)
  const covered = codes.filter((row) => row.tests > 0).length
  const sections = [
    `<h1>Contract run against <code>${escape(summary.target)}</code></h1>`,
    `<p>Finished ${escape(summary.finishedAt)}. Every answer was checked against openapi/lotus.yaml (status, envelope, schema, declared codes).</p>`,
    `<p class="big">Tests run: <strong>${summary.run} of ${summary.total}</strong> (<strong>${percent(summary.run, summary.total)}</strong>) — <span class="passed">${summary.passed} passed</span>, <span class="failed">${summary.failed} failed</span>, <span class="skipped">${summary.skipped} skipped</span>.</p>`,
    versusInProcess,
    '<h2>Skipped, by reason</h2>',
    reasons.size === 0
      ? '<p>Nothing was skipped.</p>'
      : table(
          ['tests', 'reason'],
          [...reasons].sort((a, b) => b[1] - a[1]).map(([reason, count]) => [String(count), escape(reason)]),
        ),
    '<h2>Operations</h2>',
    table(
      [
        'tag',
        'operation',
        'request',
        'tests',
        'passed',
        'failed',
        'skipped',
        'status',
        '§8 codes answered',
        'skipped because',
      ],
      operations.map((row) => [
        escape(row.tag),
        `<code>${escape(row.operationId)}</code>`,
        `<code>${escape(`${row.method} /api${row.path}`)}</code>`,
        String(row.tests),
        String(row.passed),
        String(row.failed),
        String(row.skipped),
        `<span class="${escape(row.status)}">${escape(row.status)}</span>`,
        row.codes.length === 0
          ? '–'
          : `${row.codes.filter((code) => code.covered).length}/${row.codes.length}`,
        escape(row.skipReasons.join('; ')),
      ]),
    ),
    `<h2>§8 codes per operation</h2><p>${covered} of ${codes.length} declared codes were answered by at least one test.</p>`,
    table(
      ['operation', 'code', 'tests', 'passed', 'failed', 'status'],
      codes.map((row) => [
        `<code>${escape(row.operationId)}</code>`,
        String(row.code),
        String(row.tests),
        String(row.passed),
        String(row.failed),
        row.tests === 0
          ? '<span class="skipped">not covered</span>'
          : row.failed > 0
            ? '<span class="failed">failed</span>'
            : '<span class="passed">covered</span>',
      ]),
    ),
    '<h2>Tests</h2>',
    table(
      ['file', 'test', 'result', 'reason'],
      tests.map((test) => [
        escape(test.file),
        escape(test.name),
        `<span class="${test.state}">${test.state}</span>`,
        escape(test.reason ?? ''),
      ]),
    ),
  ]
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Contract run: ${escape(summary.target)}</title><style>${STYLE}</style></head><body>\n${sections.join('\n')}\n</body></html>\n`
}
