import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { QueryBoundary, Skeleton } from '@/ui'
import { config } from '@/platform/config'
import { protectionQueries } from '../queries'
import type { ProtectionTab } from '../tabs'

const wrap = css({
  maxW: '1000px',
  mx: 'auto',
  px: { base: '4', lg: '6' },
  py: { base: '5', lg: '8' },
  display: 'grid',
  gap: '6',
})
const card = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  p: { base: '4', lg: '5' },
  display: 'grid',
  gap: '2',
})
const toolLink = css({
  display: 'grid',
  gap: '1',
  p: '4',
  borderRadius: 'card',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  color: 'text',
  textDecoration: 'none',
  _hover: { borderColor: 'accent' },
  _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '2px' },
})

/** The safer-gambling page: the 18+ notice, the tools, signs to watch for and where to find help. */
export function SaferGamblingPage() {
  const { t } = useLingui()
  // The age notice does not wait for the site's rules: it says 18 until they arrive.
  const site = useQuery({ ...protectionQueries.site(config.siteId), meta: { silent: true } })
  const minAge = site.data?.min_age ?? 18
  const tools: { tab: ProtectionTab; title: string; text: string }[] = [
    {
      tab: 'limits',
      title: t({ id: 'safer.tool.limits', message: 'Deposit, loss and time limits' }),
      text: t({
        id: 'safer.tool.limits_text',
        message: 'Decide in advance how much you deposit, lose or play per day, week or month.',
      }),
    },
    {
      tab: 'reality',
      title: t({ id: 'safer.tool.reality', message: 'Reality check' }),
      text: t({
        id: 'safer.tool.reality_text',
        message: 'A regular reminder of how long you have played and what you have won or lost.',
      }),
    },
    {
      tab: 'break',
      title: t({ id: 'safer.tool.break', message: 'Time-out and self-exclusion' }),
      text: t({
        id: 'safer.tool.break_text',
        message:
          'Step away for 24 hours up to 6 weeks, or close your account to gambling for 6 months to 5 years.',
      }),
    },
    {
      tab: 'history',
      title: t({ id: 'safer.tool.history', message: 'Account history' }),
      text: t({
        id: 'safer.tool.history_text',
        message:
          'Your deposits, withdrawals, bets and wins month by month, and your net deposits since you joined.',
      }),
    },
  ]
  return (
    <div className={wrap}>
      <header className={css({ display: 'grid', gap: '3' })}>
        <h1 className={css({ fontSize: { base: '2xl', lg: '3xl' }, fontWeight: 'bold' })}>
          <Trans id="safer.title">Safer gambling</Trans>
        </h1>
        <p className={css({ color: 'textMuted', maxW: '70ch' })}>
          <Trans id="safer.lead">
            Gambling should be entertainment, never a way to make money or escape problems. These tools help
            you stay in control.
          </Trans>
        </p>
        <p
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            p: '4',
            borderRadius: 'card',
            bg: 'surfaceRaised',
            borderWidth: '1px',
            borderColor: 'accent',
          })}
          data-testid="age-notice"
        >
          <span
            aria-hidden="true"
            className={css({
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              w: '12',
              h: '12',
              borderRadius: 'full',
              borderWidth: '2px',
              borderColor: 'danger',
              fontWeight: 'bold',
            })}
          >
            {minAge}+
          </span>
          <span>
            <Trans id="safer.age">
              You must be {minAge} or older to play. We check the age of every account and close accounts of
              minors.
            </Trans>
          </span>
        </p>
      </header>

      <section aria-labelledby="safer-tools" className={css({ display: 'grid', gap: '3' })}>
        <h2 id="safer-tools" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          <Trans id="safer.tools">Your tools</Trans>
        </h2>
        <ul
          className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
        >
          {tools.map((tool) => (
            <li key={tool.tab}>
              <Link to="/{-$locale}/protection" search={{ tab: tool.tab }} className={toolLink}>
                <span className={css({ fontWeight: 'semibold', color: 'accent' })}>{tool.title}</span>
                <span className={css({ color: 'textMuted', fontSize: 'sm' })}>{tool.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="safer-signs" className={card}>
        <h2 id="safer-signs" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          <Trans id="safer.signs">Signs to watch for</Trans>
        </h2>
        <ul className={css({ listStyle: 'disc', pl: '5', display: 'grid', gap: '1', color: 'textMuted' })}>
          <li>{t({ id: 'safer.sign.chasing', message: 'Playing to win back what you lost' })}</li>
          <li>{t({ id: 'safer.sign.more', message: 'Spending more money or time than you meant to' })}</li>
          <li>{t({ id: 'safer.sign.borrow', message: 'Borrowing money or selling things to gamble' })}</li>
          <li>{t({ id: 'safer.sign.hide', message: 'Hiding your gambling from people close to you' })}</li>
          <li>
            {t({
              id: 'safer.sign.mood',
              message: 'Feeling anxious, low or irritable when you are not playing',
            })}
          </li>
        </ul>
      </section>

      <section aria-labelledby="safer-help" className={card}>
        <h2 id="safer-help" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          <Trans id="safer.help">Talk to someone</Trans>
        </h2>
        <p className={css({ color: 'textMuted' })}>
          <Trans id="safer.help_text">Free, confidential help from independent organisations:</Trans>
        </p>
        <QueryBoundary fallback={<Skeleton height={48} />}>
          <HelpOrganisations />
        </QueryBoundary>
      </section>
    </div>
  )
}

/** Independent organisations that help, from the site's rules, each opening in a new tab. */
function HelpOrganisations() {
  const { t } = useLingui()
  const { data: site } = useSuspenseQuery({
    ...protectionQueries.site(config.siteId),
    meta: { silent: true },
  })
  return (
    <ul className={css({ display: 'grid', gap: '2' })} data-testid="help-organisations">
      {site.help.map((help) => (
        <li key={help.url}>
          <a
            href={help.url}
            target="_blank"
            rel="noopener noreferrer"
            className={css({ color: 'accent', textDecoration: 'underline', fontWeight: 'semibold' })}
          >
            {help.name}
            <span className={css({ srOnly: true })}>
              {t({ id: 'safer.new_tab', message: '(opens in a new tab)' })}
            </span>
          </a>
          {help.phone ? <span className={css({ color: 'textMuted', ml: '2' })}>{help.phone}</span> : null}
        </li>
      ))}
    </ul>
  )
}
