import { config } from '@/platform/config'
import type { MobileTemplate, SiteDetail } from './api'

/**
 * The mobile template families H5_1–H5_8 as configuration of one home page (spec §3): which
 * carousel set, how games are laid out, where the marquee and sponsors sit. Site templates with
 * special handling (site02, suncity, apsport, origin_mobile) adjust the same switches.
 */
export type HomeLayout = {
  /** 1 small banners, 2 full-width mobile banners */
  carouselUseType: 1 | 2
  games: 'tabs' | 'rail'
  marquee: 'top' | 'belowCarousel'
  sponsors: boolean
  jackpot: boolean
  accent: 'gold' | 'jade' | 'ruby' | 'sky'
}

export const MOBILE_TEMPLATES: Record<MobileTemplate, HomeLayout> = {
  H5_1: {
    carouselUseType: 2,
    games: 'tabs',
    marquee: 'belowCarousel',
    sponsors: true,
    jackpot: true,
    accent: 'gold',
  },
  H5_2: { carouselUseType: 2, games: 'rail', marquee: 'top', sponsors: true, jackpot: true, accent: 'gold' },
  H5_3: { carouselUseType: 1, games: 'tabs', marquee: 'top', sponsors: false, jackpot: true, accent: 'jade' },
  H5_4: { carouselUseType: 2, games: 'tabs', marquee: 'top', sponsors: true, jackpot: false, accent: 'ruby' },
  H5_5: {
    carouselUseType: 1,
    games: 'rail',
    marquee: 'belowCarousel',
    sponsors: true,
    jackpot: true,
    accent: 'sky',
  },
  H5_6: {
    carouselUseType: 2,
    games: 'rail',
    marquee: 'belowCarousel',
    sponsors: false,
    jackpot: false,
    accent: 'gold',
  },
  H5_7: {
    carouselUseType: 1,
    games: 'tabs',
    marquee: 'belowCarousel',
    sponsors: true,
    jackpot: true,
    accent: 'jade',
  },
  H5_8: { carouselUseType: 2, games: 'tabs', marquee: 'top', sponsors: true, jackpot: true, accent: 'ruby' },
}

const SPECIAL: Record<string, Partial<HomeLayout>> = {
  site02: { sponsors: true, marquee: 'top' },
  suncity: { accent: 'gold', jackpot: true },
  apsport: { games: 'tabs', sponsors: true },
  origin_mobile: { carouselUseType: 2, games: 'tabs' },
}

export function homeLayoutFor(template: MobileTemplate, templateName?: string): HomeLayout {
  return { ...MOBILE_TEMPLATES[template], ...(templateName ? SPECIAL[templateName] : undefined) }
}

/** The site's mobile template: the one its detail names, else the build's default (also while loading). */
export function mobileTemplateOf(site: SiteDetail | null | undefined): MobileTemplate {
  return site?.mobile_template ?? config.defaultMobileTemplate
}

/** The home page's layout for the site: its mobile template, adjusted by its site template. */
export function homeLayoutOf(site: SiteDetail | null | undefined): HomeLayout {
  return homeLayoutFor(mobileTemplateOf(site), site?.template_name)
}
