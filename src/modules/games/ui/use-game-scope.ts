import { useUnit } from 'effector-react'
import type { Currency } from '../api'
import { $deviceType, $playerCurrency, $playerLoggedIn } from '../model'
import { gameDeviceOf, supportDeviceOfGame } from '../session-rules'

/** The scope every game list is asked for: currency, device and who asks (favourites are personal). */
export function useGameScope() {
  const [currency, deviceType, loggedIn] = useUnit([$playerCurrency, $deviceType, $playerLoggedIn])
  const resolved: Currency = currency ?? 'VND'
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
