import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useMatches } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { loginModalRequested } from '@/modules/auth'
import { memberPageOf } from '@/modules/member'
import { localeFromPrefix } from '@/platform/i18n'
import { Button, EmptyState } from '@/ui'
import { PageFrame } from '../../../layout/page-frame'

/** The page path without its locale prefix; `/user?page=X` names its page as `/user/X`. */
function loginPath(pathname: string, search: Record<string, unknown>): string {
  const [, first, ...rest] = pathname.split('/')
  const path = (localeFromPrefix(first) ? `/${rest.join('/')}` : pathname).replace(/\/+$/, '') || '/'
  const page = memberPageOf(search['page'])
  return path === '/user' && page ? `/user/${page}` : path
}

/** What a guest sees on a member page: the page's title, "Please log in first" and a login button. */
export function LoginGate() {
  const { t } = useLingui()
  const requestLogin = useUnit(loginModalRequested)
  const location = useLocation()
  const area = useMatches({
    select: (matches) => matches.findLast((m) => m.staticData.memberArea)?.staticData.memberArea,
  })
  const title =
    area === 'proxy'
      ? t({ id: 'page.proxy.title', message: 'Agent centre' })
      : area === 'fastPayment'
        ? t({ id: 'page.fast_payment.title', message: 'Fast payment' })
        : t({ id: 'page.user.title', message: 'Member centre' })
  return (
    <PageFrame title={title}>
      <EmptyState
        title={<Trans id="check_login_msg">Please log in first</Trans>}
        {...(area === 'user'
          ? { text: <Trans id="member.login_needed">Log in to see your account, wallet and records.</Trans> }
          : {})}
        action={
          <Button
            onPress={() => requestLogin({ target: { path: loginPath(location.pathname, location.search) } })}
          >
            <Trans id="member.login">Log in</Trans>
          </Button>
        }
      />
    </PageFrame>
  )
}
