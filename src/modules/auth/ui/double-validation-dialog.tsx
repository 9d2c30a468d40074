import { Trans, useLingui } from '@lingui/react/macro'
import { useUnit } from 'effector-react'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Button, Dialog, Modal, TextField } from '@/ui'
import { $captchas } from '../captcha'
import {
  $doubleValidation,
  $doubleValidationError,
  $doubleValidationPending,
  doubleValidationCancelled,
  doubleValidationSubmitted,
  questionSkipped,
} from '../double-validation'
import { CaptchaField } from './captcha-field'
import { useDoubleValidationErrorText, useEmptyAnswerText, useQuestionText } from './messages'

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const alert = css({ bg: 'danger/15', color: 'danger', borderRadius: 'md', px: '3', py: '2', fontSize: 'sm' })
const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'flex-end' })

/** Spec §4: the second login step. A new question may be asked; cancel clears the form. */
export function DoubleValidationDialog() {
  const { t } = useLingui()
  const [challenge, cancel] = useUnit([$doubleValidation, doubleValidationCancelled])
  return (
    <Modal
      isOpen={challenge !== null}
      onOpenChange={(open) => (open ? undefined : cancel())}
      isDismissable={false}
    >
      <Dialog title={t({ id: 'dv.title', message: 'Confirm it is you' })}>
        {/* Keyed by the question: a new question starts with an empty form. */}
        {challenge ? <DoubleValidationForm key={challenge.challenge_token} /> : null}
      </Dialog>
    </Modal>
  )
}

function DoubleValidationForm() {
  const { t } = useLingui()
  const [challenge, error, pending, captchas, submit, skip, cancel] = useUnit([
    $doubleValidation,
    $doubleValidationError,
    $doubleValidationPending,
    $captchas,
    doubleValidationSubmitted,
    questionSkipped,
    doubleValidationCancelled,
  ])
  const questionText = useQuestionText()
  const emptyText = useEmptyAnswerText()
  const errorText = useDoubleValidationErrorText()
  const [answer, setAnswer] = useState('')
  const [captchaAnswer, setCaptchaAnswer] = useState('')
  const [touched, setTouched] = useState(false)
  if (!challenge) return null
  const captcha = captchas[1]
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!answer.trim() || !captchaAnswer.trim() || !captcha) return
    submit({ answer, captcha_answer: captchaAnswer, captcha_token: captcha.token })
    setCaptchaAnswer('')
  }
  return (
    <form
      className={form}
      onSubmit={onSubmit}
      noValidate
      data-testid="dv-form"
      data-question={challenge.question}
    >
      <p className={css({ color: 'textMuted', fontSize: 'sm' })}>
        <Trans id="dv.intro">For your security, please answer this question to finish logging in.</Trans>
      </p>
      {error ? (
        <p role="alert" className={alert}>
          {errorText(error)}
        </p>
      ) : null}
      <TextField
        name="answer"
        label={questionText(challenge.question)}
        type={challenge.question === 'withdraw_password' ? 'password' : 'text'}
        value={answer}
        onChange={setAnswer}
        isRequired
        autoComplete="off"
        isInvalid={touched && !answer.trim()}
        errorMessage={emptyText(challenge.question)}
      />
      <CaptchaField
        type={1}
        value={captchaAnswer}
        onChange={setCaptchaAnswer}
        isInvalid={touched && !captchaAnswer.trim()}
        errorMessage={t({ id: 'ph_account_verify_code', message: 'Enter the verification code' })}
      />
      <div className={row}>
        {challenge.available_questions_count > 0 ? (
          <Button variant="ghost" onPress={() => skip()} isDisabled={pending}>
            <Trans id="dv.skip">Ask another question</Trans>
          </Button>
        ) : null}
        <Button variant="secondary" onPress={() => cancel()}>
          <Trans id="common.cancel">Cancel</Trans>
        </Button>
        <Button type="submit" variant="primary" isPending={pending} data-testid="dv-submit">
          <Trans id="common.confirm">Confirm</Trans>
        </Button>
      </div>
    </form>
  )
}
