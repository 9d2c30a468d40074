import { useUnit } from 'effector-react'
import type { Scope } from 'effector'
import type { Currency } from '../api'
import { $currency, $deviceType, $isLoggedIn } from '@/modules/session'
import { useDeviceType, type DeviceType } from '@/platform/device'
import { gameDeviceOf, supportDeviceOfGame } from '../session-rules'

/** The scope every game list is asked for: currency, device and who asks (favourites are personal). */
function gameScopeOf(currency: Currency, deviceType: DeviceType, loggedIn: boolean) {
  return {
    currency,
    supportDevice: supportDeviceOfGame(deviceType),
    device: gameDeviceOf(deviceType),
    deviceType,
    loggedIn,
    member: loggedIn ? currency : null,
  }
}

type GameScope = ReturnType<typeof gameScopeOf>

export function useGameScope(): GameScope {
  const [currency, loggedIn] = useUnit([$currency, $isLoggedIn])
  return gameScopeOf(currency, useDeviceType(), loggedIn)
}

/** The game scope of an effector scope (a route's loader reads it outside React). */
export function gameScopeIn(scope: Scope): GameScope {
  return gameScopeOf(scope.getState($currency), scope.getState($deviceType), scope.getState($isLoggedIn))
}
