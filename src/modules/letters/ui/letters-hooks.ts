import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { FALLBACK_LOCALE, isLocale, type Locale } from '@/platform/i18n'
import { lettersQueryClientAttached } from '../model'

/** The active Lingui locale as a contract locale. */
export function useLettersLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : FALLBACK_LOCALE
}

/** Hands the query client to the letters model once, so realtime events can refresh the inbox. */
export function useAttachLettersClient() {
  const client = useQueryClient()
  const attach = useUnit(lettersQueryClientAttached)
  useEffect(() => {
    attach(client)
  }, [attach, client])
}
