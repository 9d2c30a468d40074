import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { css, cx } from 'styled-system/css'
import { isApiError } from '@/platform/api'
import { Button, Dialog, ErrorState, Modal, QueryBoundary, Skeleton, toast } from '@/ui'
import { memberApi } from '../api'
import { memberQueries } from '../queries'
import { signInMonth, type SignInDayState } from './sign-in-calendar'

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: '1', my: '4' })
const cell = css({
  aspectRatio: '1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  fontSize: 'sm',
  border: '1px solid',
  borderColor: 'border',
})
const STATE_STYLE: Record<SignInDayState, string> = {
  signed: css({ bg: 'accent', color: 'onAccent', borderColor: 'accent', fontWeight: 'bold' }),
  missed: css({ color: 'textMuted', textDecoration: 'line-through' }),
  today: css({ borderColor: 'accent', borderWidth: '2px', fontWeight: 'bold' }),
  upcoming: css({ color: 'textMuted' }),
}

/** The "sign data" modal: this month's sign-ins, the streak and today's sign-in button. */
export function SignInDialog({
  memberId,
  isOpen,
  onClose,
}: {
  memberId: number | null
  isOpen: boolean
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog title={t({ id: 'sign_data.title', message: 'Daily sign-in' })}>
        {isOpen ? <SignInBody memberId={memberId} /> : null}
      </Dialog>
    </Modal>
  )
}

function SignInBody({ memberId }: { memberId: number | null }) {
  return (
    <QueryBoundary
      fallback={<Skeleton shape="rect" height={240} />}
      failed={({ retry }) => <ErrorState onRetry={retry} />}
    >
      <SignInMonthView memberId={memberId} />
    </QueryBoundary>
  )
}

function SignInMonthView({ memberId }: { memberId: number | null }) {
  const { t } = useLingui()
  const client = useQueryClient()
  const { data: detail } = useSuspenseQuery(memberQueries.signIn(memberId))
  const stateLabel: Record<SignInDayState, string> = {
    signed: t({ id: 'sign_data.day_signed', message: 'Signed in' }),
    missed: t({ id: 'is_signin_pass', message: 'Missed' }),
    today: t({ id: 'sign_data.day_today', message: 'Today' }),
    upcoming: t({ id: 'sign_data.day_upcoming', message: 'Not yet' }),
  }
  const signIn = useMutation({
    mutationFn: memberApi.signIn,
    meta: { silent: true },
    onSuccess: (detail) => {
      client.setQueryData(memberQueries.signIn(memberId).queryKey, detail)
      toast.success(t({ id: 'is_signin_success', message: 'Signed in. See you tomorrow!' }))
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 102) {
        toast.info(t({ id: 'is_signin_true', message: 'You have already signed in today' }))
      } else if (isApiError(error) && error.code === 101) {
        toast.error(t({ id: 'is_signin_noopen', message: 'Daily sign-in is not open' }))
      } else {
        toast.error(
          error.message || t({ id: 'unknown_error', message: 'Something went wrong. Please try again.' }),
        )
      }
      void client.invalidateQueries({ queryKey: memberQueries.signIn(memberId).queryKey })
    },
  })
  if (!detail.open) {
    return (
      <p data-testid="sign-in-closed" data-state="is_signin_noopen">
        <Trans id="is_signin_noopen">Daily sign-in is not open</Trans>
      </p>
    )
  }
  const { lead, days } = signInMonth(detail)
  const streak = detail.streak
  return (
    <div data-testid="sign-data" data-state={detail.signed_today ? 'is_signin_true' : 'click_signin'}>
      <p className={css({ color: 'textMuted' })}>
        <Trans id="sign_data.streak">{streak} days in a row</Trans>
      </p>
      <ol className={grid} aria-label={t({ id: 'sign_data.month', message: 'This month' })}>
        {Array.from({ length: lead }, (_, index) => (
          <li key={`lead-${index}`} aria-hidden="true" />
        ))}
        {days.map((day) => (
          <li
            key={day.date}
            className={cx(cell, STATE_STYLE[day.state])}
            data-testid={`sign-day-${day.date}`}
            data-state={day.state}
            aria-label={`${day.day}: ${stateLabel[day.state]}`}
          >
            {day.day}
          </li>
        ))}
      </ol>
      <Button
        variant="primary"
        className={css({ width: '100%' })}
        isDisabled={detail.signed_today}
        isPending={signIn.isPending}
        onPress={() => signIn.mutate()}
        data-testid="sign-in-submit"
      >
        {detail.signed_today ? (
          <Trans id="click_signin_true">Signed in today</Trans>
        ) : (
          <Trans id="click_signin">Sign in now</Trans>
        )}
      </Button>
    </div>
  )
}
