import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { memo, useEffect, useState, useSyncExternalStore } from 'react'
import { css, cx } from 'styled-system/css'
import { Image, PauseIcon, PlayIcon, QueryBoundary, Skeleton } from '@/ui'
import type { CarouselBanner, CarouselUseType } from '../api'
import { bannerGameChosen } from '../model'
import { contentQueries } from '../queries'
import { ItemLink } from './item-link'
import { useLocale } from '@/platform/i18n'

const AUTOPLAY_MS = 5000
/** The banners' picture sizes of each carousel type (spec §2), their boxes' ratios. */
const SIZE: Record<CarouselUseType, { width: number; height: number }> = {
  0: { width: 1920, height: 500 },
  1: { width: 600, height: 300 },
  2: { width: 750, height: 320 },
}
const RATIO: Record<CarouselUseType, number> = { 0: 1920 / 500, 1: 600 / 300, 2: 750 / 320 }
/** How wide each carousel type is drawn (the home page is at most 1280px wide). */
const SLOT: Record<CarouselUseType, string> = {
  0: '(max-width: 1280px) 100vw, 1280px',
  1: '(max-width: 991px) 100vw, 600px',
  2: '100vw',
}

const REDUCED = '(prefers-reduced-motion: reduce)'
function subscribeReduced(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}
function useReducedMotion() {
  return useSyncExternalStore(
    subscribeReduced,
    () => window.matchMedia?.(REDUCED).matches === true,
    () => false,
  )
}

/**
 * The home carousel (spec §7 carousel_picture, use_type 0 desktop, 1 small, 2 mobile): an accessible
 * rotating region that pauses on hover, focus and with reduced motion, with previous/next, dots and
 * a pause button. Banners link outside (link_type 0), inside (1) or start a game (2).
 */
export function Carousel({ useType, className }: { useType: CarouselUseType; className?: string }) {
  return (
    <QueryBoundary
      fallback={<Skeleton aspectRatio={RATIO[useType]} className={cx(skeletonFrame, className)} />}
      failed={() => null}
    >
      <CarouselSlides useType={useType} className={className} />
    </QueryBoundary>
  )
}

function CarouselSlides({
  useType,
  className,
}: {
  useType: CarouselUseType
  className?: string | undefined
}) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(contentQueries.carousel(useType, useLocale()))
  const banners = data?.web_carousel_picture_list ?? []
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reduced = useReducedMotion()
  const count = banners.length
  const current = count > 0 ? index % count : 0
  const running = count > 1 && !paused && !hovered && !focused && !reduced

  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [running, count])

  if (count === 0) return null

  const go = (next: number) => setIndex((next + count) % count)

  return (
    <section
      aria-roledescription={t({ id: 'content.carousel', message: 'carousel' })}
      aria-label={t({ id: 'content.carousel_label', message: 'Featured promotions' })}
      className={cx(frame, className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <div
        className={track}
        style={{ transform: `translateX(-${current * 100}%)` }}
        aria-live={running ? 'off' : 'polite'}
      >
        {banners.map((banner, i) => (
          <Slide
            key={banner.id}
            banner={banner}
            position={i}
            count={count}
            shown={i === current}
            useType={useType}
          />
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={cx(arrow, css({ left: '2' }))}
            onClick={() => go(current - 1)}
            aria-label={t({ id: 'content.previous_slide', message: 'Previous slide' })}
          >
            ‹
          </button>
          <button
            type="button"
            className={cx(arrow, css({ right: '2' }))}
            onClick={() => go(current + 1)}
            aria-label={t({ id: 'content.next_slide', message: 'Next slide' })}
          >
            ›
          </button>
          <div className={controls}>
            <button
              type="button"
              className={pauseButton}
              onClick={() => setPaused((p) => !p)}
              aria-label={
                paused
                  ? t({ id: 'content.play_slides', message: 'Start slide rotation' })
                  : t({ id: 'content.pause_slides', message: 'Stop slide rotation' })
              }
            >
              {paused ? <PlayIcon size={12} /> : <PauseIcon size={12} />}
            </button>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={dot}
                aria-current={i === current}
                aria-label={t({ id: 'content.go_to_slide', message: `Show slide ${i + 1}` })}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  )
}

/**
 * One banner of the carousel. A turn of the carousel changes only the slide it leaves and the one it
 * shows: the others, with their links and pictures, are not drawn again.
 */
const Slide = memo(function Slide({
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

const frame = css({
  position: 'relative',
  overflow: 'hidden',
  minW: 0,
  width: '100%',
  borderRadius: { base: '0', lg: 'card' },
  bg: 'surface',
})
// No overflow clip here: a clipped grid item without content would size its row to 0, not to its ratio.
const skeletonFrame = css({ width: '100%', borderRadius: { base: '0', lg: 'card' } })
const track = css({
  display: 'flex',
  transition: 'transform 500ms ease',
  _motionReduce: { transition: 'none' },
})
const slide = css({ flex: '0 0 100%', minW: 0 })
const bannerButton = css({
  display: 'block',
  width: '100%',
  cursor: 'pointer',
  p: 0,
  border: 0,
  bg: 'transparent',
})
const arrow = css({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: { base: 'none', lg: 'grid' },
  placeItems: 'center',
  w: '10',
  h: '10',
  borderRadius: 'pill',
  bg: 'rgba(7,8,13,0.6)',
  color: 'text',
  fontSize: '2xl',
  cursor: 'pointer',
  _hover: { bg: 'rgba(7,8,13,0.85)' },
})
const controls = css({
  position: 'absolute',
  bottom: '2',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  borderRadius: 'pill',
  bg: 'rgba(7,8,13,0.55)',
})
const pauseButton = css({
  w: '6',
  h: '6',
  fontSize: '2xs',
  color: 'text',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
})
const dot = css({
  w: '6',
  h: '6',
  cursor: 'pointer',
  position: 'relative',
  _before: {
    content: '""',
    position: 'absolute',
    inset: '0',
    m: 'auto',
    w: '2',
    h: '2',
    borderRadius: 'pill',
    bg: 'ink.400',
  },
  '&[aria-current=true]::before': { bg: 'accent', w: '4' },
})
