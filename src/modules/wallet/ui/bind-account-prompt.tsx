import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button, Card } from '@/ui'

/** Deposits need a verified member: bind the bank account paid from first. */
export function BindAccountPrompt({ onBindAccount }: { onBindAccount?: (() => void) | undefined }) {
  return (
    <Card
      tone="raised"
      className={css({ textAlign: 'center', display: 'grid', gap: '3', justifyItems: 'center' })}
    >
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        <Trans id="wallet.bind_prompt.title">Bind a bank account first</Trans>
      </h2>
      <p className={css({ color: 'textMuted', maxW: '48ch' })}>
        <Trans id="wallet.bind_prompt.text">
          For your safety, deposits are credited to verified members. Bind the bank account you will pay from,
          then come back to deposit.
        </Trans>
      </p>
      {onBindAccount ? (
        <Button onPress={onBindAccount}>
          <Trans id="wallet.bind_prompt.action">Bind bank account</Trans>
        </Button>
      ) : null}
    </Card>
  )
}
