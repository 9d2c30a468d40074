/**
 * Lotus design system: react-aria-components styled with Panda (tokens in panda.config.ts).
 *
 * Actions     Button, LinkButton, IconButton
 * Overlays    Modal, Dialog, DialogTrigger
 * Forms       TextField
 * Feedback    ToastRegion + toast (queue usable outside React), Spinner, Skeleton
 * Utilities   VisuallyHidden, icons
 */
export { Button, LinkButton, type ButtonProps, type LinkButtonProps } from './button'
export { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles'
export { Dialog, DialogTrigger, Modal, type DialogProps, type ModalProps, type ModalSize } from './dialog'
export { IconButton, type IconButtonProps } from './icon-button'
export * from './icons'
export { Skeleton, type SkeletonProps } from './skeleton'
export { Spinner, SpinnerGlyph, type SpinnerProps, type SpinnerSize } from './spinner'
export { TextField, type TextFieldProps } from './text-field'
export {
  toast,
  toastQueue,
  ToastRegion,
  TOAST_DEFAULT_TIMEOUT,
  type ToastContent,
  type ToastOptions,
  type ToastTone,
} from './toast'
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden'
