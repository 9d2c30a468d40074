import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button, Money, TextField, toast } from '@/ui'
import { protectionApi, type LimitKind, type ProtectionLimit, type ProtectionOverview } from '../api'
import { protectionQueries } from '../queries'
import { useProtectionLabels } from './labels'
import { formatDate } from '@/platform/i18n'

export const card = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  p: { base: '4', lg: '5' },
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '4',
})
const periodRow = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1.3fr)' },
  alignItems: 'start',
  pt: '4',
  borderTopWidth: '1px',
  borderColor: 'border',
  _first: { pt: '0', borderTopWidth: '0' },
})
const meter = css({ h: '2', borderRadius: 'full', bg: 'ink.700', overflow: 'hidden', mt: '2' })
const muted = css({ color: 'textMuted', fontSize: 'sm' })

/** Deposit, loss and session-time limits, each per 24 hours, 7 days and month. */
export function LimitsPanel({ memberId, overview }: { memberId: number; overview: ProtectionOverview }) {
  const { kinds } = useProtectionLabels()
  const intro: Record<LimitKind, string> = useKindIntro()
  const groups: LimitKind[] = ['deposit', 'loss', 'session']
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '5' })}>
      <p className={muted}>
        <Trans id="protection.limits.rules">
          A new limit or a lower one applies at once. Raising or removing a limit takes effect after 24 hours.
          When several limits apply, the lowest amount left is what you can use.
        </Trans>
      </p>
      {groups.map((kind) => (
        <section key={kind} className={card} aria-labelledby={`limit-${kind}`} data-testid={`limits-${kind}`}>
          <header>
            <h3 id={`limit-${kind}`} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
              {kinds[kind]}
            </h3>
            <p className={muted}>{intro[kind]}</p>
          </header>
          {overview.limits
            .filter((limit) => limit.kind === kind)
            .map((limit) => (
              <LimitRow key={limit.period} limit={limit} currency={overview.currency} memberId={memberId} />
            ))}
        </section>
      ))}
    </div>
  )
}

function useKindIntro(): Record<LimitKind, string> {
  const { t } = useLingui()
  return {
    deposit: t({ id: 'protection.limits.deposit_intro', message: 'The most you can deposit in the period.' }),
    loss: t({
      id: 'protection.limits.loss_intro',
      message:
        'The most you can lose (stakes minus wins) in the period; games cannot be started once it is reached.',
    }),
    session: t({
      id: 'protection.limits.session_intro',
      message: 'The most time, in minutes, you can spend logged in during the period.',
    }),
  }
}

function Amount({ kind, value, currency }: { kind: LimitKind; value: number; currency: string }) {
  const { t } = useLingui()
  if (kind === 'session') return <>{t({ id: 'protection.minutes', message: `${value} min` })}</>
  return <Money amount={value} currency={currency} />
}

function LimitRow({
  limit,
  currency,
  memberId,
}: {
  limit: ProtectionLimit
  currency: string
  memberId: number
}) {
  const { t, i18n } = useLingui()
  const { periods, kinds } = useProtectionLabels()
  const queryClient = useQueryClient()
  const [value, setValue] = useState('')
  const [invalid, setInvalid] = useState(false)
  const save = useMutation({
    mutationFn: (amount: number | null) => protectionApi.setLimit(limit.kind, limit.period, amount),
    onSuccess: (overview, amount) => {
      queryClient.setQueryData(protectionQueries.overview(memberId).queryKey, overview)
      setValue('')
      const updated = overview.limits.find((l) => l.kind === limit.kind && l.period === limit.period)
      if (updated?.pending && (amount === null || amount === updated.pending.amount)) {
        toast.info(
          t({
            id: 'protection.limits.pending_toast',
            message: 'Saved. The change takes effect in 24 hours.',
          }),
        )
      } else {
        toast.success(t({ id: 'protection.limits.saved', message: 'Your limit is in force now.' }))
      }
    },
  })
  const id = `${limit.kind}-${limit.period}`
  const fieldLabel = `${kinds[limit.kind]} · ${periods[limit.period]}`
  const percent = limit.amount ? Math.min(100, (limit.used / limit.amount) * 100) : 0
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const amount = Number(value.replace(',', '.'))
    if (
      !value.trim() ||
      !Number.isFinite(amount) ||
      amount <= 0 ||
      (limit.kind === 'session' && !Number.isInteger(amount))
    ) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    save.mutate(amount)
  }
  return (
    <div className={periodRow} data-testid={`limit-${id}`}>
      <div>
        <div className={css({ fontWeight: 'semibold' })}>{periods[limit.period]}</div>
        {limit.amount === null ? (
          <p className={muted}>
            <Trans id="protection.limits.none">No limit set</Trans>
          </p>
        ) : (
          <>
            <p className={css({ fontSize: 'sm' })} data-testid={`limit-${id}-summary`}>
              <Trans id="protection.limits.used">
                <Amount kind={limit.kind} value={limit.used} currency={currency} /> used of{' '}
                <Amount kind={limit.kind} value={limit.amount} currency={currency} />
              </Trans>
            </p>
            <div
              className={meter}
              role="meter"
              aria-label={fieldLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(percent)}
            >
              <div
                style={{ width: `${percent}%` }}
                className={css({ h: '100%', bg: percent >= 100 ? 'danger' : 'accent' })}
              />
            </div>
            <p className={muted} data-testid={`limit-${id}-remaining`}>
              <Trans id="protection.limits.left">
                Left: <Amount kind={limit.kind} value={limit.remaining ?? 0} currency={currency} />
              </Trans>
            </p>
          </>
        )}
        {limit.pending ? (
          <p
            className={css({ fontSize: 'sm', color: 'accent', mt: '1' })}
            data-testid={`limit-${id}-pending`}
          >
            {limit.pending.amount === null ? (
              <Trans id="protection.limits.pending_remove">
                Removal pending until{' '}
                {formatDate(limit.pending.effective_at, i18n.locale, 'dateTime', 'local')}
              </Trans>
            ) : (
              <Trans id="protection.limits.pending_raise">
                Rising to <Amount kind={limit.kind} value={limit.pending.amount} currency={currency} /> on{' '}
                {formatDate(limit.pending.effective_at, i18n.locale, 'dateTime', 'local')}
              </Trans>
            )}
          </p>
        ) : null}
      </div>
      <form
        onSubmit={submit}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end' })}
        noValidate
      >
        <TextField
          className={css({ flex: '1 1 160px' })}
          label={
            limit.amount === null
              ? t({ id: 'protection.limits.new', message: 'New limit' })
              : t({ id: 'protection.limits.change', message: 'Change limit' })
          }
          inputMode={limit.kind === 'session' ? 'numeric' : 'decimal'}
          value={value}
          onChange={(next) => {
            setValue(next)
            setInvalid(false)
          }}
          isInvalid={invalid}
          errorMessage={
            limit.kind === 'session'
              ? t({ id: 'protection.limits.invalid_minutes', message: 'Enter a whole number of minutes' })
              : t({ id: 'protection.limits.invalid_amount', message: 'Enter an amount greater than 0' })
          }
          endContent={
            limit.kind === 'session' ? (
              <span className={muted}>min</span>
            ) : (
              <span className={muted}>{currency}</span>
            )
          }
        />
        <Button type="submit" isPending={save.isPending && save.variables !== null}>
          <Trans id="protection.limits.save">Save</Trans>
        </Button>
        {limit.amount !== null && !(limit.pending && limit.pending.amount === null) ? (
          <Button
            variant="ghost"
            onPress={() => save.mutate(null)}
            isPending={save.isPending && save.variables === null}
          >
            <Trans id="protection.limits.remove">Remove</Trans>
          </Button>
        ) : null}
      </form>
    </div>
  )
}
