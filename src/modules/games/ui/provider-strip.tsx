import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Image, Skeleton } from '@/ui'
import type { GamePlatform } from '../api'

/**
 * A hall's providers in one row that scrolls sideways. One row keeps the games in the first view on a
 * phone, and the row is as tall loading as loaded, so the games below never jump when the providers
 * arrive.
 */
export function ProviderStrip({
  platforms,
  loading,
  selected,
  onSelect,
}: {
  platforms: readonly GamePlatform[]
  loading: boolean
  selected: number | null
  /** A customised platform (its own lobby) is opened; any other narrows the games to it. */
  onSelect: (platform: GamePlatform) => void
}) {
  const { t } = useLingui()
  if (loading) {
    return (
      <div
        className={strip}
        aria-busy="true"
        aria-label={t({ id: 'games.providers_loading', message: 'Loading providers' })}
      >
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className={card}>
            <Skeleton width={40} height={40} />
            <Skeleton shape="text" width="60%" />
          </span>
        ))}
      </div>
    )
  }
  if (platforms.length === 0) return null
  return (
    <div className={strip} role="group" aria-label={t({ id: 'games.providers', message: 'Providers' })}>
      {platforms.map((platform) => (
        <button
          key={platform.gp_id}
          type="button"
          className={card}
          title={platform.gp_name}
          aria-pressed={platform.customized === 1 ? undefined : selected === platform.gp_id}
          onClick={() => onSelect(platform)}
        >
          <Image
            src={platform.icon_light}
            alt=""
            width={40}
            height={40}
            sizes="40px"
            loading="eager"
            className={css({ borderRadius: 'md', flexShrink: 0 })}
          />
          <span className={css({ display: 'flex', flexDirection: 'column', minWidth: 0 })}>
            <span className={oneLine}>{platform.gp_name}</span>
            {platform.is_maintain ? (
              <span className={css({ fontSize: 'xs', color: 'danger' })}>
                <Trans id="games.under_maintenance">Under maintenance</Trans>
              </span>
            ) : platform.customized === 1 ? (
              <span className={css({ fontSize: 'xs', color: 'textMuted' })}>
                <Trans id="games.open_lobby">Open the lobby</Trans>
              </span>
            ) : null}
          </span>
        </button>
      ))}
    </div>
  )
}

const strip = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { base: '172px', lg: '216px' },
  gap: '3',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin',
  // Room for the focus ring, which the scroller would otherwise clip.
  p: '1',
  mx: '-1',
  mb: '5',
})

const card = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  height: '66px',
  scrollSnapAlign: 'start',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'surfaceRaised',
  color: 'text',
  textAlign: 'left',
  cursor: 'pointer',
  '&[aria-pressed=true]': { borderColor: 'accent' },
  _focusVisible: { outline: '3px solid token(colors.sky.400)', outlineOffset: '1px' },
})

const oneLine = css({
  fontWeight: 'semibold',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
