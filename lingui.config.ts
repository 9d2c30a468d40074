import { defineConfig } from '@lingui/cli'

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
  format: 'po',
  orderBy: 'messageId',
})
