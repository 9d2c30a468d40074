import { css } from 'styled-system/css'
import { Brand } from './brand'
import { MobileHeaderActions, MobileMemberStrip } from './header-actions'
import { LanguageSelect } from './language-select'

/** The mobile header: brand, account and language; a member's clock and balance on a row of their own. */
export function MobileHeader() {
  return (
    <header
      className={css({
        position: 'sticky',
        top: 0,
        zIndex: 'sticky',
        bg: 'surface',
        borderBottom: '1px solid',
        borderColor: 'border',
      })}
    >
      <div className={css({ px: '3', h: '14', display: 'flex', alignItems: 'center', gap: '2' })}>
        <Brand compact />
        <div className={css({ flex: 1, minW: 0 })} />
        {/* Long labels (Burmese, Tamil) scroll inside their slot; the language switch stays reachable. */}
        <div
          className={css({
            minW: 0,
            flexShrink: 1,
            display: 'flex',
            overflowX: 'auto',
            scrollbarWidth: 'none',
          })}
        >
          <MobileHeaderActions />
        </div>
        <div className={css({ flexShrink: 0 })}>
          <LanguageSelect withFlags compact />
        </div>
      </div>
      <MobileMemberStrip />
    </header>
  )
}
