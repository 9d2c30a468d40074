import { Trans } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { AccountActions } from '@/modules/auth'
import { $currency, $member } from '@/modules/session'
import { LettersButton } from '@/modules/letters'
import { SignInButton } from '@/modules/member'
import { SessionWidget } from '@/modules/protection'
import { protectedPageRequested } from '@/modules/games'
import { BalanceWidget, depositRequested } from '@/modules/wallet'
import { useIsDesktop } from '@/platform/device'
import { Button } from '@/ui'

/** The header's member area: log in / register for guests, the account menu for members. Widgets go inside. */
export function HeaderActions() {
  return (
    <AccountActions>
      <SessionWidget />
      <SignInButton />
      <LettersButton />
      <HeaderWallet />
    </AccountActions>
  )
}

/** Mobile, first row: log in / register for guests; letters and the account menu for members. */
export function MobileHeaderActions() {
  return (
    <AccountActions>
      <SignInButton />
      <LettersButton />
    </AccountActions>
  )
}

/** Mobile, second row for members: the session clock and the balance, with room to show in full. */
export function MobileMemberStrip() {
  const member = useUnit($member)
  if (!member) return null
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '2',
        px: '3',
        h: '12',
        borderTop: '1px solid',
        borderColor: 'border',
      })}
    >
      <SessionWidget />
      <HeaderWallet />
    </div>
  )
}

/** Balance with the eye toggle, and the deposit shortcut on desktop (spec §1, §2 link targets). */
function HeaderWallet() {
  const isDesktop = useIsDesktop()
  const [member, currency, deposit, openPage] = useUnit([
    $member,
    $currency,
    depositRequested,
    protectedPageRequested,
  ])
  // Through the game session: the force-stop warning first when a game runs (spec §2).
  const openWallet = () => openPage({ window: 'user', path: '/user/MyWallet' })
  return (
    <>
      <BalanceWidget currency={member?.member_currency ?? currency} onOpenWallet={openWallet} />
      {isDesktop ? (
        <Button size="sm" onPress={deposit} data-testid="header-deposit">
          <Trans id="wallet.deposit">Deposit</Trans>
        </Button>
      ) : null}
    </>
  )
}
