import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export const LOCALES = [
  'zh_TW',
  'zh_CN',
  'en_US',
  'vi_VN',
  'ko_KR',
  'ja_JP',
  'th_TH',
  'hi_IN',
  'my_MM',
  'ta_IN',
  'bn_BD',
]

export default defineConfig({
  sourceLocale: 'en_US',
  locales: LOCALES,
  fallbackLocales: { default: 'en_US' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*'] }],
  // No source references: they churn on every edit and make parallel branches conflict in every catalog.
  format: formatter({ origins: false }),
  orderBy: 'messageId',
})
