import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button, ConfirmDialog, TextField } from '@/ui'
import { protectionApi, type ExclusionKind, type ExclusionPeriod, type ProtectionSite } from '../api'
import { exclusionStarted } from '../model'
import { card } from './limits-panel'
import { useProtectionLabels } from './labels'

type Choice = { kind: ExclusionKind; period: ExclusionPeriod; days?: number }

const choiceRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end' })

/** Time-out (24 hours to 6 weeks) and self-exclusion (6 months to 5 years), confirmed twice. */
export function BreakPanel({ site }: { site: ProtectionSite | undefined }) {
  const { t } = useLingui()
  const { exclusionPeriods } = useProtectionLabels()
  const started = useUnit(exclusionStarted)
  const [choice, setChoice] = useState<Choice | null>(null)
  const [step, setStep] = useState<0 | 1 | 2>(0)
  const [days, setDays] = useState('')
  const [daysInvalid, setDaysInvalid] = useState(false)
  const maxDays = site?.time_out_max_days ?? 42
  const start = useMutation({
    mutationFn: (input: Choice) => protectionApi.startExclusion(input),
    onSuccess: (exclusion) => {
      setStep(0)
      started(exclusion)
    },
  })
  const ask = (next: Choice) => {
    setChoice(next)
    setStep(1)
  }
  const chosenLabel = choice ? exclusionPeriods[choice.period] : ''
  const length =
    choice?.period === 'custom'
      ? t({ id: 'protection.break.days', message: `${choice.days ?? 0} days` })
      : chosenLabel
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '5' })}>
      <section className={card} aria-labelledby="time-out-title" data-testid="time-out">
        <h3 id="time-out-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          <Trans id="protection.break.time_out_title">Take a time-out</Trans>
        </h3>
        <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
          <Trans id="protection.break.time_out_text">
            A short break from playing. It starts at once: you are logged out and cannot log in, deposit or
            play until it ends. It cannot be shortened.
          </Trans>
        </p>
        <div className={choiceRow}>
          {(['24h', '1w', '1m'] as const).map((period) => (
            <Button key={period} variant="secondary" onPress={() => ask({ kind: 'time_out', period })}>
              {exclusionPeriods[period]}
            </Button>
          ))}
        </div>
        <form
          className={choiceRow}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const value = Number(days)
            if (!Number.isInteger(value) || value < 1 || value > maxDays) {
              setDaysInvalid(true)
              return
            }
            ask({ kind: 'time_out', period: 'custom', days: value })
          }}
        >
          <TextField
            className={css({ flex: '0 1 220px' })}
            label={t({ id: 'protection.break.custom_days', message: `Number of days (1-${maxDays})` })}
            inputMode="numeric"
            value={days}
            onChange={(next) => {
              setDays(next)
              setDaysInvalid(false)
            }}
            isInvalid={daysInvalid}
            errorMessage={t({
              id: 'protection.break.custom_invalid',
              message: `Enter a whole number from 1 to ${maxDays}`,
            })}
          />
          <Button type="submit" variant="secondary">
            <Trans id="protection.break.custom_submit">Take this time-out</Trans>
          </Button>
        </form>
      </section>

      <section className={card} aria-labelledby="self-exclusion-title" data-testid="self-exclusion">
        <h3 id="self-exclusion-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          <Trans id="protection.break.self_title">Self-exclude</Trans>
        </h3>
        <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
          <Trans id="protection.break.self_text">
            If you feel you are losing control, close your account to gambling for a long period. It starts at
            once and cannot be shortened or undone, even if you ask us.
          </Trans>
        </p>
        <div className={choiceRow}>
          {(['6m', '1y', '5y'] as const).map((period) => (
            <Button key={period} variant="danger" onPress={() => ask({ kind: 'self_exclusion', period })}>
              {exclusionPeriods[period]}
            </Button>
          ))}
        </div>
      </section>

      <ConfirmDialog
        isOpen={step === 1}
        onOpenChange={(open) => {
          if (!open) setStep(0)
        }}
        title={
          choice?.kind === 'self_exclusion'
            ? t({ id: 'protection.break.confirm1_self', message: `Self-exclude for ${length}?` })
            : t({ id: 'protection.break.confirm1_time_out', message: `Take a time-out of ${length}?` })
        }
        message={t({
          id: 'protection.break.confirm1_text',
          message:
            'You will be logged out at once and cannot log in, deposit or play until it ends. It cannot be shortened.',
        })}
        confirmLabel={t({ id: 'protection.break.continue', message: 'Continue' })}
        onConfirm={() => setStep(2)}
      />
      <ConfirmDialog
        isOpen={step === 2}
        onOpenChange={(open) => {
          if (!open && !start.isPending) setStep(0)
        }}
        tone="danger"
        title={t({ id: 'protection.break.confirm2_title', message: 'Please confirm once more' })}
        message={t({
          id: 'protection.break.confirm2_text',
          message: `This is final: ${length}, starting now. Withdraw any balance you want first; you will not be able to log in to do it later.`,
        })}
        confirmLabel={
          choice?.kind === 'self_exclusion'
            ? t({ id: 'protection.break.confirm2_self', message: 'Self-exclude now' })
            : t({ id: 'protection.break.confirm2_time_out', message: 'Start my time-out' })
        }
        onConfirm={async () => {
          if (choice) await start.mutateAsync(choice)
        }}
      />
    </div>
  )
}
