import { createContext, useContext, type ReactNode } from 'react'
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

const tabsCls = css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: 0 })

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

/**
 * The look of `Tabs` with the first tab selected, as plain markup: what a dialog draws while it opens.
 * A react-aria collection renders twice and sets state as it mounts, which makes the commit that mounts
 * it run every effect and a second render at once; a dialog that opens with this in place of its tabs
 * and swaps them in a deferred render opens in short tasks, and the row does not move when it goes live.
 */
export function TabsPreview({
  variant = 'line',
  labels,
  children,
}: {
  variant?: TabsVariant
  labels: readonly string[]
  /** The first tab's panel. */
  children: ReactNode
}) {
  return (
    <div className={tabsCls}>
      <div className={tabList({ variant })} aria-hidden="true">
        {labels.map((label, index) => (
          <div key={index} className={tab({ variant })} data-selected={index === 0 ? '' : undefined}>
            {label}
          </div>
        ))}
      </div>
      <div className={panel}>{children}</div>
    </div>
  )
}
