import { useLingui } from '@lingui/react/macro'
import { useNavigate, useParams } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { currentLocale, LOCALE_FLAGS, LOCALE_NAMES, LOCALE_PREFIX, LOCALES, isLocale } from '@/platform/i18n'

/** Language selector (spec §2), optionally with flags. Keeps the path and query while switching. */
export function LanguageSelect({ withFlags = false }: { withFlags?: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const params = useParams({ strict: false })
  const locale = currentLocale()
  return (
    <label className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
      <span className={css({ srOnly: true })}>{t({ id: 'header.language', message: 'Language' })}</span>
      <select
        value={locale}
        onChange={(event) => {
          const next = event.target.value
          if (!isLocale(next)) return
          void navigate({ to: '.', search: true, params: { ...params, locale: LOCALE_PREFIX[next] } })
        }}
        className={css({
          bg: 'surfaceRaised',
          color: 'text',
          border: '1px solid',
          borderColor: 'border',
          borderRadius: 'pill',
          px: '3',
          minH: '40px',
          fontSize: 'sm',
          cursor: 'pointer',
        })}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {withFlags ? `${LOCALE_FLAGS[l]} ` : ''}
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  )
}
