import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { isApiError } from '@/platform/api'
import { Button, Card, Image, Money, QueryBoundary, Skeleton, toast } from '@/ui'
import { walletApi, type WalletEntry } from '../api'
import { $eyeOpen, walletChanged } from '../model'
import { walletQueries } from '../queries'
import { recoveryErrorMessage } from './recovery-error'

/** Spec §4/§9: the recovery button stays disabled for 10 s after a press. */
export const RECOVERY_COOLDOWN_MS = 10_000

const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
})
const tile = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '3',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'surface',
  '&[data-light=true]': { borderColor: 'accent' },
})
const head = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  gap: '4',
  alignItems: { md: 'center' },
  justifyContent: 'space-between',
  mb: '5',
})

/** True for `ms` after start() is called. */
function useCooldown(ms: number): [boolean, () => void] {
  const [active, setActive] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setActive(false), ms)
    return () => clearTimeout(timer)
  }, [active, ms])
  return [active, () => setActive(true)]
}

/** MyWallet: total, main wallet and each platform's balance, with one-key recovery. */
export function MyWallet({ currency }: { currency: string }) {
  return (
    <QueryBoundary
      fallback={
        <div aria-busy="true" className={css({ display: 'grid', gap: '3' })}>
          <Skeleton height="96px" />
          <div className={grid}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height="88px" />
            ))}
          </div>
        </div>
      }
    >
      <WalletBalances currency={currency} />
    </QueryBoundary>
  )
}

function WalletBalances({ currency }: { currency: string }) {
  const { t, i18n } = useLingui()
  const [eyeOpen, changed] = useUnit([$eyeOpen, walletChanged])
  const cash = useSuspenseQuery(walletQueries.myCash())
  // Spec §7 cash_surplus/check: whether the cash-back surplus feature is on for this member (a side
  // note the balances do not wait for).
  const surplus = useQuery({ ...walletQueries.cashSurplus(), meta: { silent: true } })
  const [coolingDown, startCooldown] = useCooldown(RECOVERY_COOLDOWN_MS)
  const recover = useMutation({
    mutationFn: (gpId?: number) => (gpId === undefined ? walletApi.recoverAll() : walletApi.recover(gpId)),
    meta: { silent: true },
    onSuccess: () => {
      // Money moved: the member layout (the balance's home) and the wallet queries are read again.
      changed()
      toast.success(t({ id: 'wallet.recovered', message: 'Balances are back in your main wallet.' }))
    },
    onError: (error) => {
      if (isApiError(error) && error.silent) return
      toast.error(recoveryErrorMessage(error, i18n))
    },
  })
  const recoverAll = () => {
    startCooldown()
    recover.mutate(undefined)
  }
  const entries = cash.data.my_cash_list
  const held = entries.filter((entry) => entry.cash > 0)
  return (
    <div>
      <Card tone="raised" className={head}>
        <div>
          <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
            <Trans id="wallet.total">Total balance</Trans>
          </p>
          <p
            className={css({ fontSize: '3xl', fontWeight: 'bold', color: 'accent' })}
            data-testid="wallet-total"
          >
            <Money amount={cash.data.total} currency={currency} masked={!eyeOpen} />
          </p>
          <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
            <Trans id="wallet.on_platforms">On {held.length} game platforms</Trans>
          </p>
          {surplus.data?.active ? (
            <p className={css({ color: 'success', fontSize: 'sm', mt: '1' })} data-testid="cash-surplus">
              <Trans id="wallet.cash_surplus_active">Cash-back surplus is active on your account</Trans>
            </p>
          ) : null}
        </div>
        <Button
          onPress={recoverAll}
          isPending={recover.isPending}
          isDisabled={coolingDown || recover.isPending}
          data-testid="recover-all"
        >
          {coolingDown && !recover.isPending ? (
            <Trans id="one_key_waiting">Please wait a moment…</Trans>
          ) : (
            <Trans id="wallet.recover_all">Recover all balances</Trans>
          )}
        </Button>
      </Card>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })}>
        <Trans id="wallet.platform_wallets">Game platform wallets</Trans>
      </h2>
      <ul
        className={grid}
        aria-label={t({ id: 'wallet.platform_wallets', message: 'Game platform wallets' })}
      >
        {entries.map((entry) => (
          <PlatformTile
            key={entry.gp_id}
            entry={entry}
            currency={currency}
            masked={!eyeOpen}
            isBusy={recover.isPending}
            onRecover={() => recover.mutate(entry.gp_id)}
          />
        ))}
      </ul>
    </div>
  )
}

function PlatformTile(props: {
  entry: WalletEntry
  currency: string
  masked: boolean
  isBusy: boolean
  onRecover: () => void
}) {
  const { t } = useLingui()
  const { entry } = props
  return (
    <li className={tile} data-light={entry.cash > 0} data-testid={`wallet-platform-${entry.gp_id}`}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: 0 })}>
        {entry.icon_dark ? <Image src={entry.icon_dark} alt="" width={28} height={28} /> : null}
        <span
          className={css({
            fontSize: 'sm',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          })}
        >
          {entry.gp_name}
        </span>
      </div>
      <span className={css({ fontWeight: 'semibold' })}>
        <Money amount={entry.cash} currency={props.currency} masked={props.masked} />
      </span>
      {entry.cash > 0 ? (
        <Button
          size="sm"
          variant="ghost"
          isDisabled={props.isBusy}
          onPress={props.onRecover}
          aria-label={t({ id: 'wallet.recover_platform', message: `Recover ${entry.gp_name}` })}
        >
          <Trans id="wallet.recover">Recover</Trans>
        </Button>
      ) : null}
    </li>
  )
}
