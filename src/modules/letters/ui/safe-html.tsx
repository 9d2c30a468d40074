import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import { css, cx } from 'styled-system/css'

const prose = css({
  color: 'text',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& p': { my: '2' },
  '& a': { color: 'accent', textDecoration: 'underline' },
  '& strong': { fontWeight: 'bold' },
  '& img': { maxW: '100%', h: 'auto', borderRadius: '10px' },
  '& ul': { listStyle: 'disc', pl: '5' },
})

/** Letter HTML from the server, sanitised (DOMPurify) before it touches the DOM. */
export function LetterHtml({ html, id, className }: { html: string; id?: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
      }),
    [html],
  )
  return <div id={id} className={cx(prose, className)} dangerouslySetInnerHTML={{ __html: clean }} />
}
