import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode, type Ref } from 'react'
import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components'
import { css, cx } from 'styled-system/css'
import { fieldBox, fieldDescription, fieldError, fieldInput, fieldLabel, fieldRoot } from './field-styles'
import { EyeIcon, EyeOffIcon } from './icons'

const toggle = css({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '42px',
  flexShrink: 0,
  color: 'textMuted',
  cursor: 'pointer',
  borderRadius: '8px',
  _hovered: { color: 'text' },
  '&[data-focus-visible]': { outlineOffset: '-2px' },
})
const adornment = css({ display: 'flex', alignItems: 'center', flexShrink: 0, color: 'textMuted' })

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  label?: ReactNode
  description?: ReactNode
  /** Shown when the field is invalid (`isInvalid`, or native/`validate` validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode)
  placeholder?: string
  /** Content before / after the input inside the box (currency, captcha image, "send code"...). */
  startContent?: ReactNode
  endContent?: ReactNode
  /** For `type="password"`: accessible names of the show/hide toggle. */
  showPasswordLabel?: string
  hidePasswordLabel?: string
  inputRef?: Ref<HTMLInputElement>
  className?: string
}

/**
 * A react-aria TextField: label, description and error wired with aria attributes. A password field
 * gets a show/hide toggle that only switches the input type, so the typed value is kept.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  startContent,
  endContent,
  showPasswordLabel,
  hidePasswordLabel,
  inputRef,
  className,
  type,
  ...props
}: TextFieldProps) {
  const { t } = useLingui()
  const [revealed, setRevealed] = useState(false)
  const isPassword = type === 'password'
  const effectiveType = isPassword && revealed ? 'text' : type
  return (
    <AriaTextField {...props} type={effectiveType} className={cx(fieldRoot, className)}>
      {label != null ? <Label className={fieldLabel}>{label}</Label> : null}
      <Group className={fieldBox}>
        {startContent != null ? (
          <span className={cx(adornment, css({ pl: '3' }))}>{startContent}</span>
        ) : null}
        <Input ref={inputRef} placeholder={placeholder} className={fieldInput} />
        {isPassword ? (
          <AriaButton
            className={toggle}
            onPress={() => setRevealed((v) => !v)}
            isDisabled={props.isDisabled}
            aria-label={
              revealed ? (hidePasswordLabel ?? t`Hide password`) : (showPasswordLabel ?? t`Show password`)
            }
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </AriaButton>
        ) : null}
        {endContent != null ? <span className={cx(adornment, css({ pr: '1' }))}>{endContent}</span> : null}
      </Group>
      {description != null ? (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </AriaTextField>
  )
}
