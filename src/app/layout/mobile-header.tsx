import { css } from 'styled-system/css'
import { Brand } from './brand'
import { HeaderActions } from './header-actions'
import { LanguageSelect } from './language-select'

export function MobileHeader() {
  return (
    <header
      className={css({
        position: 'sticky',
        top: 0,
        zIndex: 20,
        bg: 'surface',
        borderBottom: '1px solid',
        borderColor: 'border',
        px: '4',
        h: '14',
        display: 'flex',
        alignItems: 'center',
        gap: '3',
      })}
    >
      <Brand compact />
      <div className={css({ flex: 1 })} />
      <HeaderActions />
      <LanguageSelect />
    </header>
  )
}
