export { config } from './env'
