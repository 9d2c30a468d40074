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
export { markHistoryRoot, shouldResetHistory } from './history'
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
