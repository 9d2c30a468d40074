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
 * Loading      Deferred (mount after first paint), OnDemand (mount on first open), useIdleImport +
 *              usePlaceholderTrigger (a look-alike trigger until the real one loads)
 * Content      Card/Surface, Image (+ PlaceholderArt), Money/formatMoney, Countdown/useCountdown,
 *              VisuallyHidden, icons
 */
import { lazy } from 'react'
export { Badge, BADGE_MAX, formatBadgeCount, type BadgeProps } from './badge'
export { BrowserAlertDialog, type BrowserAlertDialogProps } from './browser-alert-dialog'
export { Button, LinkButton, type ButtonProps, type LinkButtonProps } from './button'
export { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles'
export { Card, Surface, type SurfaceProps } from './card'
export { DataTable, type Column, type DataTableProps } from './data-table'
export { DateRangePicker, type RangePreset } from './date-range-picker'
export { Checkbox, type CheckboxProps } from './checkbox'
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'
export {
  Countdown,
  formatCountdown,
  useCountdown,
  type CountdownFormat,
  type CountdownProps,
} from './countdown'
export { Dialog, DialogTrigger, Modal, type DialogProps, type ModalProps, type ModalSize } from './dialog'
export { EmptyState, type EmptyStateProps } from './empty-state'
export { ErrorState, type ErrorStateProps } from './error-state'
export { IconButton, type IconButtonProps } from './icon-button'
export * from './icons'
export { Image, type ImageProps } from './image'
export { Marquee, type MarqueeProps } from './marquee'
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
  type MenuItemProps,
  type MenuProps,
} from './menu'
export {
  CURRENCY_SYMBOLS,
  formatMoney,
  Money,
  toBcp47,
  type FormatMoneyOptions,
  type MoneyProps,
} from './money'
export { PromptDialog, type PromptDialogProps } from './prompt-dialog'
export { PlaceholderArt, type PlaceholderArtProps } from './placeholder-art'
export { QrCode } from './qr-code'
export { SafeHtml, sanitizeHtml, type SafeHtmlProps } from './safe-html'
export { Select, type SelectItem, type SelectProps } from './select'
export { Skeleton, skeletonStyles, type SkeletonProps } from './skeleton'
export { Spinner, SpinnerGlyph, type SpinnerProps, type SpinnerSize } from './spinner'
export {
  Tab,
  TabList,
  TabPanel,
  TabPanels,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
  type TabsVariant,
} from './tabs'
export { TextField, type TextFieldProps } from './text-field'
export {
  toast,
  toastQueue,
  TOAST_DEFAULT_TIMEOUT,
  type ToastContent,
  type ToastOptions,
  type ToastTone,
} from './toast-queue'
/** Loaded on demand: render it inside `Deferred`. */
export const ToastRegion = /* @__PURE__ */ lazy(() =>
  import('./toast').then((m) => ({ default: m.ToastRegion })),
)
export { Deferred, OnDemand, useIdleImport, whenIdle } from './deferred'
export { usePlaceholderTrigger } from './placeholder-trigger'
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden'
