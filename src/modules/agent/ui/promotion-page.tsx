import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { Button, Card, QrCode, QueryBoundary, Skeleton, toast } from '@/ui'
import { agentQueries } from '../queries'

/** Promotion: the agent's links with QR codes and copy buttons. */
export function PromotionPage() {
  return (
    <QueryBoundary fallback={<Skeleton height="240px" />}>
      <PromotionLinks />
    </QueryBoundary>
  )
}

function PromotionLinks() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(agentQueries.links())
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t({ id: 'agent.promotion.copied', message: 'Link copied' }))
    } catch {
      toast.error(url)
    }
  }
  return (
    <ul
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
      })}
    >
      {data.list.map((link) => {
        const title =
          link.type === 'member'
            ? t({ id: 'agent.promotion.member_link', message: 'Player registration link' })
            : t({ id: 'agent.promotion.agent_link', message: 'Sub-agent registration link' })
        return (
          <li key={link.id}>
            <Card
              tone="raised"
              className={css({ display: 'grid', gap: '3', justifyItems: 'center', textAlign: 'center' })}
            >
              <h3 className={css({ fontWeight: 'bold' })}>{title}</h3>
              <QrCode
                value={link.url}
                size={160}
                label={t({ id: 'agent.promotion.qr', message: `QR code of ${title}` })}
              />
              <code
                className={css({ fontSize: 'sm', wordBreak: 'break-all' })}
                data-testid={`promotion-url-${link.type}`}
              >
                {link.url}
              </code>
              <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
                {t({ id: 'agent.promotion.registered', message: `${link.registered_count} registered` })}
              </p>
              <Button onPress={() => void copy(link.url)} data-testid={`copy-link-${link.type}`}>
                <Trans id="agent.promotion.copy">Copy link</Trans>
              </Button>
            </Card>
          </li>
        )
      })}
    </ul>
  )
}
