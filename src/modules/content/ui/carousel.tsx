import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { css, cx } from 'styled-system/css'
import { PauseIcon, PlayIcon, QueryBoundary, Skeleton } from '@/ui'
import type { CarouselUseType } from '../api'
import { contentQueries } from '../queries'
import { RATIO, Slide } from './carousel-slide'
import { useLocale } from '@/platform/i18n'

const AUTOPLAY_MS = 5000

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
