import { useUnit } from 'effector-react'
import type { Currency } from '../api'
import { $currency, $deviceType, $isLoggedIn } from '@/modules/session'
import { gameDeviceOf, supportDeviceOfGame } from '../session-rules'

/** The scope every game list is asked for: currency, device and who asks (favourites are personal). */
export function useGameScope() {
  const [currency, deviceType, loggedIn] = useUnit([$currency, $deviceType, $isLoggedIn])
  const resolved: Currency = currency
  const supportDevice = supportDeviceOfGame(deviceType)
  return {
    currency: resolved,
    supportDevice,
    device: gameDeviceOf(deviceType),
    deviceType,
    loggedIn,
    member: loggedIn ? resolved : null,
  }
}
