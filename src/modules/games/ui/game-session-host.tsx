import { Trans, useLingui } from '@lingui/react/macro'
import { useBlocker, useNavigate, type AnyRouter } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { Button, ConfirmDialog, Dialog, LinkButton, Modal } from '@/ui'
import { listenWindowMessages } from '@/platform/windows'
import { providerFrameSandbox } from '@/platform/router'
import {
  $gameDialog,
  $gameSession,
  forceStopConfirmed,
  gameDialogClosed,
  gameLeaveRequested,
  gameReturnedToLobby,
} from '../model'
import { demoPickerOpened } from '../demo-picker-model'
import { protectedPageOf, type GameDialog } from '../session-rules'
import { DemoPicker } from './demo-picker'
import { formatDate } from '@/platform/i18n'

function useNoticeText(dialog: Extract<GameDialog, { kind: 'notice' }>): string {
  const { t } = useLingui()
  switch (dialog.id) {
    case 'pg.alert_starting':
      return t({ id: 'pg.alert_starting', message: 'A game is starting, please wait.' })
    case 'pg.alert_quitting':
      return t({ id: 'pg.alert_quitting', message: 'The game is closing, please wait a moment.' })
    case 'pg.alert_duplicate':
      return t({ id: 'pg.alert_duplicate', message: 'This game is already open.' })
    case 'pg.err_is_playing':
      return t({
        id: 'pg.err_is_playing',
        message: 'Another game is open. Close it before starting a new one.',
      })
    case 'r88close_msg':
      return t({ id: 'r88close_msg', message: 'Games are closed on this site.' })
    case 'pg.demo_only':
      return t({ id: 'pg.demo_only', message: 'Only demo games can be played in demo mode.' })
    case 'login_required':
      return t({ id: 'please_login', message: 'Please log in first.' })
    case 'pg.start_failed':
      return dialog.message
        ? t({ id: 'pg.start_failed_reason', message: `The game could not start: ${dialog.message}` })
        : t({ id: 'pg.start_failed', message: 'The game could not start. Please try again.' })
  }
}

function Notice({
  dialog,
  onClose,
}: {
  dialog: Extract<GameDialog, { kind: 'notice' }>
  onClose: () => void
}) {
  const text = useNoticeText(dialog)
  const { t } = useLingui()
  const openDemo = useUnit(demoPickerOpened)
  return (
    <Dialog
      role="alertdialog"
      title={t({ id: 'games.notice', message: 'Notice' })}
      footer={
        <>
          {dialog.id === 'pg.demo_only' ? (
            <Button variant="secondary" onPress={() => openDemo({})}>
              <Trans id="games.demo.open">Try demo games</Trans>
            </Button>
          ) : null}
          <Button onPress={onClose}>
            <Trans id="common.ok">OK</Trans>
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  )
}

/**
 * In-app links to the member centre, the agent area or fast payment (footer, menus) while a game
 * runs: the force-stop warning first (spec §2); confirming leaves the game, then follows the link.
 */
function ProtectedNavigationGuard() {
  const { t } = useLingui()
  const [session, leave] = useUnit([$gameSession, gameLeaveRequested])
  // AnyRouter: only the path matters here, and the registered route tree imports this module.
  const blocker = useBlocker<AnyRouter, true>({
    shouldBlockFn: ({ next }) => protectedPageOf(next.pathname) !== null,
    disabled: session.status !== 'playing',
    enableBeforeUnload: false,
    withResolver: true,
  })
  return (
    <ConfirmDialog
      isOpen={blocker.status === 'blocked'}
      onOpenChange={() => undefined}
      title={t({ id: 'games.notice', message: 'Notice' })}
      message={t({
        id: 'pg.force_stop_warning',
        message: 'A game is running. Leaving will stop it. Continue?',
      })}
      confirmLabel={t({ id: 'games.leave_game', message: 'Leave the game' })}
      tone="danger"
      onConfirm={() => {
        leave()
        blocker.proceed?.()
      }}
      onCancel={() => blocker.reset?.()}
    />
  )
}

function Maintenance({
  dialog,
  customerServiceUrl,
  onClose,
}: {
  dialog: Extract<GameDialog, { kind: 'maintenance' }>
  customerServiceUrl: string | null
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const start = formatDate(dialog.interval.start_at, i18n.locale, 'dateTime')
  const end = formatDate(dialog.interval.end_at, i18n.locale, 'dateTime')
  return (
    <Dialog
      role="alertdialog"
      title={t({ id: 'game_maintenance_title', message: 'Game under maintenance' })}
      footer={
        <>
          {customerServiceUrl ? (
            <LinkButton
              variant="secondary"
              href={customerServiceUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Trans id="customer_service">Customer service</Trans>
            </LinkButton>
          ) : null}
          <Button onPress={onClose}>
            <Trans id="common.ok">OK</Trans>
          </Button>
        </>
      }
    >
      <p className={css({ mb: '2' })}>
        <Trans id="dear_customer">Dear customer,</Trans>
      </p>
      <p data-testid="maintenance-text">
        {start && end ? (
          <Trans id="game_maintenance_window">
            The platform is under maintenance from {start} to {end}. Please come back later.
          </Trans>
        ) : (
          <Trans id="game_maintenance_text">The platform is under maintenance. Please come back later.</Trans>
        )}
      </p>
    </Dialog>
  )
}

/** Dialogs of the game session, the modal game view and the lobby-return listener; mount once in the shell. */
/** The game session's dialogs; `customerServiceUrl` is the site's service link (maintenance dialog). */
export function GameSessionHost({ customerServiceUrl = null }: { customerServiceUrl?: string | null }) {
  const { t } = useLingui()
  const [dialog, session, close, leave, confirmStop, returned] = useUnit([
    $gameDialog,
    $gameSession,
    gameDialogClosed,
    gameLeaveRequested,
    forceStopConfirmed,
    gameReturnedToLobby,
  ])

  const navigate = useNavigate()
  const inPage = session.status === 'playing' && session.mode === 'page'
  useEffect(() => {
    if (inPage) void navigate({ to: '/{-$locale}/play', params: (prev) => prev })
  }, [inPage, navigate])

  // The game went back to the lobby address (/close posts quickGame to its opener).
  useEffect(() => listenWindowMessages((message) => message.type === 'quickGame' && returned()), [returned])

  const modalGame = session.mode === 'modal' && session.status === 'playing' && session.url
  return (
    <>
      <Modal isOpen={dialog !== null} onOpenChange={(open) => !open && close()} size="sm">
        {dialog?.kind === 'notice' ? <Notice dialog={dialog} onClose={close} /> : null}
        {dialog?.kind === 'maintenance' ? (
          <Maintenance dialog={dialog} customerServiceUrl={customerServiceUrl} onClose={close} />
        ) : null}
        {dialog?.kind === 'transfer_disabled' ? (
          <Dialog
            role="alertdialog"
            title={t({ id: 'games.notice', message: 'Notice' })}
            footer={
              <Button onPress={close}>
                <Trans id="common.ok">OK</Trans>
              </Button>
            }
          >
            <p>
              {dialog.message ??
                t({ id: 'transfer_disabled_msg', message: 'Transfers to this game are disabled right now.' })}
            </p>
          </Dialog>
        ) : null}
        {dialog?.kind === 'force_stop' ? (
          <Dialog
            role="alertdialog"
            title={t({ id: 'games.notice', message: 'Notice' })}
            footer={
              <>
                <Button variant="secondary" onPress={close}>
                  <Trans id="common.cancel">Cancel</Trans>
                </Button>
                <Button variant="danger" onPress={confirmStop}>
                  <Trans id="games.leave_game">Leave the game</Trans>
                </Button>
              </>
            }
          >
            <p>
              {t({
                id: 'pg.force_stop_warning',
                message: 'A game is running. Leaving will stop it. Continue?',
              })}
            </p>
          </Dialog>
        ) : null}
      </Modal>
      <Modal
        isOpen={Boolean(modalGame)}
        onOpenChange={(open) => !open && leave()}
        size="fullscreen"
        isDismissable={false}
      >
        <Dialog
          title={session.game?.name ?? t({ id: 'page.play.title', message: 'Game' })}
          padded={false}
          closeLabel={t({ id: 'games.leave_game', message: 'Leave the game' })}
        >
          {modalGame ? (
            <iframe
              src={session.url ?? ''}
              // A provider's game needs its scripts, its own origin's storage and pop-ups (help, history); nothing else.
              sandbox={providerFrameSandbox(session.url ?? '')}
              allow="fullscreen; autoplay"
              title={session.game?.name ?? t({ id: 'page.play.title', message: 'Game' })}
              className={css({ width: '100%', height: '100%', minHeight: '70vh', border: 0 })}
            />
          ) : null}
        </Dialog>
      </Modal>
      <DemoPicker />
      <ProtectedNavigationGuard />
    </>
  )
}
