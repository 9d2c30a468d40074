export {
  isExternalUrl,
  isWebAddress,
  providerFrameOrigin,
  providerFrameSandbox,
  resolveLinkTarget,
} from './external'
export { currentHistoryIndex, resetHistoryToSingleEntry, shouldResetHistory } from './history'
export { bindNavigation, navigateFx } from './navigation'
export {
  gameListSearchSchema,
  globalSearchSchema,
  pageSearchSchema,
  parseId,
  registerSearchSchema,
} from './search'
export { pageHost, pageOrigin, setServerPageOrigin } from './page-origin'
export { routeRedirectFor } from './route-rules'
