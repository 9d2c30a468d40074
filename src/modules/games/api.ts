import { api, ApiError, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'
import { isWebAddress } from '@/platform/router'

type Schemas = components['schemas']
export type Game = Schemas['Game']
export type GamePlatform = Schemas['GamePlatform']
export type GameType = Schemas['GameType']
export type GameTypeId = Schemas['GameTypeId']
export type GameTag = Schemas['GameTag']
export type GameName = Schemas['GameName']
export type Currency = Schemas['Currency']
export type SupportDevice = Schemas['SupportDevice']
export type GameDevice = Schemas['GameDevice']
export type MaintainInterval = Schemas['MaintainInterval']
export type TemplateGameSection = Schemas['TemplateGameSection']
export type TemplateGameListData = Schemas['TemplateGameListData']
export type OpenMode = NonNullable<Schemas['PlayGameData']['open_mode']>

/** What every game list is scoped by. */
export interface ListScope {
  currency: Currency
  supportDevice: SupportDevice
}

const site = () => config.siteId

export function fetchGameTypes(scope: ListScope, signal?: AbortSignal) {
  return unwrap(
    api.POST('/v3/game_list', {
      body: { site_id: site(), currency: scope.currency, support_device: scope.supportDevice },
      signal,
    }),
  )
}

/** Every game of the site by type: the catalogue the lobby searches. */
export function fetchCatalog(scope: ListScope, signal?: AbortSignal) {
  return unwrap(
    api.POST('/v2/get_template_game_list', {
      body: { site_id: site(), currency: scope.currency, support_device: scope.supportDevice },
      signal,
    }),
  )
}

export function fetchTagGames(scope: ListScope & { gtId?: GameTypeId; tag?: GameTag }, signal?: AbortSignal) {
  return unwrap(
    api.POST('/v2/get_tag_game_list', {
      body: {
        site_id: site(),
        currency: scope.currency,
        support_device: scope.supportDevice,
        ...(scope.gtId === undefined ? {} : { gt_id: scope.gtId }),
        ...(scope.tag === undefined ? {} : { tag: scope.tag }),
      },
      signal,
    }),
  )
}

export function fetchPlatformGames(
  scope: {
    currency: Currency
    device: GameDevice
    gpId: number
    gtId: GameTypeId
    house?: string | undefined
  },
  signal?: AbortSignal,
) {
  return unwrap(
    api.POST('/v2/game_label', {
      body: {
        site_id: site(),
        currency: scope.currency,
        device: scope.device,
        gp_id: scope.gpId,
        game_type_id: scope.gtId,
        ...(scope.house ? { house: scope.house } : {}),
      },
      signal,
    }),
  )
}

export function fetchLastPlaying(currency: Currency, signal?: AbortSignal) {
  return unwrap(
    api.POST('/arks/web/member-games/last-playing-game', {
      body: { site_id: site(), currency, limit: 30 },
      signal,
    }),
  )
}

export function storeFavorite(gameId: number, favorite: boolean) {
  return unwrap(
    api.POST('/arks/web/member-games/favorite/store', {
      body: { data: [{ game_id: gameId, status: favorite ? 1 : 0 }] },
    }),
  )
}

export function fetchDemoTypes(scope: ListScope, signal?: AbortSignal) {
  return unwrap(
    api.POST('/demo/gt_games', {
      body: { site_id: site(), currency: scope.currency, support_device: scope.supportDevice },
      signal,
    }),
  )
}

export function fetchDemoGames(
  scope: { currency: Currency; device: GameDevice; gpId: number; gtId: GameTypeId },
  signal?: AbortSignal,
) {
  return unwrap(
    api.POST('/demo/gp_games', {
      body: {
        site_id: site(),
        currency: scope.currency,
        device: scope.device,
        gp_id: scope.gpId,
        game_type_id: scope.gtId,
      },
      signal,
    }),
  )
}

export function fetchSportFrame(scope: ListScope & { domain: string }, signal?: AbortSignal) {
  return unwrap(
    api.POST('/arks/web/game/sport-quickbet-url', {
      body: {
        site_id: site(),
        currency: scope.currency,
        support_device: scope.supportDevice,
        domain: scope.domain,
      },
      signal,
    }),
  )
}

export function checkFrame(url: string, signal?: AbortSignal) {
  return unwrap(api.POST('/check_iframe', { body: { url }, signal }))
}

export function fetchJackpot(currency: Currency, signal?: AbortSignal) {
  return unwrap(api.POST('/v2/get_jackpot', { body: { currency, site_id: site() }, signal }))
}

export interface StartGameRequest {
  gp_id: number
  game_type: GameTypeId
  game_code?: string | undefined
  house?: string | null | undefined
}

export type StartOutcome =
  | { kind: 'started'; url: string | null; openMode: OpenMode | undefined }
  | { kind: 'maintenance'; interval: MaintainInterval }

function isMaintenance(data: unknown): data is Schemas['PlayGameMaintenanceData'] {
  return typeof data === 'object' && data !== null && 'maintain_interval' in data
}

/** A game is only ever opened from an http(s) address or a path of this site. */
function webAddressOrThrow<Url extends string | null>(url: Url): Url {
  if (url !== null && !isWebAddress(url))
    throw new ApiError('unknown', 0, 'The game address is not a web address')
  return url
}

/** play1: code 203 is an outcome (the maintenance dialog), not a failure. */
export async function startGame(
  request: StartGameRequest & { lobbyUrl: string; device: GameDevice },
): Promise<StartOutcome> {
  const result = await api.POST('/member/game/play1', {
    body: {
      gp_id: request.gp_id,
      game_type: request.game_type,
      lobby_url: request.lobbyUrl,
      device: request.device,
      ...(request.game_code ? { game_code: request.game_code } : {}),
      ...(request.house ? { house: request.house } : {}),
    },
  })
  const body = result.data
  if (body && body.code === 203) {
    return {
      kind: 'maintenance',
      interval: isMaintenance(body.data) ? body.data.maintain_interval : { start_at: null, end_at: null },
    }
  }
  const data = await unwrap(Promise.resolve(result))
  if (!data || isMaintenance(data)) throw new ApiError('unknown', 0, 'play1 answered without a game address')
  return { kind: 'started', url: webAddressOrThrow(data.game_url), openMode: data.open_mode }
}

export async function startDemoGame(
  request: StartGameRequest & { currency: Currency; device: GameDevice },
): Promise<StartOutcome> {
  const result = await api.POST('/demo/play', {
    body: {
      site_id: site(),
      currency: request.currency,
      device: request.device,
      gp_id: request.gp_id,
      game_type: request.game_type,
      game_code: request.game_code ?? '',
      ...(request.house ? { house: request.house } : {}),
    },
  })
  if (result.data && result.data.code === 203)
    return { kind: 'maintenance', interval: { start_at: null, end_at: null } }
  const data = await unwrap(Promise.resolve(result))
  if (!data) throw new ApiError('unknown', 0, 'demo play answered without a game address')
  return { kind: 'started', url: webAddressOrThrow(data.game_url), openMode: undefined }
}

/** leave1 answers `data: null`; the envelope still decides success or failure. */
export async function leaveGame(gpId?: number): Promise<void> {
  const result = await api.POST('/member/game/leave1', { body: gpId === undefined ? {} : { gp_id: gpId } })
  await unwrap(Promise.resolve({ ...result, data: result.data ? { ...result.data, data: null } : undefined }))
}
