import type { Game, GameTypeId, TemplateGameListData } from './api'

/**
 * How many of a type's games a page's first view carries: more than the widest grid shows before a
 * scroll (8 columns, 8 rows), far fewer than the thousands of the whole catalogue.
 */
export const FIRST_VIEW_GAMES = 64

/** The first games of one type (of one provider, when given) in catalogue order, and how many it has. */
export interface TypeFirstView {
  total: number
  games: Game[]
}

export function typeFirstView(
  catalog: TemplateGameListData | null,
  gtId: GameTypeId,
  gpId: number | null,
): TypeFirstView {
  const section = catalog?.list.find((item) => item.gt_id === gtId)?.game_list ?? []
  const games = gpId === null ? section : section.filter((game) => game.gp_id === gpId)
  return { total: games.length, games: games.slice(0, FIRST_VIEW_GAMES) }
}
