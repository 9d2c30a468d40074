import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { LOCALES } from './openapi/reference.ts'

export default defineConfig({
  sourceLocale: 'en_US',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en_US' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*'] }],
  // No source references: they churn on every edit and make parallel branches conflict in every catalog.
  format: formatter({ origins: false }),
  orderBy: 'messageId',
})
