import { useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { useState, useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import { $currency, $deviceType, $locale, $member, $site } from '@/modules/session'
import { config } from '@/platform/config'
import { recordedApiCalls, setWebDebug, subscribeApiCalls, type ApiCallRecord } from '@/platform/debug'
import { $isDesktop } from '@/platform/device'
import { Button } from '@/ui'

const time = (at: number) => new Date(at).toISOString().slice(11, 23)

function callLine(call: ApiCallRecord): string {
  const code = call.code === null ? '' : ` · ${call.code}`
  return `${time(call.at)} ${call.method} ${call.path} → ${call.status || 'failed'}${code} ${call.ms} ms`
}

/**
 * `?web_debug=1` (spec §2): what support asks a player for, on the page itself: the build, the site,
 * language, currency, layout and account, and the last API calls with their status, §8 code and time.
 * "Copy" puts it all on the clipboard for a ticket.
 */
export function DebugPanel() {
  const { t } = useLingui()
  const [site, locale, currency, member, deviceType, isDesktop] = useUnit([
    $site,
    $locale,
    $currency,
    $member,
    $deviceType,
    $isDesktop,
  ])
  const calls = useSyncExternalStore(subscribeApiCalls, recordedApiCalls, recordedApiCalls)
  const [copied, setCopied] = useState(false)
  const facts: [string, string][] = [
    [t({ id: 'debug.build', message: 'Build' }), config.buildId],
    [
      t({ id: 'debug.site', message: 'Site' }),
      site ? `${site.site_id} · ${site.site_name}` : `${config.siteId}`,
    ],
    [t({ id: 'debug.language', message: 'Language' }), locale],
    [t({ id: 'debug.currency', message: 'Currency' }), currency],
    [
      t({ id: 'debug.layout', message: 'Layout' }),
      `${isDesktop ? 'desktop' : 'mobile'} · ${deviceType} · ${window.innerWidth}×${window.innerHeight}`,
    ],
    [
      t({ id: 'debug.member', message: 'Member' }),
      member ? member.member_account : t({ id: 'debug.guest', message: 'Guest' }),
    ],
  ]
  const copy = () => {
    const text = [...facts.map(([name, value]) => `${name}: ${value}`), '', ...calls.map(callLine)].join('\n')
    void navigator.clipboard
      ?.writeText(text)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  }

  return (
    <aside aria-labelledby="web-debug-title" className={panel}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <h2 id="web-debug-title" className={css({ fontWeight: 'bold', flex: '1' })}>
          {t({ id: 'debug.title', message: 'Debug' })}
        </h2>
        <Button size="sm" variant="secondary" onPress={copy}>
          {copied ? t({ id: 'debug.copied', message: 'Copied' }) : t({ id: 'debug.copy', message: 'Copy' })}
        </Button>
        <Button size="sm" variant="ghost" onPress={() => setWebDebug(false)}>
          {t({ id: 'debug.turn_off', message: 'Turn off' })}
        </Button>
      </div>
      <dl
        className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '0.5' })}
      >
        {facts.map(([name, value]) => (
          <div key={name} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'textMuted' })}>{name}</dt>
            <dd className={css({ overflowWrap: 'anywhere' })}>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={css({ fontWeight: 'bold' })}>{t({ id: 'debug.api_calls', message: 'API calls' })}</h3>
      {calls.length === 0 ? (
        <p className={css({ color: 'textMuted' })}>
          {t({ id: 'debug.no_calls', message: 'No calls since the panel was turned on.' })}
        </p>
      ) : (
        <ol
          aria-label={t({ id: 'debug.api_calls', message: 'API calls' })}
          className={css({ display: 'grid', gap: '0.5' })}
        >
          {calls.map((call) => (
            <li
              key={call.id}
              data-ok={call.ok}
              className={css({
                overflowWrap: 'anywhere',
                color: call.ok ? 'text' : 'danger',
              })}
            >
              {callLine(call)}
            </li>
          ))}
        </ol>
      )}
    </aside>
  )
}

// Above the page's pinned parts (float links, the consent card), below dialogs.
const panel = css({
  position: 'fixed',
  left: { base: '2', lg: 'auto' },
  right: '2',
  bottom: { base: '20', lg: '2' },
  zIndex: 'drawer',
  w: 'min(28rem, calc(100vw - 1rem))',
  maxH: '45vh',
  overflowY: 'auto',
  display: 'grid',
  gap: '2',
  p: '3',
  bg: 'surface',
  color: 'text',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: 'lg',
  fontSize: 'xs',
  // Values and calls line up in the monospace face; labels keep the text face (it has every script).
  '& dd, & li': { fontFamily: 'mono' },
})
