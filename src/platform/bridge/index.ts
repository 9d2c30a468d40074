export { bridge, type AppInfo } from './bridge'
