import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { memo } from 'react'
import { css } from 'styled-system/css'
import { Image } from '@/ui'
import type { CarouselBanner, CarouselUseType } from '../api'
import { bannerGameChosen } from '../model'
import { ItemLink } from './item-link'

/** The banners' picture sizes of each carousel type (spec §2), their boxes' ratios. */
const SIZE: Record<CarouselUseType, { width: number; height: number }> = {
  0: { width: 1920, height: 500 },
  1: { width: 600, height: 300 },
  2: { width: 750, height: 320 },
}
export const RATIO: Record<CarouselUseType, number> = { 0: 1920 / 500, 1: 600 / 300, 2: 750 / 320 }
/** How wide each carousel type is drawn (the home page is at most 1280px wide). */
const SLOT: Record<CarouselUseType, string> = {
  0: '(max-width: 1280px) 100vw, 1280px',
  1: '(max-width: 991px) 100vw, 600px',
  2: '100vw',
}

/**
 * One banner of the carousel. A turn of the carousel changes only the slide it leaves and the one it
 * shows: the others, with their links and pictures, are not drawn again.
 */
export const Slide = memo(function Slide({
  banner,
  position,
  count,
  shown,
  useType,
}: {
  banner: CarouselBanner
  position: number
  count: number
  shown: boolean
  useType: CarouselUseType
}) {
  const { t } = useLingui()
  return (
    <div
      role="group"
      aria-roledescription={t({ id: 'content.slide', message: 'slide' })}
      aria-label={t({ id: 'content.slide_of', message: `${position + 1} of ${count}` })}
      aria-hidden={!shown}
      inert={!shown}
      className={slide}
    >
      <BannerLink banner={banner}>
        <Image
          src={banner.photo_path}
          alt={t({ id: 'content.banner_alt', message: `Promotion ${position + 1}` })}
          aspectRatio={RATIO[useType]}
          intrinsic={SIZE[useType]}
          sizes={SLOT[useType]}
          loading={position === 0 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : 'auto'}
        />
      </BannerLink>
    </div>
  )
})

function BannerLink({ banner, children }: { banner: CarouselBanner; children: React.ReactNode }) {
  const chooseGame = useUnit(bannerGameChosen)
  const { t } = useLingui()
  const game = banner.game_link_parameter
  // Slot platforms open their game list; the other types start the platform's lobby.
  if (banner.link_type === 2 && game && game.gt_id === 2) {
    return (
      <Link
        to="/{-$locale}/slotgame"
        search={{ gt_id: game.gt_id, gp_id: game.gp_id }}
        className={bannerButton}
      >
        {children}
      </Link>
    )
  }
  if (banner.link_type === 2 && game) {
    return (
      <button
        type="button"
        className={bannerButton}
        onClick={() => chooseGame(game)}
        aria-label={t({ id: 'content.banner_play', message: 'Play the featured game' })}
      >
        {children}
      </button>
    )
  }
  return (
    <ItemLink url={banner.url} newTab={banner.link_method === 1} className={bannerButton}>
      {children}
    </ItemLink>
  )
}

const slide = css({ flex: '0 0 100%', minW: 0 })
const bannerButton = css({
  display: 'block',
  width: '100%',
  cursor: 'pointer',
  p: 0,
  border: 0,
  bg: 'transparent',
})
