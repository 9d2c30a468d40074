import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { $memberId } from '@/modules/session'
import { IconButton, lazyPart, OnDemand, SignInCalendarIcon } from '@/ui'
import { memberQueries } from '../queries'

const SignInDialog = lazyPart(() => import('./sign-in-dialog').then((m) => m.SignInDialog))
const preloadSignIn = () => void SignInDialog.preload()

const dot = css({
  position: 'absolute',
  top: '1',
  right: '1',
  w: '2',
  h: '2',
  borderRadius: 'pill',
  bg: 'danger',
})

/**
 * The header's entry to daily sign-in (both layouts; render it where only members see it): a calendar
 * button, marked while today's sign-in waits (click_signin), plain once done (click_signin_true); it
 * opens the "sign data" modal.
 */
export function SignInButton() {
  const { t } = useLingui()
  const memberId = useUnit($memberId)
  const [open, setOpen] = useState(false)
  const query = useQuery({ ...memberQueries.signIn(memberId), meta: { silent: true } })
  if (query.data?.open === false) return null
  const waiting = query.data?.signed_today === false
  const label = waiting
    ? t({ id: 'click_signin', message: 'Sign in now' })
    : t({ id: 'sign_data.title', message: 'Daily sign-in' })
  return (
    <>
      <IconButton
        aria-label={label}
        onPress={() => setOpen(true)}
        onHoverStart={preloadSignIn}
        onFocus={preloadSignIn}
        onPressStart={preloadSignIn}
        data-testid="sign-in-open"
        data-state={query.data ? (waiting ? 'click_signin' : 'click_signin_true') : undefined}
        className={css({ position: 'relative' })}
      >
        <SignInCalendarIcon size={22} />
        {waiting ? <span className={dot} aria-hidden="true" /> : null}
      </IconButton>
      <OnDemand when={open}>
        <SignInDialog memberId={memberId} isOpen={open} onClose={() => setOpen(false)} />
      </OnDemand>
    </>
  )
}
