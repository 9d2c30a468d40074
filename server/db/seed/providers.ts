/** The game platforms (providers) of the seed, with how many games of each type they bring. */

export interface ProviderSeed {
  id: number
  code: string
  name: string
  /** game type id -> number of games */
  games: Partial<Record<2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, number>>
  active?: boolean
  demo?: boolean
  house?: string
  /** Sports books and lobbies open the provider's own lobby. */
  customized?: boolean
}

export const PROVIDERS: readonly ProviderSeed[] = [
  { id: 1, code: 'GPBB', name: 'BBIN', house: 'bbin', games: { 2: 190, 3: 24, 4: 1, 5: 18, 6: 30 } },
  { id: 2, code: 'GPPG', name: 'PG Soft', games: { 2: 260 } },
  { id: 3, code: 'GPJL', name: 'JILI', demo: true, games: { 2: 260, 6: 45 } },
  { id: 4, code: 'GPR8', name: 'R88 Gaming', demo: true, games: { 2: 160 } },
  { id: 5, code: 'GPJD', name: 'JDB', demo: true, games: { 2: 230, 6: 20 } },
  { id: 6, code: 'GPFC', name: 'FA CHAI', demo: true, games: { 2: 180 } },
  { id: 7, code: 'GPEA', name: 'Evolution Asia', active: false, games: { 3: 30 } },
  { id: 8, code: 'GPNE', name: 'NetEnt', active: false, games: { 2: 170 } },
  { id: 9, code: 'GPPP', name: 'Pragmatic Play', games: { 2: 300, 3: 40 } },
  { id: 10, code: 'GPEV', name: 'Evolution', games: { 3: 60 } },
  { id: 11, code: 'GPSA', name: 'SA Gaming', games: { 3: 28 } },
  { id: 12, code: 'GPAG', name: 'Asia Gaming', house: 'ag', games: { 3: 26, 2: 90 } },
  { id: 13, code: 'GPDG', name: 'Dream Gaming', games: { 3: 22 } },
  { id: 14, code: 'GPWM', name: 'WM Casino', games: { 3: 24 } },
  { id: 15, code: 'GPSX', name: 'AE Sexy', games: { 3: 18 } },
  { id: 16, code: 'GPMG', name: 'Microgaming', games: { 2: 280, 3: 20 } },
  { id: 17, code: 'GPHB', name: 'Habanero', games: { 2: 210 } },
  { id: 18, code: 'GPCQ', name: 'CQ9 Gaming', games: { 2: 240, 6: 25 } },
  { id: 19, code: 'GPKA', name: 'KA Gaming', games: { 2: 230 } },
  { id: 20, code: 'GPSG', name: 'Spadegaming', games: { 2: 170 } },
  { id: 21, code: 'GPPT', name: 'Playtech', games: { 2: 260, 3: 30 } },
  { id: 22, code: 'GPRT', name: 'Red Tiger', games: { 2: 190 } },
  { id: 23, code: 'GPPS', name: 'PlayStar', games: { 2: 100 } },
  { id: 24, code: 'GPYG', name: 'Yggdrasil', games: { 2: 170 } },
  { id: 25, code: 'GPBG', name: 'Booongo', games: { 2: 120 } },
  { id: 26, code: 'GPHS', name: 'Hacksaw Gaming', games: { 2: 140 } },
  { id: 27, code: 'GPKY', name: 'KY Gaming', games: { 6: 60 } },
  { id: 28, code: 'GPLE', name: 'LEG Gaming', games: { 6: 45 } },
  { id: 29, code: 'GPV8', name: 'V8 Poker', games: { 6: 40 } },
  { id: 30, code: 'GPTP', name: 'TP Gaming', games: { 6: 35, 2: 70 } },
  { id: 31, code: 'GPSB', name: 'SBOBET', customized: true, games: { 4: 2 } },
  { id: 32, code: 'GPSS', name: 'SABA Sports', customized: true, games: { 4: 2, 7: 6 } },
  { id: 33, code: 'GPCM', name: 'CMD368', customized: true, games: { 4: 1 } },
  { id: 34, code: 'GPUG', name: 'United Gaming', customized: true, games: { 4: 1 } },
  { id: 35, code: 'GPBT', name: 'BTi Sports', customized: true, games: { 4: 1 } },
  { id: 36, code: 'GPTC', name: 'TCG Lottery', games: { 5: 40 } },
  { id: 37, code: 'GPVR', name: 'VR Lottery', games: { 5: 30 } },
  { id: 38, code: 'GPGW', name: 'GW Lottery', games: { 5: 25 } },
  { id: 39, code: 'GPSV', name: 'SV388', customized: true, games: { 8: 2 } },
  { id: 40, code: 'GPWS', name: 'WS168', customized: true, games: { 8: 2 } },
  { id: 41, code: 'GPDM', name: 'Digmaan', customized: true, games: { 8: 1 } },
  { id: 42, code: 'GPIA', name: 'IA Esports', games: { 9: 6 } },
  { id: 43, code: 'GPTF', name: 'TF Gaming', games: { 9: 8 } },
  { id: 44, code: 'GPIM', name: 'IM Esports', games: { 9: 5 } },
  { id: 45, code: 'GPKR', name: 'Kiron Interactive', games: { 7: 12 } },
  { id: 46, code: 'GPGR', name: 'Golden Race', games: { 7: 15 } },
  { id: 47, code: 'GPRC', name: 'Rich88', games: { 2: 100, 6: 20 } },
  { id: 48, code: 'GPFS', name: 'FastSpin', games: { 2: 210 } },
]

/** [game type, number of games] pairs, by game type. */
export function providerGameCounts(provider: ProviderSeed): [number, number][] {
  return Object.entries(provider.games)
    .map(([type, count]): [number, number] => [Number(type), count ?? 0])
    .sort((a, b) => a[0] - b[0])
}

export function providerGameTypes(provider: ProviderSeed): number[] {
  return providerGameCounts(provider).map(([type]) => type)
}

export function providerByCode(code: string): ProviderSeed {
  const provider = PROVIDERS.find((candidate) => candidate.code === code)
  if (!provider) throw new Error(`unknown seed provider ${code}`)
  return provider
}
