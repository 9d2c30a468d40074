import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { Button, Dialog, EmptyState, ErrorState, Modal, QueryBoundary, SafeHtml, Skeleton } from '@/ui'
import { contentQueries } from '../queries'
import { useLocale } from '@/platform/i18n'

export type ProtocolDialogProps = {
  isOpen: boolean
  onClose: () => void
  /** When given, the dialog offers "I accept" (the register form's agreement); otherwise it only reads. */
  onAccept?: () => void
}

/**
 * The protocol modal (spec §2): the site's service agreement, from
 * `/arks/web/register-settings/service-agreement`, with every section's HTML sanitised. The register
 * form's agreement link and the footer open this one dialog.
 */
export function ProtocolDialog({ isOpen, onClose, onAccept }: ProtocolDialogProps) {
  const { t } = useLingui()
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} size="lg">
      <Dialog
        data-testid="protocol-dialog"
        title={t({ id: 'register.agreement_title', message: 'Service agreement' })}
        footer={
          onAccept ? (
            <Button variant="primary" onPress={onAccept}>
              <Trans id="register.accept">I accept</Trans>
            </Button>
          ) : null
        }
      >
        <QueryBoundary
          fallback={<Skeleton height="200px" />}
          failed={({ retry }) => (
            <ErrorState
              title={t({ id: 'register.agreement_failed', message: 'The agreement could not load' })}
              onRetry={retry}
            />
          )}
        >
          <ProtocolSections />
        </QueryBoundary>
      </Dialog>
    </Modal>
  )
}

/** The agreement's sections: read when the dialog opens (its body renders only while it is open). */
function ProtocolSections() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(contentQueries.protocol(useLocale()))
  const sections = data?.list ?? []
  if (sections.length === 0)
    return (
      <EmptyState
        title={t({ id: 'content.protocol_empty', message: 'No agreement has been published yet.' })}
      />
    )
  return sections.map((section) => (
    <section key={section.id} className={css({ mb: '4' })}>
      <h3 className={css({ fontWeight: 'bold', mb: '2' })}>{section.title}</h3>
      <SafeHtml html={section.content} className={css({ fontSize: 'sm', color: 'textMuted' })} />
    </section>
  ))
}
