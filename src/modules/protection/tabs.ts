/** The tabs of /protection, in order; the route validates `?tab=` against them. */
export const PROTECTION_TABS = ['limits', 'reality', 'break', 'history'] as const
export type ProtectionTab = (typeof PROTECTION_TABS)[number]
