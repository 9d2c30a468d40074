import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { Button, ConfirmDialog, Dialog, Modal, Money } from '@/ui'
import {
  $exclusionNotice,
  $figures,
  $realityCheckOpen,
  $limitInviteOpen,
  $sessionLimitNotice,
  exclusionNoticeClosed,
  limitInviteAccepted,
  limitInviteDismissed,
  protectionLogoutChosen,
  realityCheckContinued,
  realityCheckHistoryChosen,
} from '../model'
import { formatClock } from './format'
import { useSessionSeconds } from './session-widget'
import { formatDate } from '@/platform/i18n'

const figure = css({
  display: 'grid',
  gap: '1',
  p: '4',
  borderRadius: 'card',
  bg: 'surfaceRaised',
  borderWidth: '1px',
  borderColor: 'border',
})
const figureLabel = css({ fontSize: 'sm', color: 'textMuted' })
const figureValue = css({ fontSize: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })

/** The reality check, the session-limit notice and the notice after a time-out or self-exclusion. */
export function ProtectionHost() {
  return (
    <>
      <RealityCheckDialog />
      <SessionLimitDialog />
      <ExclusionNotice />
      <LimitInvite />
    </>
  )
}

function RealityCheckDialog() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [open, figures, proceed, history, logout] = useUnit([
    $realityCheckOpen,
    $figures,
    realityCheckContinued,
    realityCheckHistoryChosen,
    protectionLogoutChosen,
  ])
  const seconds = useSessionSeconds(open ? figures : null)
  const net = figures?.session.net_position ?? 0
  const currency = figures?.session.currency ?? 'USD'
  return (
    <Modal isOpen={open} isDismissable={false} isKeyboardDismissDisabled size="sm">
      <Dialog
        role="alertdialog"
        title={t({ id: 'protection.reality.title', message: 'Reality check' })}
        showCloseButton={false}
        footer={
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '2',
              justifyContent: 'flex-end',
              width: '100%',
            })}
          >
            <Button variant="ghost" onPress={logout}>
              <Trans id="protection.reality.logout">Log out</Trans>
            </Button>
            <Button
              variant="secondary"
              onPress={() => {
                history()
                void navigate({ to: '/{-$locale}/protection', search: { tab: 'history' } })
              }}
            >
              <Trans id="protection.reality.history">View history</Trans>
            </Button>
            <Button autoFocus onPress={proceed}>
              <Trans id="protection.reality.continue">Continue</Trans>
            </Button>
          </div>
        }
      >
        <p className={css({ mb: '4', color: 'textMuted' })}>
          <Trans id="protection.reality.lead">Take a moment to look at your session so far.</Trans>
        </p>
        <div
          className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}
        >
          <div className={figure}>
            <span className={figureLabel}>
              <Trans id="protection.reality.time">Time played since login</Trans>
            </span>
            <span className={figureValue} data-testid="reality-time">
              {formatClock(seconds)}
            </span>
          </div>
          <div className={figure}>
            <span className={figureLabel}>
              {net < 0 ? (
                <Trans id="protection.reality.lost">Net loss since login</Trans>
              ) : (
                <Trans id="protection.reality.won">Net win since login</Trans>
              )}
            </span>
            <span
              className={figureValue}
              data-testid="reality-net"
              style={{ color: net < 0 ? 'var(--colors-danger)' : undefined }}
            >
              <Money amount={Math.abs(net)} currency={currency} />
            </span>
          </div>
        </div>
      </Dialog>
    </Modal>
  )
}

/** After registration: a dismissible invitation that leads to the deposit-limit screen. */
function LimitInvite() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [open, accept, dismiss] = useUnit([$limitInviteOpen, limitInviteAccepted, limitInviteDismissed])
  return (
    <ConfirmDialog
      isOpen={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : dismiss())}
      title={t({ id: 'protection.invite.title', message: 'Set a deposit limit?' })}
      message={t({
        id: 'protection.invite.text',
        message:
          'Welcome! A deposit limit per day, week or month helps you play within your budget. You can change it at any time.',
      })}
      confirmLabel={t({ id: 'protection.deposit.set', message: 'Set a deposit limit' })}
      cancelLabel={t({ id: 'protection.invite.later', message: 'Not now' })}
      onConfirm={() => {
        accept()
        void navigate({ to: '/{-$locale}/protection', search: { tab: 'limits' } })
      }}
    />
  )
}

function SessionLimitDialog() {
  const { t } = useLingui()
  const [open, logout] = useUnit([$sessionLimitNotice, protectionLogoutChosen])
  return (
    <ConfirmDialog
      isOpen={open}
      onOpenChange={() => undefined}
      hideCancel
      title={t({ id: 'protection.session_limit.title', message: 'Session-time limit reached' })}
      message={t({
        id: 'protection.session_limit.text',
        message: 'You have used the playing time your session-time limit allows. You will be logged out now.',
      })}
      confirmLabel={t({ id: 'protection.reality.logout', message: 'Log out' })}
      onConfirm={logout}
    />
  )
}

function ExclusionNotice() {
  const { t, i18n } = useLingui()
  const [exclusion, close] = useUnit([$exclusionNotice, exclusionNoticeClosed])
  if (!exclusion) return null
  const until = formatDate(exclusion.ends_at, i18n.locale, 'dateTime', 'local') ?? ''
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) close()
      }}
      hideCancel
      title={
        exclusion.kind === 'time_out'
          ? t({ id: 'protection.exclusion.started_time_out', message: 'Your time-out has started' })
          : t({ id: 'protection.exclusion.started_self', message: 'Your self-exclusion has started' })
      }
      message={t({
        id: 'protection.exclusion.started_text',
        message: `You have been logged out. You cannot log in, deposit or play until ${until}. If you need to talk to someone, the help organisations on the safer-gambling page are there for you.`,
      })}
      confirmLabel={t({ id: 'protection.exclusion.ok', message: 'I understand' })}
      onConfirm={close}
    />
  )
}
