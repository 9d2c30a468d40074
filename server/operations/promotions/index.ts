/** Tag `promotions`: applying for a promotion and red envelopes (the promotion list and detail are in content). */
export { promotionsHandlers } from './promotions.ts'
