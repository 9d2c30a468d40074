import DOMPurify, { type Config } from 'dompurify'
import { useMemo } from 'react'
import { css, cx } from 'styled-system/css'
import { useClientValue } from './client-value'

/**
 * The one sanitiser policy for server HTML (FAQ, content pages, sponsors, promotions, bulletins,
 * letters, agent documents, recommend rules): HTML only (no SVG or MathML), no styles, forms or frames.
 */
const POLICY: Config = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'iframe'] }
/** DOMPurify holds the policy once set: given with every call, it was parsed and copied for each. */
let policySet = false

export function sanitizeHtml(html: string): string {
  if (!policySet) {
    DOMPurify.setConfig(POLICY)
    policySet = true
  }
  return DOMPurify.sanitize(html)
}

const prose = {
  /** Content pages: headings, lists, tables. */
  article: css({
    color: 'text',
    lineHeight: 1.7,
    '& h2': { fontSize: 'xl', fontWeight: 'bold', mt: '6', mb: '2' },
    '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '5', mb: '2' },
    '& p': { my: '3' },
    '& ul, & ol': { pl: '6', my: '3' },
    '& ul': { listStyle: 'disc' },
    '& ol': { listStyle: 'decimal' },
    '& li': { my: '1' },
    '& a': { color: 'accent', textDecoration: 'underline' },
    '& strong': { fontWeight: 'bold' },
    '& img': { maxW: '100%', h: 'auto', borderRadius: 'card' },
    '& table': { width: '100%', borderCollapse: 'collapse', my: '4', fontSize: 'sm' },
    '& th, & td': { border: '1px solid', borderColor: 'border', px: '3', py: '2', textAlign: 'start' },
  }),
  /** Promotions, bulletins and letters in dialogs and cards: tighter, long words wrap. */
  compact: css({
    color: 'text',
    lineHeight: 1.7,
    overflowWrap: 'anywhere',
    '& h2, & h3': { fontWeight: 'bold', mt: '4', mb: '2' },
    '& p': { my: '2' },
    '& ul, & ol': { pl: '6', my: '2' },
    '& ul': { listStyle: 'disc' },
    '& ol': { listStyle: 'decimal' },
    '& a': { color: 'accent', textDecoration: 'underline' },
    '& strong': { fontWeight: 'bold' },
    '& img': { maxW: '100%', h: 'auto', borderRadius: '10px', mx: 'auto' },
    '& table': { width: '100%', borderCollapse: 'collapse', my: '3', fontSize: 'sm' },
    '& th, & td': { border: '1px solid', borderColor: 'border', px: '2', py: '1.5' },
  }),
  /** Unstyled: the caller's class alone. */
  plain: undefined,
}

export type SafeHtmlProps = {
  html: string
  id?: string
  className?: string
  tone?: keyof typeof prose
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** The text of server HTML (tags dropped, entities read), for where no sanitiser runs: a server render. */
function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity: string, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Server HTML, sanitised by the one policy above before it touches the DOM. A server render has no
 * DOM to sanitise with: it (and the hydration of its page) shows the text alone, the markup follows.
 */
export function SafeHtml({ html, id, className, tone = 'article' }: SafeHtmlProps) {
  const canSanitise = useClientValue(() => true, false)
  const clean = useMemo(() => (canSanitise ? sanitizeHtml(html) : ''), [canSanitise, html])
  if (!canSanitise)
    return (
      <div id={id} className={cx(prose[tone], className)}>
        {textOfHtml(html)}
      </div>
    )
  return <div id={id} className={cx(prose[tone], className)} dangerouslySetInnerHTML={{ __html: clean }} />
}
