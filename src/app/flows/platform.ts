import { createEffect, sample } from 'effector'
import {
  playerBusyChanged,
  playerDialogChanged,
  viewportSettled,
  watchPlayerInput,
  watchViewport,
} from '@/platform/device'
import { armReloadOnNavigation, installChunkReload, watchBuild } from '@/platform/build'
import { config } from '@/platform/config'
import { nextTask } from '@/platform/scheduling'
import { watchOpenDialogs } from '@/ui'
import { appStarted, buildOutdated } from '../model'
import { scopeBind } from 'effector'

/**
 * Viewport, player-input and open-dialog watching, chunk-load recovery and the build manifest poll start
 * with the app, in a task of their own: the app's start also sends its first requests and opens the
 * realtime connection, and together they were one task of 25-40 ms (100-160 ms on a phone).
 */
const startPlatformWatchersFx = createEffect(async () => {
  // Bound before the wait: after it the effect no longer runs in the scope.
  const settled = scopeBind(viewportSettled, { safe: true })
  const outdated = scopeBind(buildOutdated, { safe: true })
  const busy = scopeBind(playerBusyChanged, { safe: true })
  const dialogs = scopeBind(playerDialogChanged, { safe: true })
  await nextTask()
  watchViewport(settled)
  // The page may have been resized between its first commit and now.
  settled(window.innerWidth)
  watchPlayerInput(busy)
  watchOpenDialogs(dialogs)
  installChunkReload()
  watchBuild({ buildId: config.buildId, intervalMs: config.manifestPollMs, onOutdated: outdated })
})

sample({ clock: appStarted, target: startPlatformWatchersFx })

const armReloadFx = createEffect(armReloadOnNavigation)
sample({ clock: buildOutdated, target: armReloadFx })
