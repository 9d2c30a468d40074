import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components'
import { css, cx } from 'styled-system/css'
import { fieldDescription, fieldError, fieldLabel, fieldRoot } from './field-styles'
import { CheckIcon, ChevronDownIcon } from './icons'

const trigger = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  width: '100%',
  minHeight: '44px',
  px: '3',
  bg: 'ink.850',
  color: 'text',
  textAlign: 'start',
  fontSize: '16px',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'borderStrong',
  borderRadius: '10px',
  cursor: 'pointer',
  transitionProperty: 'border-color',
  transitionDuration: 'fast',
  _hovered: { borderColor: 'ink.400' },
  '[data-open] > &': { borderColor: 'accent' },
  '[data-invalid] > &': { borderColor: 'danger' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  lg: { fontSize: '15px' },
})
const value = css({
  flex: '1',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '&[data-placeholder]': { color: 'ink.400' },
})
const chevron = css({
  color: 'textMuted',
  flexShrink: 0,
  transition: 'transform token(durations.fast)',
  '[data-open] &': { transform: 'rotate(180deg)' },
})
const popover = css({
  width: 'var(--trigger-width)',
  minWidth: '160px',
  maxHeight: '320px',
  overflowY: 'auto',
  zIndex: 'popover',
  bg: 'surfaceRaised',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: '10px',
  boxShadow: 'card',
  outline: 'none',
  _entering: { animation: 'fadeIn 120ms ease-out' },
  _exiting: { animation: 'fadeOut 100ms ease-in forwards' },
})
const listBox = css({ p: '1', outline: 'none' })
const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  px: '3',
  borderRadius: '8px',
  color: 'text',
  cursor: 'pointer',
  outline: 'none',
  '&[data-focused]': { bg: 'ink.700' },
  '&[data-focus-visible]': { outline: '2px solid {colors.focusRing}', outlineOffset: '-2px' },
  _selected: { color: 'accent', fontWeight: 'semibold' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  lg: { minHeight: '40px' },
})
const optionLabel = css({ flex: '1', minWidth: 0 })

export interface SelectItem {
  id: Key
  label: string
  isDisabled?: boolean
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectItem>,
  'className' | 'style' | 'children' | 'items' | 'selectionMode'
> {
  label?: ReactNode
  items: readonly SelectItem[]
  description?: ReactNode
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode)
  className?: string
}

/**
 * A single-choice react-aria Select. Control it with `value`/`onChange` (or `selectedKey`/`onSelectionChange`).
 */
export function Select({ label, items, description, errorMessage, className, ...props }: SelectProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id)
  return (
    <AriaSelect {...props} disabledKeys={disabledKeys} className={cx(fieldRoot, className)}>
      {label != null ? <Label className={fieldLabel}>{label}</Label> : null}
      <AriaButton className={trigger}>
        <SelectValue className={value} />
        <ChevronDownIcon className={chevron} />
      </AriaButton>
      {description != null ? (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
      <Popover className={popover} offset={4}>
        <ListBox items={items} className={listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={option}>
              {({ isSelected }) => (
                <>
                  <span className={optionLabel}>{item.label}</span>
                  {isSelected ? <CheckIcon size={18} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}
