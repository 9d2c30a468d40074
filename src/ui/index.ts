/**
 * Lotus design system: react-aria-components styled with Panda (tokens and keyframes in
 * panda.config.ts; `lg` = 992 px is the desktop switch). Import everything from `@/ui`.
 *
 * Actions      Button, LinkButton, IconButton, buttonStyles
 * Overlays     Modal + Dialog (+ DialogTrigger), ConfirmDialog, PromptDialog, BrowserAlertDialog,
 *              Menu/MenuItem/MenuTrigger
 * Navigation   Tabs, TabList, Tab, TabPanel, TabPanels; Marquee
 * Forms        TextField (password toggle), Select, Checkbox
 * Feedback     ToastRegion + `toast` (queue usable outside React), Spinner, Skeleton, Badge,
 *              EmptyState, ErrorState
 * Server data  QueryBoundary (skeleton while a `useSuspenseQuery` waits, error state with retry)
 * Loading      Deferred (mount after first paint), OnDemand (mount on first open), useIdleImport or
 *              useImportWhen + usePlaceholderTrigger (a look-alike trigger until the real one loads)
 * Content      Card/Surface, Image (+ PlaceholderArt), Money/formatMoney, Countdown/useCountdown,
 *              VisuallyHidden, icons
 */
import { lazyPart } from './lazy-part'
export { Badge, BADGE_MAX } from './badge'
export { BrowserAlertDialog } from './browser-alert-dialog'
export { Button, LinkButton } from './button'
export { buttonStyles } from './button-styles'
export { Card } from './card'
export { DataTable, type Column } from './data-table'
export { RECORDS_PAGE_SIZE } from './records-page-size'
export { countColumn, listQueryProps, moneyColumn, textColumn } from './data-table-columns'
export { DateRangePicker } from './date-range-picker'
export { Checkbox } from './checkbox'
export { ConfirmDialog } from './confirm-dialog'
export { Countdown, useCountdown } from './countdown'
export { Dialog, Modal } from './dialog'
export { watchOpenDialogs } from './open-dialogs'
export { EmptyState } from './empty-state'
export { ErrorState } from './error-state'
export { IconButton } from './icon-button'
export * from './icons'
export { Image } from './image'
export { PictureUrlContext, pictureUrlFromTemplate } from './picture-url'

export { Menu, MenuItem, MenuTrigger } from './menu'
export { formatMoney, Money } from './money'

export { QrCode } from './qr-code'
export { QueryBoundary, type QueryFailure } from './query-boundary'
export { SafeHtml } from './safe-html'
export { SearchForm } from './search-form'
export { SectionWithMenu } from './section-menu'
export { Select } from './select'
export { Skeleton, skeletonStyles } from './skeleton'
export { Spinner } from './spinner'
export { Tab, TabList, TabPanel, Tabs, TabsPreview, useFocusChosenTab } from './tabs'
export { TextField } from './text-field'
export { toast } from './toast-queue'
/** Loaded on demand: render it inside `Deferred`. */
export const ToastRegion = /* @__PURE__ */ lazyPart(() => import('./toast').then((m) => m.ToastRegion))
export { Deferred, OnDemand, useIdleImport, useImportWhen } from './deferred'
export { lazyPart, preloadOn } from './lazy-part'
export { afterPageLoad, whenIdle } from './idle'
export { usePlaceholderTrigger } from './placeholder-trigger'
export { useClientValue, useValueAfterHydration } from './client-value'
