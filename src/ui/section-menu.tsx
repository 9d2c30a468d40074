import { useEffect, useId, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'

/** One group of a section's menu; its title shows on the desktop layout only. */
export interface SectionMenuGroup<Page extends string> {
  id: string
  title?: string
  pages: readonly Page[]
}

export interface SectionWithMenuProps<Page extends string> {
  /** The menu's accessible name ("Member centre menu"). */
  label: string
  groups: readonly SectionMenuGroup<Page>[]
  labels: Record<Page, string>
  page: Page
  onNavigate: (page: Page) => void
  /** `data-testid` of each entry is `${testIdPrefix}-${page}`. */
  testIdPrefix: string
  /** The id of the page's heading (`aria-labelledby` of the section). */
  titleId: string
  children: ReactNode
}

const layout = css({
  display: 'grid',
  gap: { base: '4', lg: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' },
  alignItems: 'start',
})
const nav = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  p: { base: '2', lg: '3' },
  position: { base: 'relative', lg: 'sticky' },
  top: { lg: '4' },
  overflowX: { base: 'auto', lg: 'visible' },
})
const groupList = css({
  display: 'flex',
  flexDirection: { base: 'row', lg: 'column' },
  gap: { base: '1', lg: '3' },
})
const groupTitle = css({
  display: { base: 'none', lg: 'block' },
  fontSize: 'xs',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'textMuted',
  px: '2',
  mb: '1',
})
const items = css({ display: 'flex', flexDirection: { base: 'row', lg: 'column' }, gap: '1' })
const item = css({
  display: 'flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  minH: '40px',
  px: '3',
  borderRadius: 'md',
  color: 'textMuted',
  fontSize: 'sm',
  cursor: 'pointer',
  bg: 'transparent',
  width: { lg: '100%' },
  textAlign: 'start',
  _hover: { color: 'text', bg: 'surfaceRaised' },
  '&[aria-current=page]': { color: 'onAccent', bg: 'accent', fontWeight: 'semibold' },
  _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px' },
})
const title = css({ fontSize: { base: 'xl', lg: '2xl' }, fontWeight: 'bold', mb: '4' })

/**
 * A section of pages with its own menu (member centre, agent window): the grouped menu beside the page
 * on the desktop layout, a strip above it on a phone that keeps the current page in view.
 */
export function SectionWithMenu<Page extends string>(props: SectionWithMenuProps<Page>) {
  const groupIdBase = useId()
  const navRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const strip = navRef.current
    const current = strip?.querySelector('[aria-current=page]')
    if (strip && current instanceof HTMLElement && strip.scrollWidth > strip.clientWidth) {
      strip.scrollLeft = current.offsetLeft - strip.clientWidth / 2 + current.clientWidth / 2
    }
  }, [props.page])
  return (
    <div className={layout}>
      <nav ref={navRef} aria-label={props.label} className={nav}>
        <ul className={groupList}>
          {props.groups.map((group) => {
            const titleId = `${groupIdBase}-${group.id}`
            return (
              <li key={group.id}>
                {group.title ? (
                  <span className={groupTitle} id={titleId}>
                    {group.title}
                  </span>
                ) : null}
                <ul className={items} {...(group.title ? { 'aria-labelledby': titleId } : {})}>
                  {group.pages.map((page) => (
                    <li key={page}>
                      <button
                        type="button"
                        className={item}
                        aria-current={page === props.page ? 'page' : undefined}
                        onClick={() => props.onNavigate(page)}
                        data-testid={`${props.testIdPrefix}-${page}`}
                      >
                        {props.labels[page]}
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
      </nav>
      <section aria-labelledby={props.titleId} className={css({ minW: 0 })}>
        <h2 id={props.titleId} className={title}>
          {props.labels[props.page]}
        </h2>
        {props.children}
      </section>
    </div>
  )
}
