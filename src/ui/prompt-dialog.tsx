import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from './button'
import { Dialog, Modal } from './dialog'
import { TextField } from './text-field'

const actions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', width: '100%' })

export interface PromptDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  title: ReactNode
  message?: ReactNode
  label: string
  defaultValue?: string
  /** The whole input must match (spec §5 message box: input pattern). */
  pattern?: RegExp
  /** Any other check of the input (spec §5 message box: validator), e.g. `isUrl` of platform/validation. */
  validate?: (value: string) => boolean
  /** Shown when the pattern or the validator refuses; default "Illegal input". */
  errorMessage?: string
  confirmLabel?: ReactNode
  onSubmit: (value: string) => void
}

/** The message-box prompt of spec §5: one text input checked by a pattern and a validator before it is accepted. */
export function PromptDialog(props: PromptDialogProps) {
  return (
    <Modal size="sm" isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      {props.isOpen ? <PromptForm {...props} /> : null}
    </Modal>
  )
}

function PromptForm({
  onOpenChange,
  title,
  message,
  label,
  defaultValue = '',
  pattern,
  validate,
  errorMessage,
  confirmLabel,
  onSubmit,
}: PromptDialogProps) {
  const { t } = useLingui()
  const [value, setValue] = useState(defaultValue)
  const [refused, setRefused] = useState(false)
  const accepts = (text: string) => {
    if (pattern && !new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace('g', '')).test(text))
      return false
    return validate ? validate(text) : true
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!accepts(value)) {
      setRefused(true)
      return
    }
    onSubmit(value)
    onOpenChange(false)
  }
  return (
    <Dialog title={title}>
      <form
        onSubmit={submit}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        {message != null ? <div className={css({ color: 'textMuted' })}>{message}</div> : null}
        <TextField
          label={label}
          value={value}
          onChange={(next) => {
            setValue(next)
            setRefused(false)
          }}
          autoFocus
          isInvalid={refused}
          errorMessage={errorMessage ?? t({ id: 'ui.illegal_input', message: 'Illegal input' })}
        />
        <div className={actions}>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t`Cancel`}
          </Button>
          <Button type="submit" variant="primary">
            {confirmLabel ?? t`Confirm`}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
