import { useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { EyeIcon, EyeOffIcon, IconButton, Money, RetryIcon } from '@/ui'
import { $balance } from '@/modules/session'
import { $eyeOpen, eyeToggled, walletChanged } from '../model'

const root = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  pl: '3',
  pr: '1',
  minH: '40px',
  borderRadius: 'full',
  bg: 'surfaceRaised',
  borderWidth: '1px',
  borderColor: 'border',
})
const amount = css({ fontWeight: 'bold', color: 'accent', fontSize: { base: 'sm', lg: 'md' }, minW: '4ch' })

/** The balance in the site currency with the eye toggle (spec §3 `eyeOpen`) and a refresh. */
export function BalanceWidget({ currency, onOpenWallet }: { currency: string; onOpenWallet?: () => void }) {
  const { t } = useLingui()
  const [cash, eyeOpen, toggle, refresh] = useUnit([$balance, $eyeOpen, eyeToggled, walletChanged])
  const label = t({ id: 'wallet.balance', message: 'Balance' })
  return (
    <div className={root} data-testid="wallet-balance">
      <span className={css({ srOnly: true })}>{label}</span>
      {onOpenWallet ? (
        <button
          type="button"
          onClick={onOpenWallet}
          className={css({
            all: 'unset',
            cursor: 'pointer',
            _focusVisible: { outline: '2px solid token(colors.focusRing)' },
          })}
          aria-label={t({ id: 'wallet.open_wallet', message: 'Open my wallet' })}
        >
          <BalanceAmount cash={cash} currency={currency} masked={!eyeOpen} />
        </button>
      ) : (
        <BalanceAmount cash={cash} currency={currency} masked={!eyeOpen} />
      )}
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={
          eyeOpen
            ? t({ id: 'wallet.hide_balance', message: 'Hide balance' })
            : t({ id: 'wallet.show_balance', message: 'Show balance' })
        }
        aria-pressed={!eyeOpen}
        onPress={toggle}
      >
        {eyeOpen ? <EyeIcon /> : <EyeOffIcon />}
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t({ id: 'wallet.refresh_balance', message: 'Refresh balance' })}
        onPress={refresh}
      >
        <RetryIcon />
      </IconButton>
    </div>
  )
}

function BalanceAmount({
  cash,
  currency,
  masked,
}: {
  cash: number | null
  currency: string
  masked: boolean
}) {
  if (cash === null)
    return (
      <span className={amount} aria-busy="true">
        …
      </span>
    )
  return (
    <span className={amount} aria-live="polite" data-testid="wallet-balance-amount">
      <Money amount={cash} currency={currency} masked={masked} />
    </span>
  )
}
