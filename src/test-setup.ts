import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Source-language texts (en_US) are the messages themselves; tests read them as a player would.
i18n.loadAndActivate({ locale: 'en_US', messages: {} })

afterEach(() => {
  cleanup()
})
