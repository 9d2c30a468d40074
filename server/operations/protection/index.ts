/** Tag `player-protection`: limits, reality check, session, exclusion and account history. */
export { protectionHandlers } from './protection.ts'
