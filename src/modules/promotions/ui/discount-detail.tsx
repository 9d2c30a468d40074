import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useUnit } from 'effector-react'
import { css } from 'styled-system/css'
import { isApiError } from '@/platform/api'
import { Button, Dialog, ErrorState, Image, Modal, QueryBoundary, SafeHtml, Skeleton, toast } from '@/ui'
import { promotionsApi, type Discount } from '../api'
import { $memberId } from '@/modules/session'
import { $discountDialog, discountDialogClosed, discountLoginRequested } from '../model'
import { promotionsQueries } from '../queries'
import { categoryLabel } from './categories'
import { formatDate, useLocale } from '@/platform/i18n'

/** The promotion period in Caracas time, or "ongoing". */
export function DiscountPeriod({ discount }: { discount: Pick<Discount, 'start_at' | 'end_at'> }) {
  const locale = useLocale()
  const start = formatDate(discount.start_at, locale)
  const end = formatDate(discount.end_at, locale)
  // The browser's date data may word a date otherwise than the server's did (a server-rendered page
  // keeps the server's wording).
  if (start && end)
    return (
      <span suppressHydrationWarning>
        <Trans id="promotions.period">
          {start} – {end}
        </Trans>
      </span>
    )
  if (start)
    return (
      <span suppressHydrationWarning>
        <Trans id="promotions.period_open">From {start}, ongoing</Trans>
      </span>
    )
  return <Trans id="promotions.ongoing">Ongoing</Trans>
}

/** One promotion as the reader sees it (their language, their applications); the page shows its own failure. */
function useDiscountQuery(id: number) {
  return { ...promotionsQueries.discount(id, useLocale(), useUnit($memberId)), meta: { silent: true } }
}

function useDiscount(id: number) {
  return useSuspenseQuery(useDiscountQuery(id)).data
}

/** Apply / contact actions of a promotion (apply_type 0 automatic, 1 apply button, 2 customer service). */
function DiscountActions({ discount }: { discount: Discount }) {
  const { t } = useLingui()
  const client = useQueryClient()
  const memberId = useUnit($memberId)
  const askLogin = useUnit(discountLoginRequested)
  const apply = useMutation({
    mutationFn: () => promotionsApi.apply(discount.id),
    meta: { silent: true },
    onSuccess: () => {
      toast.success(
        t({ id: 'promotions.applied_toast', message: 'Application received. We will review it shortly.' }),
      )
      return client.invalidateQueries({ queryKey: ['promotions', 'discount', discount.id] })
    },
    onError: (error) => {
      if (isApiError(error) && error.silent) return
      toast.error(error.message)
    },
  })
  if (discount.apply_type === 0)
    return (
      <p className={note}>
        <Trans id="promotions.automatic">
          No application needed: eligible members receive it automatically.
        </Trans>
      </p>
    )
  if (discount.apply_type === 2)
    return (
      <p className={note}>
        <Trans id="promotions.via_service">Contact customer service to take part in this promotion.</Trans>
      </p>
    )
  if (memberId === null)
    return (
      <Button variant="primary" onPress={askLogin}>
        <Trans id="promotions.login_to_apply">Log in to apply</Trans>
      </Button>
    )
  if (discount.applied)
    return (
      <Button variant="secondary" isDisabled>
        <Trans id="promotions.already_applied">Applied</Trans>
      </Button>
    )
  return (
    <Button variant="primary" isPending={apply.isPending} onPress={() => apply.mutate()}>
      <Trans id="promotions.apply">Apply now</Trans>
    </Button>
  )
}

function DetailBody({ discount, headingLevel }: { discount: Discount; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <article className={css({ display: 'grid', gap: '4' })}>
      <Image src={discount.photo_path} alt="" aspectRatio="2 / 1" className={css({ borderRadius: '12px' })} />
      <header>
        <p
          className={css({
            fontSize: 'xs',
            color: 'accent',
            fontWeight: 'semibold',
            textTransform: 'uppercase',
          })}
        >
          {categoryLabel(discount.category)}
        </p>
        {headingLevel === 1 ? (
          <Heading className={css({ fontSize: { base: '2xl', lg: '3xl' }, fontWeight: 'bold' })}>
            {discount.title}
          </Heading>
        ) : null}
        <p className={css({ color: 'textMuted', fontSize: 'sm', mt: '1' })}>
          <DiscountPeriod discount={discount} />
        </p>
      </header>
      <p className={css({ fontWeight: 'medium' })}>{discount.summary}</p>
      <SafeHtml html={discount.content} tone="compact" />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <DiscountActions discount={discount} />
      </div>
    </article>
  )
}

function DetailSkeleton() {
  return (
    <div className={css({ display: 'grid', gap: '4' })} aria-busy="true">
      <Skeleton aspectRatio={2} />
      <Skeleton shape="text" width="60%" height={28} />
      <Skeleton shape="text" height={16} />
      <Skeleton shape="text" height={16} width="80%" />
    </div>
  )
}

/** /discount/{id}: the promotion page. */
export function DiscountDetailPage({ id }: { id: number }) {
  return (
    <section
      className={css({ maxW: '860px', mx: 'auto', px: { base: '4', lg: '6' }, py: { base: '5', lg: '8' } })}
    >
      <nav className={css({ mb: '4', fontSize: 'sm' })}>
        <Link to="/{-$locale}/discount" className={css({ color: 'accent', textDecoration: 'underline' })}>
          <Trans id="promotions.back">← All promotions</Trans>
        </Link>
      </nav>
      <QueryBoundary
        fallback={<DetailSkeleton />}
        failed={({ error, retry }) => (
          <>
            <h1 className={css({ srOnly: true })}>
              <Trans id="promotions.not_found">Promotion unavailable</Trans>
            </h1>
            <ErrorState
              title={<Trans id="promotions.not_found">Promotion unavailable</Trans>}
              message={error.message}
              onRetry={retry}
            />
          </>
        )}
      >
        <DiscountDetail id={id} />
      </QueryBoundary>
    </section>
  )
}

function DiscountDetail({ id }: { id: number }) {
  return <DetailBody discount={useDiscount(id)} headingLevel={1} />
}

/** The discount modal: a promotion over the current page. */
export function DiscountDialog() {
  const { t } = useLingui()
  const [id, close] = useUnit([$discountDialog, discountDialogClosed])
  return (
    <Modal
      isOpen={id !== null}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      size="fullscreen"
    >
      {id !== null ? (
        <DiscountDialogBody
          id={id}
          fallbackTitle={t({ id: 'promotions.dialog_title', message: 'Promotion' })}
        />
      ) : null}
    </Modal>
  )
}

function DiscountDialogBody({ id, fallbackTitle }: { id: number; fallbackTitle: string }) {
  // The dialog stays mounted (and keeps the focus) while its body waits: the title follows the answer.
  const title = useQuery(useDiscountQuery(id)).data?.title
  return (
    <Dialog title={title ?? fallbackTitle}>
      <QueryBoundary fallback={<DetailSkeleton />}>
        <DiscountDialogDetail id={id} />
      </QueryBoundary>
    </Dialog>
  )
}

function DiscountDialogDetail({ id }: { id: number }) {
  return <DetailBody discount={useDiscount(id)} headingLevel={2} />
}

const note = css({ fontSize: 'sm', color: 'textMuted', bg: 'surfaceRaised', p: '3', borderRadius: '10px' })
