import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { Select, toast } from '@/ui'
import { protectionApi, type ProtectionOverview, type ProtectionSite, type RealityCheckMinutes } from '../api'
import { realityCheckIntervalChanged } from '../model'
import { protectionQueries } from '../queries'
import { card } from './limits-panel'

const OPTIONS: readonly RealityCheckMinutes[] = [10, 20, 30, 45, 60, 0]

function isMinutes(value: unknown): value is RealityCheckMinutes {
  return typeof value === 'number' && (OPTIONS as readonly number[]).includes(value)
}

/** The reality-check interval: 10, 20, 30, 45 or 60 minutes, or off where the site allows it. */
export function RealityCheckPanel({
  memberId,
  overview,
  site,
}: {
  memberId: number
  overview: ProtectionOverview
  site: ProtectionSite | undefined
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const intervalChanged = useUnit(realityCheckIntervalChanged)
  const save = useMutation({
    mutationFn: (minutes: RealityCheckMinutes) => protectionApi.setRealityCheck(minutes),
    onSuccess: (next) => {
      queryClient.setQueryData(protectionQueries.overview(memberId).queryKey, next)
      intervalChanged(next.reality_check_minutes)
      toast.success(t({ id: 'protection.reality.saved', message: 'Reality-check interval saved' }))
    },
  })
  const offered = site?.reality_check_options ?? [10, 20, 30, 45, 60]
  const items = OPTIONS.filter((minutes) => offered.includes(minutes)).map((minutes) => ({
    id: minutes,
    label:
      minutes === 0
        ? t({ id: 'protection.reality.off', message: 'Off' })
        : t({ id: 'protection.reality.every', message: `Every ${minutes} minutes` }),
  }))
  return (
    <section className={card} aria-labelledby="reality-settings">
      <h3 id="reality-settings" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        <Trans id="protection.reality.settings_title">Reality check</Trans>
      </h3>
      <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
        <Trans id="protection.reality.settings_text">
          At the interval you choose, play is interrupted with the time you have played since login and your
          net win or loss, so you can decide to continue, look at your history or log out. Your session clock
          and net result are always shown in the header.
        </Trans>
      </p>
      <Select
        className={css({ maxW: '320px' })}
        label={t({ id: 'protection.reality.interval', message: 'Remind me' })}
        items={items}
        selectedKey={overview.reality_check_minutes}
        isDisabled={save.isPending}
        onSelectionChange={(key) => {
          if (isMinutes(key) && key !== overview.reality_check_minutes) save.mutate(key)
        }}
      />
    </section>
  )
}
