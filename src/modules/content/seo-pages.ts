import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { components } from '@/platform/api'

/* The head texts of every page of spec §2, and their mobile-domain variants. */

/** The public and private pages of spec §2 that carry their own head (the contract's list). */
export type SeoPage = components['schemas']['SeoPage']
/** A page's texts as the sandbox serves them (`listSeoTexts`), per locale and host. */
export type ServedSeoText = components['schemas']['SeoText']

export type SeoEntry = {
  title: MessageDescriptor
  description: MessageDescriptor
  keywords: MessageDescriptor
  /** Spec §2: canonical links only for routes flagged canonical. */
  canonical?: boolean
  /** Private or helper pages stay out of search indexes. */
  noindex?: boolean
}

const GAME_KEYWORDS = msg({
  id: 'seo.keywords.games',
  message: 'online casino, slots, live casino, sports betting, lottery, card games, cockfight, esports',
})

const PRIVATE: Pick<SeoEntry, 'noindex' | 'keywords'> = { noindex: true, keywords: GAME_KEYWORDS }

export const SEO: Record<SeoPage, SeoEntry> = {
  home: {
    title: msg({
      id: 'seo.home.title',
      message: 'Lotus — online casino, slots, live casino and sports betting',
    }),
    description: msg({
      id: 'seo.home.description',
      message:
        'Play thousands of slots, live casino tables, sports, lottery, card games, cockfight and esports with fast deposits and daily promotions.',
    }),
    keywords: GAME_KEYWORDS,
    canonical: true,
  },
  discount: {
    title: msg({ id: 'seo.discount.title', message: 'Promotions and bonuses' }),
    description: msg({
      id: 'seo.discount.description',
      message: 'First-deposit bonuses, daily rebates, red envelopes and VIP rewards for every player.',
    }),
    keywords: msg({
      id: 'seo.discount.keywords',
      message: 'casino bonus, deposit bonus, rebate, promotions',
    }),
    canonical: true,
  },
  discountDetail: {
    title: msg({ id: 'seo.discount_detail.title', message: 'Promotion details' }),
    description: msg({
      id: 'seo.discount_detail.description',
      message: 'Terms, eligibility and how to claim this promotion.',
    }),
    keywords: msg({
      id: 'seo.discount.keywords',
      message: 'casino bonus, deposit bonus, rebate, promotions',
    }),
    canonical: true,
  },
  faq: {
    title: msg({ id: 'seo.faq.title', message: 'Help centre and FAQ' }),
    description: msg({
      id: 'seo.faq.description',
      message: 'Answers about accounts, deposits, withdrawals, promotions and responsible play.',
    }),
    keywords: msg({ id: 'seo.faq.keywords', message: 'help, FAQ, deposit help, withdrawal help, account' }),
    canonical: true,
  },
  faqDetail: {
    title: msg({ id: 'seo.faq_detail.title', message: 'Help centre' }),
    description: msg({
      id: 'seo.faq_detail.description',
      message: 'A step-by-step answer from our help centre.',
    }),
    keywords: msg({ id: 'seo.faq.keywords', message: 'help, FAQ, deposit help, withdrawal help, account' }),
    canonical: true,
  },
  gameHall: {
    title: msg({ id: 'seo.game_hall.title', message: 'Game hall' }),
    description: msg({
      id: 'seo.game_hall.description',
      message: 'Every game provider of the site in one hall.',
    }),
    keywords: GAME_KEYWORDS,
    canonical: true,
  },
  liveCasino: {
    title: msg({ id: 'seo.live.title', message: 'Live casino — baccarat, roulette and blackjack' }),
    description: msg({
      id: 'seo.live.description',
      message:
        'Real dealers streamed live: baccarat, roulette, sic bo, dragon tiger and blackjack around the clock.',
    }),
    keywords: msg({ id: 'seo.live.keywords', message: 'live casino, baccarat, roulette, blackjack, sic bo' }),
    canonical: true,
  },
  sports: {
    title: msg({ id: 'seo.sport.title', message: 'Sports betting' }),
    description: msg({
      id: 'seo.sport.description',
      message: 'Football, basketball, tennis and more with live odds.',
    }),
    keywords: msg({ id: 'seo.sport.keywords', message: 'sports betting, football betting, live odds' }),
    canonical: true,
  },
  lottery: {
    title: msg({ id: 'seo.lottery.title', message: 'Lottery' }),
    description: msg({
      id: 'seo.lottery.description',
      message: 'Fast draws and regional lotteries every few minutes.',
    }),
    keywords: msg({ id: 'seo.lottery.keywords', message: 'lottery, lotto, keno, fast draw' }),
    canonical: true,
  },
  cardGames: {
    title: msg({ id: 'seo.chess.title', message: 'Card games' }),
    description: msg({
      id: 'seo.chess.description',
      message: 'Poker, tien len, mau binh and other card games.',
    }),
    keywords: msg({ id: 'seo.chess.keywords', message: 'card games, poker, tien len, mau binh' }),
    canonical: true,
  },
  cockfight: {
    title: msg({ id: 'seo.cockfight.title', message: 'Cockfight' }),
    description: msg({ id: 'seo.cockfight.description', message: 'Live cockfights streamed all day.' }),
    keywords: msg({ id: 'seo.cockfight.keywords', message: 'cockfight, live cockfight' }),
    canonical: true,
  },
  esports: {
    title: msg({ id: 'seo.esport.title', message: 'Esports betting' }),
    description: msg({
      id: 'seo.esport.description',
      message: 'Bet on League of Legends, Dota 2, CS and more.',
    }),
    keywords: msg({ id: 'seo.esport.keywords', message: 'esports betting, LoL, Dota 2, CS' }),
    canonical: true,
  },
  main: {
    title: msg({ id: 'seo.main.title', message: 'Information' }),
    description: msg({
      id: 'seo.main.description',
      message: 'About us, terms, privacy and responsible gaming.',
    }),
    keywords: msg({ id: 'seo.main.keywords', message: 'about us, terms, privacy, responsible gaming' }),
    canonical: true,
  },
  slotgame: {
    title: msg({ id: 'seo.slot.title', message: 'Slot games' }),
    description: msg({
      id: 'seo.slot.description',
      message: 'Thousands of slots from the best providers, with jackpots.',
    }),
    keywords: msg({ id: 'seo.slot.keywords', message: 'slots, slot games, jackpot, free spins' }),
  },
  gameRoom: {
    ...PRIVATE,
    title: msg({ id: 'seo.game_room.title', message: 'Game room' }),
    description: msg({
      id: 'seo.slot.description',
      message: 'Thousands of slots from the best providers, with jackpots.',
    }),
  },
  sponsor: {
    title: msg({ id: 'seo.sponsor.title', message: 'Sponsors and partners' }),
    description: msg({
      id: 'seo.sponsor.description',
      message: 'The clubs, teams and events we proudly sponsor.',
    }),
    keywords: msg({ id: 'seo.sponsor.keywords', message: 'sponsorship, partners, football club' }),
    canonical: true,
  },
  app: {
    title: msg({ id: 'seo.app.title', message: 'Download the app for iOS and Android' }),
    description: msg({
      id: 'seo.app.description',
      message:
        'Install the app or add the site to your home screen: faster start, Face ID login and notifications.',
    }),
    keywords: msg({ id: 'seo.app.keywords', message: 'casino app, download, iOS, Android, APK' }),
    canonical: true,
  },
  proxy: {
    ...PRIVATE,
    title: msg({ id: 'seo.proxy.title', message: 'Agent centre' }),
    description: msg({
      id: 'seo.proxy.description',
      message: 'Become an agent and earn commission on your players.',
    }),
  },
  user: {
    ...PRIVATE,
    title: msg({ id: 'seo.user.title', message: 'Member centre' }),
    description: msg({ id: 'seo.user.description', message: 'Your account, wallet, letters and records.' }),
  },
  deposit: {
    ...PRIVATE,
    title: msg({ id: 'seo.deposit.title', message: 'Deposit' }),
    description: msg({ id: 'seo.deposit.description', message: 'Top up your wallet in a few steps.' }),
  },
  fastPayment: {
    ...PRIVATE,
    title: msg({ id: 'seo.fast_payment.title', message: 'Fast payment' }),
    description: msg({ id: 'seo.deposit.description', message: 'Top up your wallet in a few steps.' }),
  },
  play: {
    ...PRIVATE,
    title: msg({ id: 'seo.play.title', message: 'Game' }),
    description: msg({
      id: 'seo.home.description',
      message:
        'Play thousands of slots, live casino tables, sports, lottery, card games, cockfight and esports with fast deposits and daily promotions.',
    }),
  },
  utility: {
    ...PRIVATE,
    title: msg({ id: 'seo.utility.title', message: 'Lotus' }),
    description: msg({
      id: 'seo.home.description',
      message:
        'Play thousands of slots, live casino tables, sports, lottery, card games, cockfight and esports with fast deposits and daily promotions.',
    }),
  },
}

/** Game hall ids of spec §3 to their SEO page. */
export function gameHallSeoPage(gtId: number): SeoPage {
  const byType: Record<number, SeoPage> = {
    3: 'liveCasino',
    4: 'sports',
    5: 'lottery',
    6: 'cardGames',
    8: 'cockfight',
    9: 'esports',
  }
  return byType[gtId] ?? 'gameHall'
}

/**
 * Entries keyed by host plus path for mobile-domain variants (spec §2: home, app, live casino).
 * A mobile domain is a host starting with `m.`, `wap.` or `h5.`.
 */
export const MOBILE_HOST_VARIANTS: Record<string, Partial<SeoEntry>> = {
  '/': {
    title: msg({
      id: 'seo.home.title_mobile',
      message: 'Lotus mobile — play slots and live casino on your phone',
    }),
    description: msg({
      id: 'seo.home.description_mobile',
      message: 'The mobile lobby: one-tap games, fast deposits and promotions made for your phone.',
    }),
  },
  '/app': {
    title: msg({ id: 'seo.app.title_mobile', message: 'Get the Lotus app on your phone' }),
    description: msg({
      id: 'seo.app.description_mobile',
      message: 'Install in seconds from this page, no app store needed.',
    }),
  },
  '/gameHall/3': {
    title: msg({ id: 'seo.live.title_mobile', message: 'Live casino on mobile' }),
    description: msg({
      id: 'seo.live.description_mobile',
      message: 'Live baccarat and roulette tables sized for your phone.',
    }),
  },
}
