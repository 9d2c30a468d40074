import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react'
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components'
import { css, cva, cx } from 'styled-system/css'

export type TabsVariant = 'line' | 'pill'
const VariantContext = createContext<TabsVariant>('line')

// react-aria marks the whole tabs box `data-focus-visible` while a tab has the keyboard focus: only the
// tab shows the ring.
const tabsCls = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  minWidth: 0,
  '&[data-focus-visible]': { outline: 'none' },
})

const tabList = cva({
  base: {
    display: 'flex',
    gap: '1',
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
    WebkitOverflowScrolling: 'touch',
    maxWidth: '100%',
  },
  variants: {
    variant: {
      line: { borderBottomWidth: '1px', borderColor: 'border' },
      pill: { gap: '2', p: '1', bg: 'ink.900', borderRadius: 'pill' },
    },
  },
})

const tab = cva({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: 0,
    minHeight: '44px',
    px: '4',
    color: 'textMuted',
    fontWeight: 'semibold',
    fontSize: 'sm',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'color, background-color',
    transitionDuration: 'fast',
    _hovered: { color: 'text' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: '2px solid {colors.focusRing}', outlineOffset: '-2px' },
    lg: { fontSize: 'md' },
  },
  variants: {
    variant: {
      line: {
        borderRadius: '8px 8px 0 0',
        _after: {
          content: '""',
          position: 'absolute',
          insetX: '3',
          bottom: '-1px',
          height: '3px',
          borderRadius: 'pill',
          bg: 'transparent',
        },
        _selected: { color: 'accent', _after: { bg: 'accent' } },
      },
      pill: {
        borderRadius: 'pill',
        minHeight: '40px',
        _selected: { bg: 'accent', color: 'onAccent', _hovered: { color: 'onAccent' } },
      },
    },
  },
})

const panel = css({ minWidth: 0, borderRadius: '8px' })

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style'> {
  variant?: TabsVariant
  className?: string
}

/** react-aria Tabs; inactive panels unmount unless `TabPanel shouldForceMount`. */
export function Tabs({ variant = 'line', className, ...props }: TabsProps) {
  return (
    <VariantContext.Provider value={variant}>
      <AriaTabs {...props} className={cx(tabsCls, className)} />
    </VariantContext.Provider>
  )
}

export interface TabListProps<T> extends Omit<AriaTabListProps<T>, 'className' | 'style'> {
  className?: string
}

/** Horizontally scrollable row of tabs (no wrapping on narrow screens). Give it an `aria-label`. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const variant = useContext(VariantContext)
  return <AriaTabList {...props} className={cx(tabList({ variant }), className)} />
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style'> {
  className?: string
}

export function Tab({ className, ...props }: TabProps) {
  const variant = useContext(VariantContext)
  return <AriaTab {...props} className={cx(tab({ variant }), className)} />
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style'> {
  className?: string
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={cx(panel, className)} />
}

/** The plain tabs' keyboard focus ring (react-aria's tabs mark theirs with `data-focus-visible`). */
const previewTab = css({
  '&:focus-visible': { outline: '2px solid {colors.focusRing}', outlineOffset: '-2px' },
})

/** The keys that move between tabs, and where each one moves from `index` among `count`. */
const TAB_KEYS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * `Tabs` as plain markup that stands in until the player uses them: a react-aria collection renders
 * twice and sets state as it mounts, so a dialog that opens with live tabs opens in one long task on a
 * phone, and a page that hydrates them replaces them once hydrated (its server form) in another. These
 * are real tabs for assistive technology (a tab list, the `selected` tab (default the first) selected,
 * its panel); the first press on a tab or key on the focused tab (an arrow, Home, End) calls `onChosen`
 * with the tab the player chose, and the owner renders the live `Tabs` in their place with that tab
 * selected (and focused, see `useFocusChosenTab`). The row does not move when they go live.
 */
export function TabsPreview({
  variant = 'line',
  label,
  labels,
  selected = 0,
  onChosen,
  children,
}: {
  variant?: TabsVariant
  /** The tab list's accessible name. */
  label: string
  labels: readonly ReactNode[]
  /** The index of the selected tab. */
  selected?: number
  onChosen: (index: number) => void
  /** The selected tab's panel. */
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className={tabsCls}>
      <div role="tablist" aria-label={label} className={tabList({ variant })}>
        {labels.map((text, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            id={`${id}-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className={cx(tab({ variant }), previewTab)}
            data-selected={index === selected ? '' : undefined}
            onClick={() => onChosen(index)}
            onKeyDown={(event) => {
              const move = TAB_KEYS[event.key]
              if (!move) return
              event.preventDefault()
              onChosen(move(index, labels.length))
            }}
          >
            {text}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-labelledby={`${id}-${selected}`} tabIndex={0} className={panel}>
        {children}
      </div>
    </div>
  )
}

/**
 * For the live `Tabs` that replace a `TabsPreview` the player used: the selected tab takes the focus
 * (the preview's focused tab is gone) as soon as it is drawn, which is a render after the tabs mount
 * (react-aria builds the collection first). Put the ref on an element around the tabs.
 */
export function useFocusChosenTab(focus: boolean) {
  const around = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = around.current
    if (!focus || !box) return
    const focusSelected = () => {
      const selected = box.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      selected?.focus()
      return selected !== null
    }
    if (focusSelected()) return
    const drawn = new MutationObserver(() => {
      if (focusSelected()) drawn.disconnect()
    })
    drawn.observe(box, { childList: true, subtree: true })
    return () => drawn.disconnect()
  }, [focus])
  return around
}
