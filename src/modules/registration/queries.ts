import { queryOptions } from '@tanstack/react-query'
import { registrationApi } from './api'

export const registrationQueries = {
  settings: () => queryOptions({ queryKey: ['registration', 'settings'], queryFn: registrationApi.settings, staleTime: 5 * 60_000 }),
}
