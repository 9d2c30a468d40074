export { installChunkReload, watchBuild } from './watcher'
export { armReloadOnNavigation, reloadIfArmed } from './reload-on-navigation'
