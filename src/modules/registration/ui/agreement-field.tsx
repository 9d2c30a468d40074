import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Checkbox } from '@/ui'

const readLink = css({
  fontSize: 'sm',
  color: 'accent',
  textDecoration: 'underline',
  ml: '8',
  cursor: 'pointer',
})

/** The register form's age and terms checkbox, with the link that opens the service agreement. */
export function AgreementField({
  agreed,
  onChange,
  error,
  onRead,
}: {
  agreed: boolean
  onChange: (agreed: boolean) => void
  error: string | undefined
  onRead: () => void
}) {
  return (
    <div>
      <Checkbox
        isSelected={agreed}
        onChange={onChange}
        isInvalid={!!error}
        name="agreement"
        data-testid="agreement"
      >
        <Trans id="register.agree">I am over 18 and accept the terms</Trans>
      </Checkbox>
      <button type="button" className={readLink} onClick={onRead}>
        <Trans id="register.read_agreement">Read the service agreement</Trans>
      </button>
      {error ? (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
