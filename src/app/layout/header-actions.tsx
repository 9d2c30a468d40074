import { Trans } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { $currency, $member, AccountActions } from '@/modules/auth'
import { LettersButton } from '@/modules/letters'
import { BalanceWidget, depositRequested } from '@/modules/wallet'
import { $isDesktop } from '@/platform/device'
import { openNamedWindow } from '@/platform/windows'
import { Button } from '@/ui'

/** The header's member area: log in / register for guests, the account menu for members. Widgets go inside. */
export function HeaderActions() {
  return (
    <AccountActions>
      <LettersButton />
      <HeaderWallet />
    </AccountActions>
  )
}

/** Balance with the eye toggle, and the deposit shortcut on desktop (spec §1, §2 link targets). */
function HeaderWallet() {
  const [member, currency, isDesktop, deposit] = useUnit([$member, $currency, $isDesktop, depositRequested])
  const openWallet = () => {
    if (isDesktop) openNamedWindow('/user/MyWallet', 'user')
    else window.location.assign('/user/MyWallet')
  }
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
