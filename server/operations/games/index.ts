/** Tag `games`: game and platform lists, demo and real launches, leaving a game, recent and favourite games. */
export { gamesHandlers } from './handlers.ts'
