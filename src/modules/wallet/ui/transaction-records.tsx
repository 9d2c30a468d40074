import { Trans, useLingui } from '@lingui/react/macro'
import { Tab, TabList, TabPanel, Tabs } from '@/ui'
import { BetRecordsTable } from './bet-records'
import { TransferRecordsTable } from './transfer-records'

/** Transaction: bet records and wallet transfers, by date range (Caracas days), paged. */
export function TransactionRecords({ currency }: { currency: string }) {
  const { t } = useLingui()
  return (
    <Tabs>
      <TabList aria-label={t({ id: 'wallet.records.kind', message: 'Record type' })}>
        <Tab id="bets">
          <Trans id="wallet.records.bets">Bets</Trans>
        </Tab>
        <Tab id="transfers">
          <Trans id="wallet.records.transfers">Transfers</Trans>
        </Tab>
      </TabList>
      <TabPanel id="bets">
        <BetRecordsTable currency={currency} />
      </TabPanel>
      <TabPanel id="transfers">
        <TransferRecordsTable currency={currency} />
      </TabPanel>
    </Tabs>
  )
}
