import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { isApiError } from '@/platform/api'
import { Button, Countdown, Dialog, Modal, Money, toast } from '@/ui'
import { promotionsApi } from '../api'
import {
  $redEnvelopeResult,
  redEnvelopeClaimed,
  redEnvelopeExpired,
  redEnvelopeGone,
  redEnvelopeResultClosed,
} from '../model'
import { $currency, $memberId } from '@/modules/session'
import { promotionsQueries } from '../queries'
import { formatDate, useLocale } from '@/platform/i18n'

/** Spec §8: a claim answering 102 shows the message and clears the envelope. */
export const RED_ENVELOPE_GONE = 102

/** The red envelope of a logged-in member: a floating button with its countdown, then the result dialog. */
export function RedEnvelope() {
  const [memberId, currency] = useUnit([$memberId, $currency])
  if (memberId === null) return null
  return (
    <>
      <RedEnvelopeButton memberId={memberId} />
      <RedEnvelopeResult currency={currency} />
    </>
  )
}

function RedEnvelopeButton({ memberId }: { memberId: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [expired, gone, claimed] = useUnit([redEnvelopeExpired, redEnvelopeGone, redEnvelopeClaimed])
  const query = useQuery({ ...promotionsQueries.redEnvelope(memberId), meta: { silent: true } })
  const claim = useMutation({
    mutationFn: promotionsApi.claimRedEnvelope,
    meta: { silent: true },
    onSuccess: (cash) => claimed({ cash }),
    onError: (error) => {
      if (isApiError(error) && error.silent) return
      toast.error(error.message)
      if (isApiError(error) && error.code === RED_ENVELOPE_GONE) gone()
    },
  })
  const envelope = query.data
  if (!envelope) return null
  const endAt = Date.parse(envelope.end_at)
  if (!Number.isFinite(endAt)) return null
  const ends = formatDate(envelope.end_at, locale, 'dateTime') ?? ''
  return (
    <div className={dock} data-testid="red-envelope">
      <button
        type="button"
        className={envelopeButton}
        onClick={() => claim.mutate(envelope.id)}
        disabled={claim.isPending}
        aria-busy={claim.isPending || undefined}
        aria-label={t({
          id: 'red_envelope.open',
          message: `Open the red envelope, ends ${ends} (Caracas time)`,
        })}
      >
        <EnvelopeIcon size={36} />
        <span className={css({ fontSize: 'xs', fontWeight: 'bold' })}>
          <Trans id="red_envelope.label">Red envelope</Trans>
        </span>
        <Countdown
          key={envelope.id}
          to={endAt}
          onEnd={expired}
          label={t({ id: 'red_envelope.time_left', message: 'Time left' })}
          className={css({ fontSize: 'sm', color: 'gold.300' })}
        />
      </button>
    </div>
  )
}

function RedEnvelopeResult({ currency }: { currency: string }) {
  const { t } = useLingui()
  const [result, close] = useUnit([$redEnvelopeResult, redEnvelopeResultClosed])
  return (
    <Modal
      isOpen={result !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      size="sm"
    >
      <Dialog
        title={t({ id: 'red_envelope.result_title', message: 'Congratulations!' })}
        footer={({ close: dismiss }) => (
          <Button variant="primary" fullWidth onPress={dismiss}>
            <Trans id="red_envelope.result_ok">Collect</Trans>
          </Button>
        )}
      >
        <div
          className={css({ display: 'grid', justifyItems: 'center', gap: '2', textAlign: 'center', py: '2' })}
        >
          <EnvelopeIcon size={64} />
          <p className={css({ color: 'textMuted' })}>
            <Trans id="red_envelope.result_text">Your red envelope held</Trans>
          </p>
          {result ? (
            <Money
              amount={result.cash}
              currency={currency}
              className={css({ fontSize: '3xl', fontWeight: 'bold', color: 'accent' })}
            />
          ) : null}
          <p className={css({ fontSize: 'sm', color: 'textMuted' })}>
            <Trans id="red_envelope.result_credited">It has been added to your main wallet.</Trans>
          </p>
        </div>
      </Dialog>
    </Modal>
  )
}

/** A red envelope with a gold seal (drawn, so it never depends on an emoji font). */
function EnvelopeIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="8" y="4" width="32" height="40" rx="5" fill="#e02a33" stroke="#f8c843" strokeWidth="2" />
      <path d="M8 14c5 6 27 6 32 0" fill="none" stroke="#f8c843" strokeWidth="2" />
      <circle cx="24" cy="19" r="6" fill="#f8c843" />
      <text x="24" y="22.5" textAnchor="middle" fontSize="9" fontWeight="700" fill="#9f1118">
        福
      </text>
    </svg>
  )
}

const dock = css({
  position: 'fixed',
  // Mid-right: clear of the bottom bars (consent, mobile tab bar) and the float links' top.
  right: { base: '2', lg: '4' },
  top: { base: '58%', lg: '62%' },
  zIndex: 'drawer',
})
const envelopeButton = css({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.5',
  minW: '88px',
  px: '3',
  py: '2',
  borderRadius: '16px',
  bg: 'linear-gradient(180deg, #d8262f 0%, #9f1118 100%)',
  color: 'white',
  border: '2px solid',
  borderColor: 'gold.400',
  boxShadow: 'card',
  cursor: 'pointer',
  _hover: { transform: 'translateY(-2px)' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  _disabled: { opacity: 0.7, cursor: 'progress' },
  _motionReduce: { _hover: { transform: 'none' } },
})
