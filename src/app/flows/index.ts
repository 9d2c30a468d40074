/**
 * Cross-module reactions, one file per story. Evaluating a file registers its reactions in the app's
 * effector graph; they run in the scope forked at boot. Boot imports the files in this order, each in a
 * task of its own (with the models it is the first to need): evaluated together they were one task of
 * 30 ms (120 ms with the processor slowed four times, as Lighthouse counts a phone).
 */
export const flowFiles = [
  () => import('./platform'),
  () => import('./session'),
  () => import('./game-session'),
  () => import('./content'),
  () => import('./realtime'),
  () => import('./wallet'),
  () => import('./engagement'),
  () => import('./protection'),
  () => import('./overlays'),
]
