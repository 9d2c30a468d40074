import { api, unwrap, type components } from '@/platform/api'
import { config } from '@/platform/config'

type Schemas = components['schemas']
export type Letter = Schemas['Letter']
export type LetterList = Schemas['LetterListData']
export type Locale = Schemas['Locale']

/** Spec §9: letters are listed 50 per page, sorted by id descending. */
export const LETTERS_PAGE_SIZE = 50

const EMPTY: LetterList = { list: [], total_count: 0, unread_count: 0 }

export const lettersApi = {
  list: async (page: number, language: Locale): Promise<LetterList> =>
    (await unwrap(
      api.POST('/arks/web/member/letter', {
        body: {
          site_id: config.siteId,
          active: 1,
          count: LETTERS_PAGE_SIZE,
          page,
          language,
          sort_field: 'id',
          sort_order: 'desc',
        },
      }),
    )) ?? EMPTY,
  read: (id: number) => unwrap(api.POST('/arks/web/member/letter/read', { body: { id } })),
  destroy: (ids: readonly number[]) =>
    unwrap(api.POST('/arks/web/member/letter/destroy', { body: { ids: [...ids] } })),
}
