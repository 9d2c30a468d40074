import { siteConfigHandlers } from './config.ts'
import { siteHelperHandlers } from './helpers.ts'
import { siteLayoutHandlers } from './layout.ts'

/** Tag `site`: configuration, layout lists, static documents and server-side helpers. */
export const siteHandlers = [...siteConfigHandlers, ...siteLayoutHandlers, ...siteHelperHandlers]
