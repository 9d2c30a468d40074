import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from './button'
import { TextField } from './text-field'

/** A one-field search over a records table: `onSearch` receives the trimmed text when submitted. */
export function SearchForm({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState('')
  return (
    <form
      role="search"
      className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' })}
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(draft.trim())
      }}
    >
      <TextField
        label={label}
        value={draft}
        onChange={setDraft}
        maxLength={64}
        className={css({ flex: '1', minW: '200px' })}
      />
      <Button type="submit">
        <Trans id="member.recommend.search">Search</Trans>
      </Button>
    </form>
  )
}
