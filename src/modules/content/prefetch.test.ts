// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { answerFetchFromSandbox } from '../../test-sandbox'

/** The home page's banners are asked for before its code has loaded, under the keys the page asks with. */
vi.stubEnv('VITE_API_BASE', 'http://localhost/api')
const { contentQueries } = await import('./queries')
const { prefetchHomeContent } = await import('./prefetch')
const { homeLayoutOf } = await import('./templates')

const asked = answerFetchFromSandbox()

async function settled(client: QueryClient) {
  await vi.waitFor(() => expect(client.isFetching()).toBe(0))
}

describe('prefetchHomeContent', () => {
  it('loads the mobile banners of the site template and the marquee; the page then asks for nothing more', async () => {
    const client = new QueryClient()
    const site = await client.fetchQuery(contentQueries.siteDetail())
    const useType = homeLayoutOf(site).carouselUseType
    asked.length = 0
    prefetchHomeContent(client, { isDesktop: false, locale: 'vi_VN', currency: 'VND' })
    await settled(client)
    expect(asked.sort()).toEqual(['/api/arks/web/announcement/marquee', '/api/arks/web/carousel_picture'])

    const banners = client.getQueryState(contentQueries.carousel(useType, 'vi_VN').queryKey)
    expect(banners?.status).toBe('success')
    asked.length = 0
    await client.ensureQueryData(contentQueries.carousel(useType, 'vi_VN'))
    await client.ensureQueryData(contentQueries.marquee('vi_VN', 'VND'))
    expect(asked).toEqual([])
  })

  it('loads the desktop banners (use type 0) on a desktop screen', async () => {
    const client = new QueryClient()
    prefetchHomeContent(client, { isDesktop: true, locale: 'en_US', currency: 'USD' })
    await settled(client)
    expect(client.getQueryState(contentQueries.carousel(0, 'en_US').queryKey)?.status).toBe('success')
  })
})
