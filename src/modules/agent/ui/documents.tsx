import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Button, Card, QueryBoundary, SafeHtml, Skeleton, TextField, toast } from '@/ui'
import { agentApi } from '../api'
import { useLocale } from '@/platform/i18n'
import { agentQueries } from '../queries'

const prose = css({
  lineHeight: '1.7',
  '& h3': { fontWeight: 'semibold', mt: '4', mb: '1' },
  '& ul': { pl: '5', listStyle: 'disc' },
})

/** Plan: the programme and the commission of each agent level. */
export function PlanPage() {
  return (
    <QueryBoundary fallback={<Skeleton height="260px" />}>
      <Plan />
    </QueryBoundary>
  )
}

function Plan() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(agentQueries.plan(useLocale()))
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <SafeHtml tone="plain" className={prose} html={data.content} />
      <ul
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        {data.levels.map((level) => (
          <li key={level.agent_level}>
            <Card tone="raised">
              <p className={css({ fontWeight: 'bold' })}>{level.name}</p>
              <p className={css({ fontSize: '3xl', fontWeight: 'bold', color: 'accent' })}>
                {Math.round(level.commission_rate * 100)}%
              </p>
              <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
                {t({
                  id: 'agent.plan.min_active',
                  message: `From ${level.min_active_members ?? 0} active players`,
                })}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Agreement, including the affiliate terms. */
export function AgreementPage() {
  return (
    <QueryBoundary fallback={<Skeleton height="260px" />}>
      <Agreement />
    </QueryBoundary>
  )
}

function Agreement() {
  const { data } = useSuspenseQuery(agentQueries.agreement(useLocale()))
  return (
    <article className={prose}>
      <h3 className={css({ fontSize: 'lg' })}>{data.title}</h3>
      <SafeHtml tone="plain" html={data.content} />
    </article>
  )
}

const PHONE = /^[0-9]{6,20}$/

/** Register: apply for agent (apply_for_agent/check first), or the state of the application. */
export function RegisterPage(props: { parentAgentId?: number }) {
  return (
    <QueryBoundary fallback={<Skeleton height="200px" />}>
      <AgentApplication {...props} />
    </QueryBoundary>
  )
}

function AgentApplication({ parentAgentId }: { parentAgentId?: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data: state } = useSuspenseQuery(agentQueries.status())
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [email, setEmail] = useState('')
  const [channels, setChannels] = useState('')
  const [touched, setTouched] = useState(false)
  const key = useRef(`agent-apply-${globalThis.crypto.randomUUID()}`)
  const apply = useMutation({
    mutationFn: () =>
      agentApi.apply(
        {
          real_name: name.trim(),
          member_phone: phone,
          ...(email ? { member_email: email } : {}),
          ...(channels.trim() ? { promotion_channels: channels.trim() } : {}),
          ...(parentAgentId ? { agent_id: parentAgentId } : {}),
        },
        key.current,
      ),
    onSuccess: (data) => {
      queryClient.setQueryData(agentQueries.status().queryKey, data)
      toast.success(t({ id: 'agent.register.sent', message: 'Application sent. We will review it shortly.' }))
    },
  })
  if (state.apply_status === 1 || state.apply_status === 2) {
    return (
      <Card tone="raised" data-testid="agent-register-status">
        <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {state.apply_status === 2 && state.agent_active ? (
            <Trans id="agent.register.active">Your agent account is active.</Trans>
          ) : (
            <Trans id="agent.register.pending">Your agent application is being reviewed.</Trans>
          )}
        </p>
        {state.apply_status === 2 && state.agent_active ? null : (
          <p className={css({ color: 'textMuted', mt: '1' })} data-testid="agent-register-pending-text">
            <Trans id="agent.register.pending_text">
              Approval usually takes one working day. Read the plan and agreement meanwhile.
            </Trans>
          </p>
        )}
      </Card>
    )
  }
  const valid = name.trim() !== '' && PHONE.test(phone)
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '4', maxW: '560px' })}
      onSubmit={(event) => {
        event.preventDefault()
        setTouched(true)
        if (valid && !apply.isPending) apply.mutate()
      }}
    >
      {state.apply_status === 3 ? (
        <p role="alert" className={css({ color: 'danger' })}>
          <Trans id="agent.register.rejected">
            Your previous application was not approved. You may apply again.
          </Trans>
        </p>
      ) : null}
      <TextField
        label={t({ id: 'agent.register.name', message: 'Real name' })}
        value={name}
        onChange={setName}
        isRequired
        maxLength={64}
        isInvalid={touched && name.trim() === ''}
        errorMessage={t({ id: 'agent.register.name_required', message: 'Enter your real name.' })}
        autoComplete="name"
      />
      <TextField
        label={t({ id: 'member.field.phone', message: 'Phone' })}
        value={phone}
        onChange={(v) => setPhone(v.replace(/\s/g, ''))}
        isRequired
        inputMode="tel"
        maxLength={20}
        isInvalid={touched && !PHONE.test(phone)}
        errorMessage={t({ id: 'agent.register.phone_invalid', message: 'Enter 6 to 20 digits.' })}
        autoComplete="tel"
      />
      <TextField
        label={t({ id: 'member.field.email', message: 'Email' })}
        value={email}
        onChange={setEmail}
        type="email"
        maxLength={255}
        autoComplete="email"
      />
      <TextField
        label={t({ id: 'agent.register.channels', message: 'Where will you promote?' })}
        value={channels}
        onChange={setChannels}
        maxLength={1000}
      />
      <Button type="submit" isPending={apply.isPending} data-testid="agent-apply">
        <Trans id="agent.register.submit">Apply to become an agent</Trans>
      </Button>
    </form>
  )
}
