export {
  assertSafeUrl,
  isExternalUrl,
  isWebAddress,
  navigateExternal,
  providerFrameOrigin,
  providerFrameSandbox,
  resolveLinkTarget,
  UnsafeNavigationError,
  type LinkTarget,
} from './external'
export { currentHistoryIndex, resetHistoryToSingleEntry, shouldResetHistory } from './history'
export { bindNavigation, navigateFx, type AppNavigation } from './navigation'
export {
  gameListSearchSchema,
  globalSearchSchema,
  idParamSchema,
  pageSearchSchema,
  parseId,
  registerSearchSchema,
  type GameListSearch,
  type GlobalSearch,
  type PageSearch,
  type RegisterSearch,
} from './search'
