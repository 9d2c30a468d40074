import { Trans } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { css } from 'styled-system/css'

/** Spec §2 error page: status code, a message and a way home. */
export function ErrorPage({ status, detail }: { status: 404 | 500; detail?: string }) {
  const { pathname } = useLocation()
  return (
    <main
      className={css({
        minH: '70vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: '6',
      })}
    >
      <div>
        <p className={css({ fontSize: '6xl', fontWeight: 'black', color: 'accent', lineHeight: 1 })}>
          {status}
        </p>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mt: '3' })}>
          {status === 404 ? (
            <Trans id="error.page_not_found">Page Not Found: {pathname}</Trans>
          ) : (
            <Trans id="error.internal_server_error">Internal Server Error</Trans>
          )}
        </h1>
        {status === 500 && detail ? (
          <p className={css({ color: 'textMuted', mt: '2', maxW: '40ch', mx: 'auto' })}>{detail}</p>
        ) : null}
        <Link
          to="/{-$locale}"
          className={css({
            display: 'inline-flex',
            mt: '6',
            px: '5',
            py: '3',
            borderRadius: 'pill',
            bg: 'accent',
            color: 'onAccent',
            fontWeight: 'semibold',
          })}
        >
          <Trans id="error.go_home">Go back home</Trans>
        </Link>
      </div>
    </main>
  )
}
