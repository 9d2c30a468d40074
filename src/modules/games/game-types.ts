import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { GameTypeId } from './api'

/** What spec §3 fixes about a game type: its English name, its app prefix and its intro text. */
export interface GameTypeFacts {
  gt_id: GameTypeId
  englishName: string
  /** The type's prefix in the iOS and Android wrappers (sent with `openGame`). */
  appPrefix: string
  /** Its icon in the site's icon collection (`/_nuxt_icon/lotus.json`). */
  icon: string
  /** A sentence about the type, under the title of its hall or list. */
  intro: MessageDescriptor
}

/** The eight game types of spec §3, by id. The display name (`gt_name`) comes from the server. */
export const GAME_TYPES: Readonly<Record<GameTypeId, GameTypeFacts>> = {
  2: {
    gt_id: 2,
    englishName: 'Slot',
    appPrefix: 'e_',
    icon: 'lotus:slot',
    intro: msg({
      id: 'games.type.slot.intro',
      message: 'Hundreds of slot titles with free spins, bonus rounds and progressive jackpots.',
    }),
  },
  3: {
    gt_id: 3,
    englishName: 'Live',
    appPrefix: 'v_',
    icon: 'lotus:live',
    intro: msg({
      id: 'games.type.live.intro',
      message: 'Baccarat, roulette, sic bo and dragon tiger with real dealers, streamed live.',
    }),
  },
  4: {
    gt_id: 4,
    englishName: 'Sport',
    appPrefix: 's_',
    icon: 'lotus:sport',
    intro: msg({
      id: 'games.type.sport.intro',
      message: 'Football, basketball, tennis and more: pre-match and in-play odds on every major league.',
    }),
  },
  5: {
    gt_id: 5,
    englishName: 'Lottery',
    appPrefix: 'l_',
    icon: 'lotus:lottery',
    intro: msg({
      id: 'games.type.lottery.intro',
      message: 'Regional lotteries and fast draws every few minutes, with results as they are drawn.',
    }),
  },
  6: {
    gt_id: 6,
    englishName: 'Chess',
    appPrefix: 'c_',
    icon: 'lotus:chess',
    intro: msg({
      id: 'games.type.chess.intro',
      message: 'Card and board games against other players: tien len, poker, mau binh and more.',
    }),
  },
  7: {
    gt_id: 7,
    englishName: 'Virtual sport',
    appPrefix: 't_',
    icon: 'lotus:virtual-sport',
    intro: msg({
      id: 'games.type.virtual_sport.intro',
      message: 'Virtual football, racing and more, with a new match every few minutes, day and night.',
    }),
  },
  8: {
    gt_id: 8,
    englishName: 'Cockfight',
    appPrefix: 'd_',
    icon: 'lotus:cockfight',
    intro: msg({
      id: 'games.type.cockfight.intro',
      message: 'Live cockfights from the arenas, with bets on every fight as it happens.',
    }),
  },
  9: {
    gt_id: 9,
    englishName: 'Esport',
    appPrefix: 'g_',
    icon: 'lotus:esport',
    intro: msg({
      id: 'games.type.esport.intro',
      message:
        'League of Legends, Dota 2, CS2 and more: bets on the matches and tournaments of every season.',
    }),
  },
}
