import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button, Card, ErrorState, Skeleton, TextField, toast } from '@/ui'
import { memberApi, type MemberProfile, type ProfileEdit } from '../api'
import { memberQueries } from '../queries'

/** Contact fields a member edits in the centre (spec §3 profile; §5 rules: 5–50 of letters, digits, _ . -). */
const CONTACT_FIELDS = [
  'member_email',
  'member_phone',
  'member_zalo',
  'member_telegram',
  'member_whats_app',
  'member_line',
  'member_skype',
  'member_fb',
  'member_qq',
  'member_wechat',
] as const
type ContactField = (typeof CONTACT_FIELDS)[number]

function validate(field: ContactField, value: string): boolean {
  if (value === '') return true
  if (field === 'member_email') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
  if (field === 'member_phone') return /^[0-9]{6,20}$/.test(value)
  const allowed = field === 'member_telegram' || field === 'member_skype' ? /^[A-Za-z0-9_.@-]{5,50}$/ : /^[A-Za-z0-9_.-]{5,50}$/
  return allowed.test(value)
}

const dl = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '180px 1fr' },
  gap: { base: '1', sm: '3' },
  '& dt': { color: 'textMuted' },
  '& dd': { fontWeight: 'medium', mb: { base: '2', sm: '0' } },
})

/** Info: the profile, editable contact fields and a shortcut to bank accounts. */
export function InfoPage({ onBindAccount }: { onBindAccount?: () => void }) {
  const query = useQuery(memberQueries.profile())
  if (query.isPending) return <Skeleton height="320px" />
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  return <ProfileView profile={query.data} onBindAccount={onBindAccount} />
}

function ProfileView({ profile, onBindAccount }: { profile: MemberProfile; onBindAccount?: (() => void) | undefined }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const labels: Record<ContactField, string> = {
    member_email: t({ id: 'member.field.email', message: 'Email' }),
    member_phone: t({ id: 'member.field.phone', message: 'Phone' }),
    member_zalo: 'Zalo',
    member_telegram: 'Telegram',
    member_whats_app: 'WhatsApp',
    member_line: 'LINE',
    member_skype: 'Skype',
    member_fb: 'Facebook',
    member_qq: 'QQ',
    member_wechat: 'WeChat',
  }
  const initial = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, profile[f] ?? ''])) as Record<ContactField, string>
  const [values, setValues] = useState(initial)
  const changed = CONTACT_FIELDS.filter((f) => values[f] !== initial[f] && values[f] !== '')
  const invalid = CONTACT_FIELDS.filter((f) => !validate(f, values[f]))
  const save = useMutation({
    mutationFn: () => {
      const body: ProfileEdit = {}
      for (const field of changed) body[field] = values[field]
      return memberApi.editProfile(body)
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(memberQueries.profile().queryKey, updated)
      toast.success(t({ id: 'member.profile.saved', message: 'Your details are saved.' }))
    },
  })
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <Card tone="raised">
        <dl className={dl}>
          <dt>
            <Trans id="member.field.account">Account</Trans>
          </dt>
          <dd data-testid="profile-account">{profile.member_account}</dd>
          <dt>
            <Trans id="member.field.name">Real name</Trans>
          </dt>
          <dd>{profile.member_name ?? '–'}</dd>
          <dt>
            <Trans id="member.field.currency">Currency</Trans>
          </dt>
          <dd>{profile.member_currency}</dd>
          <dt>
            <Trans id="member.field.birthday">Birthday</Trans>
          </dt>
          <dd>{profile.member_birthday ?? '–'}</dd>
          <dt>
            <Trans id="member.field.withdraw_password">Withdrawal password</Trans>
          </dt>
          <dd>
            {profile.is_withdraw_password ? (
              <Trans id="member.withdraw_password.set">Set</Trans>
            ) : (
              <Trans id="member.withdraw_password.not_set">Not set</Trans>
            )}
          </dd>
        </dl>
        {onBindAccount ? (
          <Button variant="ghost" size="sm" className={css({ mt: '4' })} onPress={onBindAccount}>
            <Trans id="member.manage_bank_accounts">Manage bank accounts</Trans>
          </Button>
        ) : null}
      </Card>
      <form
        noValidate
        className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}
        onSubmit={(event) => {
          event.preventDefault()
          if (invalid.length === 0 && changed.length > 0) save.mutate()
        }}
      >
        <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold', gridColumn: '1 / -1' })}>
          <Trans id="member.contact.title">Contact details</Trans>
        </h3>
        {CONTACT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={labels[field]}
            value={values[field]}
            onChange={(value) => setValues((current) => ({ ...current, [field]: value.trim() }))}
            isInvalid={!validate(field, values[field])}
            errorMessage={t({ id: 'member.contact.invalid', message: '5 to 50 letters, digits, _ . or -' })}
            type={field === 'member_email' ? 'email' : 'text'}
            inputMode={field === 'member_phone' ? 'tel' : undefined}
            autoComplete={field === 'member_email' ? 'email' : field === 'member_phone' ? 'tel' : 'off'}
          />
        ))}
        <div className={css({ gridColumn: '1 / -1' })}>
          <Button type="submit" isPending={save.isPending} isDisabled={changed.length === 0 || invalid.length > 0}>
            <Trans id="member.contact.save">Save changes</Trans>
          </Button>
        </div>
      </form>
    </div>
  )
}
