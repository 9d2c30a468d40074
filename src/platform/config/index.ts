export { config, parseConfig, type AppConfig } from './env'
