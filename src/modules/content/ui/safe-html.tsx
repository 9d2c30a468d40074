import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import { css, cx } from 'styled-system/css'

const prose = css({
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
})

/** Server HTML (FAQ, content pages, sponsors) sanitised with DOMPurify before it touches the DOM. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] })
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={cx(prose, className)} dangerouslySetInnerHTML={{ __html: clean }} />
}
