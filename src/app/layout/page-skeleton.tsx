import { css } from 'styled-system/css'
import { Spinner } from '@/ui'

export function PageSkeleton() {
  return (
    <div className={css({ display: 'grid', placeItems: 'center', minH: '40vh' })}>
      <Spinner />
    </div>
  )
}
