export {
  fetchLatestBuildId,
  installChunkReload,
  RELOAD_GUARD_MS,
  shouldReloadForChunkError,
  watchBuild,
} from './watcher'
export { armReloadOnNavigation, reloadIfArmed } from './reload-on-navigation'
