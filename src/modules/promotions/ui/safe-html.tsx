import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import { css, cx } from 'styled-system/css'

const prose = css({
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
})

/** Server HTML (promotions, bulletins) sanitised with DOMPurify before it touches the DOM. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
      }),
    [html],
  )
  return <div className={cx(prose, className)} dangerouslySetInnerHTML={{ __html: clean }} />
}
