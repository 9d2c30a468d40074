import { useQueryClient } from '@tanstack/react-query'
import { useUnit } from 'effector-react'
import { useEffect, useRef } from 'react'
import { $walletRevision } from '../model'
import { walletQueries } from '../queries'

/** Refetches every wallet query when money moved (walletChanged in the effector model). */
export function useWalletSync() {
  const revision = useUnit($walletRevision)
  const queryClient = useQueryClient()
  const seen = useRef(revision)
  useEffect(() => {
    if (seen.current === revision) return
    seen.current = revision
    void queryClient.invalidateQueries({ queryKey: walletQueries.all() })
  }, [revision, queryClient])
}
