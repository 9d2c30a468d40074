import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useState } from 'react'
import { css } from 'styled-system/css'
import {
  Dialog,
  EmptyState,
  ErrorState,
  Image,
  Modal,
  QueryBoundary,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@/ui'
import type { GameType, GameTypeId } from '../api'
import { $demoPicker, demoPickerClosed } from '../demo-picker-model'
import { gamesQueries } from '../queries'
import { DemoGames, GridSkeleton } from './demo-games'
import { useGameScope } from './use-game-scope'

const providerRow = css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1', mb: '3' })
const providerBtn = css({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  px: '3',
  borderRadius: 'pill',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'surface',
  color: 'text',
  fontSize: 'sm',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&[aria-pressed=true]': { borderColor: 'accent', color: 'accent', fontWeight: 'semibold' },
  _focusVisible: { outline: '3px solid token(colors.sky.400)', outlineOffset: '2px' },
})
/** The demo provider list of one game type, then the chosen provider's games. */
function DemoProviders({ type }: { type: GameType }) {
  const { t } = useLingui()
  const [chosen, setChosen] = useState<number | null>(null)
  const platform = type.gp_list.find((item) => item.gp_id === chosen) ?? type.gp_list[0]
  if (!platform)
    return <EmptyState title={<Trans id="games.demo.none">There are no demo games right now</Trans>} />
  return (
    <>
      <div
        className={providerRow}
        role="group"
        aria-label={t({ id: 'games.demo.providers', message: 'Demo providers' })}
      >
        {type.gp_list.map((item) => (
          <button
            key={item.gp_id}
            type="button"
            className={providerBtn}
            aria-pressed={item.gp_id === platform.gp_id}
            onClick={() => setChosen(item.gp_id)}
          >
            <Image
              src={item.icon_light}
              alt=""
              width={24}
              height={24}
              sizes="24px"
              className={css({ borderRadius: 'sm', flexShrink: 0 })}
            />
            {item.gp_name}
          </button>
        ))}
      </div>
      <DemoGames key={platform.gp_id} platform={platform} gtId={type.gt_id} />
    </>
  )
}

function DemoPickerBody({ preferred }: { preferred: GameTypeId | null }) {
  const { t } = useLingui()
  return (
    <QueryBoundary
      fallback={
        <div aria-busy="true">
          <Skeleton height={44} className={css({ mb: '3' })} />
          <GridSkeleton />
        </div>
      }
      failed={({ retry }) => (
        <ErrorState
          title={t({ id: 'games.demo.load_failed', message: 'The demo games could not be loaded' })}
          onRetry={retry}
        />
      )}
    >
      <DemoTypeTabs preferred={preferred} />
    </QueryBoundary>
  )
}

/** The game types that have demo games, as tabs over their providers. */
function DemoTypeTabs({ preferred }: { preferred: GameTypeId | null }) {
  const { t } = useLingui()
  const scope = useGameScope()
  const { data } = useSuspenseQuery(
    gamesQueries.demoTypes({ currency: scope.currency, supportDevice: scope.supportDevice }),
  )
  const list = data?.list ?? []
  const initial = list.find((type) => type.gt_id === preferred)?.gt_id ?? list[0]?.gt_id
  const [selected, setSelected] = useState<GameTypeId | null>(null)
  const current = list.find((type) => type.gt_id === selected)?.gt_id ?? initial

  if (current === undefined)
    return (
      <EmptyState
        title={<Trans id="games.demo.none">There are no demo games right now</Trans>}
        text={
          <Trans id="games.demo.none_text">Please come back later, or log in to play the full games.</Trans>
        }
      />
    )
  return (
    <Tabs
      selectedKey={String(current)}
      onSelectionChange={(key) =>
        setSelected(list.find((type) => String(type.gt_id) === String(key))?.gt_id ?? null)
      }
    >
      <TabList aria-label={t({ id: 'games.demo.types', message: 'Game types' })}>
        {list.map((type) => (
          <Tab key={type.gt_id} id={String(type.gt_id)}>
            {type.gt_name}
          </Tab>
        ))}
      </TabList>
      {list.map((type) => (
        <TabPanel key={type.gt_id} id={String(type.gt_id)} className={css({ pt: '3' })}>
          <DemoProviders type={type} />
        </TabPanel>
      ))}
    </Tabs>
  )
}

/** The demo picker of spec §2/§4: game types, the demo providers, their games; guests may play. */
export function DemoPicker() {
  const { t } = useLingui()
  const [picker, close] = useUnit([$demoPicker, demoPickerClosed])
  return (
    // As tall as the screen from the start: the games loading into it do not move what is above them.
    <Modal
      isOpen={picker !== null}
      onOpenChange={(open) => !open && close()}
      size="lg"
      className={css({ height: '100%' })}
    >
      <Dialog
        title={t({ id: 'games.demo.title', message: 'Play demo games for free' })}
        data-testid="demo-picker"
      >
        <p className={css({ color: 'textMuted', fontSize: 'sm', mb: '3' })}>
          <Trans id="games.demo.lead">Demo games use play money: no login and no deposit needed.</Trans>
        </p>
        {picker ? <DemoPickerBody preferred={picker.gtId} /> : null}
      </Dialog>
    </Modal>
  )
}
