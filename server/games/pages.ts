import { randomBytes, randomInt } from 'node:crypto'
import { Hono } from 'hono'
import { transactionWithAfterCommit } from '../db/after-commit.ts'
import type { Db } from '../db/types.ts'
import { InsufficientBalanceError, postLedger } from '../domain/ledger.ts'
import { CURRENCY_BY_CODE, localize } from '../domain/reference.ts'
import { announceMemberCash } from './events.ts'

/**
 * Pages the sandbox serves in place of real providers (outside the contract, under /sandbox):
 * a playable demo slot behind every `game_url`, and the sports quick-bet frame.
 */

export const SYMBOLS = ['🍒', '🍋', '🔔', '⭐', '💎', '7'] as const
/** Bets in currency units; currencies without decimals bet in thousands. */
const BET_STEPS = [1, 5, 10, 50]

export interface SpinOutcome {
  reels: [number, number, number]
  multiplier: number
}

/** Three of a kind pays 10× (sevens 25×), a pair pays 2×. */
export function payout(reels: readonly [number, number, number]): number {
  const [a, b, c] = reels
  if (a === b && b === c) return a === SYMBOLS.length - 1 ? 25 : 10
  if (a === b || b === c || a === c) return 2
  return 0
}

export function spin(random: (max: number) => number = randomInt): SpinOutcome {
  const reels: [number, number, number] = [
    random(SYMBOLS.length),
    random(SYMBOLS.length),
    random(SYMBOLS.length),
  ]
  return { reels, multiplier: payout(reels) }
}

interface Launch {
  token: string
  member_id: number | null
  game_id: number
  provider_code: string
  currency: string
  demo: boolean
  demo_balance: string
  lobby_url: string | null
  closed_at: Date | string | null
  names: Record<string, string>
}

async function findLaunch(db: Db, token: string): Promise<Launch | null> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(token)) return null
  const result = await db.query<Launch>(
    `SELECT l.token, l.member_id, l.game_id, p.code AS provider_code, l.currency, l.demo,
            l.demo_balance::text AS demo_balance, l.lobby_url, l.closed_at, g.names
       FROM game_launches l JOIN providers p ON p.id = l.provider_id JOIN games g ON g.id = l.game_id
      WHERE l.token = $1`,
    [token],
  )
  return result.rows[0] ?? null
}

async function balanceOf(db: Db, launch: Launch): Promise<string> {
  if (launch.demo || launch.member_id === null) return launch.demo_balance
  const result = await db.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND wallet_code = $2',
    [launch.member_id, launch.provider_code],
  )
  return result.rows[0]?.balance ?? '0'
}

function betSteps(currency: string): number[] {
  const decimals = CURRENCY_BY_CODE.get(currency)?.decimals ?? 2
  return decimals === 0 ? BET_STEPS.map((step) => step * 1000) : BET_STEPS
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Only same-site paths and http(s) addresses may be the lobby return address. */
export function safeLobbyUrl(url: string | null): string | null {
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null
  } catch {
    return null
  }
}

function htmlResponse(body: string, nonce: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    },
  })
}

const PAGE_STYLE = `
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; background: #07080d; color: #eef1f8; display: flex; flex-direction: column; align-items: center; }
  main { width: min(560px, 100%); padding: 24px 16px; box-sizing: border-box; text-align: center; }
  h1 { font-size: 22px; margin: 8px 0 4px; }
  .muted { color: #b4bbd0; font-size: 14px; }
  .reels { display: flex; justify-content: center; gap: 12px; margin: 24px 0; }
  .reel { width: 88px; height: 88px; border-radius: 14px; background: #181d2b; border: 1px solid #323b54; display: grid; place-items: center; font-size: 44px; font-weight: 700; }
  .row { display: flex; gap: 8px; justify-content: center; flex-wrap: wrap; margin: 12px 0; }
  button, a.button { min-height: 44px; padding: 0 18px; border-radius: 10px; border: 1px solid #323b54; background: #232a3d; color: #eef1f8; font-size: 16px; cursor: pointer; text-decoration: none; display: inline-flex; align-items: center; }
  button[aria-pressed="true"] { border-color: #f8c843; color: #f8c843; }
  button.primary { background: #f8c843; color: #07080d; border-color: #f8c843; font-weight: 700; min-width: 160px; justify-content: center; }
  button:disabled { opacity: .5; cursor: not-allowed; }
  :focus-visible { outline: 3px solid #5cc8ff; outline-offset: 2px; }
  .balance { font-size: 28px; font-weight: 700; font-variant-numeric: tabular-nums; }
  .result { min-height: 24px; margin-top: 12px; }
`

function gamePage(launch: Launch, balance: string, nonce: string): string {
  const name = localize(launch.names, 'en_US')
  const lobby = safeLobbyUrl(launch.lobby_url)
  const steps = betSteps(launch.currency)
  const symbol = CURRENCY_BY_CODE.get(launch.currency)?.symbol ?? ''
  const leave = lobby
    ? `<a class="button" id="lobby" href="${escapeHtml(lobby)}">Back to lobby</a>`
    : `<button type="button" id="close">Close game</button>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)}</title><style>${PAGE_STYLE}</style></head>
<body><main>
  <p class="muted">${launch.demo ? 'Demo game · play money' : 'Sandbox game'}</p>
  <h1>${escapeHtml(name)}</h1>
  <p class="muted">Balance</p>
  <p class="balance"><span>${escapeHtml(symbol)}</span> <output id="balance" aria-live="polite" data-testid="game-balance">${escapeHtml(balance)}</output> <span>${escapeHtml(launch.currency)}</span></p>
  <div class="reels" role="img" aria-label="Reels" id="reels">
    <div class="reel">7</div><div class="reel">7</div><div class="reel">7</div>
  </div>
  <div class="row" role="group" aria-label="Bet">
    ${steps.map((step, index) => `<button type="button" class="bet" data-bet="${step}" aria-pressed="${index === 0}">${step}</button>`).join('')}
  </div>
  <div class="row"><button type="button" class="primary" id="spin">Spin</button></div>
  <p class="result" id="result" role="status"></p>
  <div class="row">${leave}</div>
</main>
<script nonce="${nonce}">
(() => {
  const symbols = ${JSON.stringify(SYMBOLS)};
  let bet = ${steps[0] ?? 1};
  const spinButton = document.getElementById('spin');
  const result = document.getElementById('result');
  const balance = document.getElementById('balance');
  for (const button of document.querySelectorAll('.bet')) {
    button.addEventListener('click', () => {
      bet = Number(button.dataset.bet);
      for (const other of document.querySelectorAll('.bet')) other.setAttribute('aria-pressed', String(other === button));
    });
  }
  spinButton.addEventListener('click', async () => {
    spinButton.disabled = true;
    try {
      const response = await fetch(location.pathname.replace(/\\/$/, '') + '/spin', {
        // A plain-text body: the page runs without its origin (a sandboxed frame), so no preflight.
        method: 'POST', body: JSON.stringify({ bet }),
      });
      const body = await response.json();
      if (!response.ok) { result.textContent = body.message || 'Spin failed'; return; }
      const reels = document.querySelectorAll('.reel');
      body.reels.forEach((symbol, index) => { reels[index].textContent = symbols[symbol]; });
      balance.textContent = body.balance;
      result.textContent = body.win > 0 ? 'You win ' + body.win + '!' : 'No win this time';
    } catch (error) {
      result.textContent = 'Network error';
    } finally {
      spinButton.disabled = false;
    }
  });
  const close = document.getElementById('close');
  if (close) close.addEventListener('click', () => window.close());
})();
</script>
</body></html>`
}

function sportsPage(nonce: string, game: { gp_id: number; game_code: string }): string {
  const matches = [
    ['Hà Nội FC', 'Hoàng Anh Gia Lai', '1.85', '3.40', '4.10'],
    ['Manchester City', 'Arsenal', '1.72', '3.90', '4.60'],
    ['Real Madrid', 'Barcelona', '2.30', '3.50', '2.95'],
    ['Bayern München', 'Dortmund', '1.55', '4.40', '5.30'],
    ['Inter', 'Juventus', '2.10', '3.10', '3.60'],
    ['PSG', 'Marseille', '1.45', '4.80', '6.50'],
  ]
  const rows = matches
    .map(
      (
        [home, away, one, draw, two],
        index,
      ) => `<li class="match${index >= 3 ? ' more' : ''}"${index >= 3 ? ' hidden' : ''}>
      <span>${escapeHtml(home ?? '')} – ${escapeHtml(away ?? '')}</span>
      <span class="odds"><b>${one}</b><b>${draw}</b><b>${two}</b></span></li>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sports quick bet</title><style>${PAGE_STYLE}
  body { align-items: stretch; min-height: 0; }
  main { width: 100%; text-align: left; padding: 12px; }
  ul { list-style: none; padding: 0; margin: 0; }
  .match { display: flex; justify-content: space-between; gap: 8px; padding: 10px 0; border-bottom: 1px solid #232a3d; }
  .match[hidden] { display: none; }
  .odds b { display: inline-block; min-width: 44px; text-align: center; color: #f8c843; }
</style></head>
<body><main>
  <h1>Quick bet</h1>
  <ul id="matches">${rows}</ul>
  <div class="row">
    <button type="button" id="more" aria-expanded="false" aria-controls="matches">More matches</button>
    <button type="button" class="primary" id="open">Open sportsbook</button>
  </div>
</main>
<script nonce="${nonce}">
(() => {
  // The content's own height (the document's scroll height never drops below the frame's), sent again
  // whenever it changes: fonts, the frame's width, the list opening or closing.
  const main = document.querySelector('main');
  const report = () => parent.postMessage({ type: 'S001', height: Math.ceil(main.getBoundingClientRect().bottom + window.scrollY + 16) }, '*');
  new ResizeObserver(report).observe(main);
  document.getElementById('more').addEventListener('click', (event) => {
    const expanded = event.currentTarget.getAttribute('aria-expanded') === 'true';
    for (const item of document.querySelectorAll('.more')) item.hidden = expanded;
    event.currentTarget.setAttribute('aria-expanded', String(!expanded));
    event.currentTarget.textContent = expanded ? 'More matches' : 'Fewer matches';
    report();
  });
  document.getElementById('open').addEventListener('click', () => {
    parent.postMessage({ type: 'U003', data: { gp_id: ${game.gp_id}, game_type: 4, game_code: ${JSON.stringify(game.game_code)} } }, '*');
  });
  report();
})();
</script>
</body></html>`
}

function nonce(): string {
  return randomBytes(12).toString('base64')
}

const notFoundPage = (n: string) =>
  htmlResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Game not found</title><style>${PAGE_STYLE}</style></head><body><main><h1>Game not found</h1><p class="muted">This game session has ended. Start the game again from the lobby.</p></main></body></html>`,
    n,
    404,
  )

/**
 * The game page runs in a frame without its origin (see providerFrameSandbox), so its spin is a
 * cross-origin call from `null`. The launch token in the path is the only credential (no cookie),
 * so any origin may read the answer.
 */
const SPIN_CORS = { 'access-control-allow-origin': '*' }

/** Routes mounted at /sandbox by the one-port server. */
export function gamePages(db: Db): Hono {
  const app = new Hono()

  app.get('/game/:token', async (c) => {
    const n = nonce()
    const launch = await findLaunch(db, c.req.param('token'))
    if (!launch || launch.closed_at !== null) return notFoundPage(n)
    return htmlResponse(gamePage(launch, await balanceOf(db, launch), n), n)
  })

  app.get('/game/:token/state', async (c) => {
    const launch = await findLaunch(db, c.req.param('token'))
    if (!launch) return c.json({ message: 'Game not found' }, 404)
    return c.json({
      balance: await balanceOf(db, launch),
      currency: launch.currency,
      open: launch.closed_at === null,
    })
  })

  app.post('/game/:token/spin', async (c) => {
    const launch = await findLaunch(db, c.req.param('token'))
    if (!launch || launch.closed_at !== null)
      return c.json({ message: 'This game session has ended' }, 410, SPIN_CORS)
    let bet: unknown
    try {
      bet = ((await c.req.json()) as { bet?: unknown }).bet
    } catch {
      return c.json({ message: 'Body must be JSON: {"bet": number}' }, 400, SPIN_CORS)
    }
    if (typeof bet !== 'number' || !betSteps(launch.currency).includes(bet))
      return c.json({ message: `bet must be one of ${betSteps(launch.currency).join(', ')}` }, 400, SPIN_CORS)
    const outcome = spin()
    const win = bet * outcome.multiplier
    try {
      const balance = await transactionWithAfterCommit(db, async (tx, afterCommit) => {
        if (launch.demo || launch.member_id === null) {
          const updated = await tx.query<{ balance: string }>(
            `UPDATE game_launches SET demo_balance = demo_balance - $2::numeric + $3::numeric
              WHERE token = $1 AND demo_balance >= $2::numeric RETURNING demo_balance::text AS balance`,
            [launch.token, bet, win],
          )
          const row = updated.rows[0]
          if (!row) throw new InsufficientBalanceError(0)
          return row.balance
        }
        const wallet = await tx.query<{ id: number }>(
          'SELECT id FROM wallets WHERE member_id = $1 AND wallet_code = $2',
          [launch.member_id, launch.provider_code],
        )
        const walletId = wallet.rows[0]?.id
        if (walletId === undefined) throw new InsufficientBalanceError(0)
        let after = await postLedger(tx, {
          walletId,
          amount: -bet,
          kind: 'game_bet',
          reference: launch.token,
        })
        if (win > 0)
          after = await postLedger(tx, { walletId, amount: win, kind: 'game_win', reference: launch.token })
        announceMemberCash(afterCommit, launch.member_id, after)
        return after
      })
      return c.json({ reels: outcome.reels, win, balance }, 200, SPIN_CORS)
    } catch (error) {
      if (error instanceof InsufficientBalanceError)
        return c.json({ message: 'Insufficient balance' }, 402, SPIN_CORS)
      throw error
    }
  })

  app.get('/sports', async (c) => {
    const n = nonce()
    const gpId = Number(c.req.query('gp_id'))
    const result = await db.query<{ provider_id: number; game_code: string }>(
      `SELECT provider_id, game_code FROM games WHERE game_type = 4 AND active ${Number.isSafeInteger(gpId) && gpId > 0 ? 'AND provider_id = $1' : ''}
        ORDER BY provider_id, sort LIMIT 1`,
      Number.isSafeInteger(gpId) && gpId > 0 ? [gpId] : [],
    )
    const game = result.rows[0]
    if (!game) return notFoundPage(n)
    return htmlResponse(sportsPage(n, { gp_id: game.provider_id, game_code: game.game_code }), n)
  })

  app.all('*', (c) => c.text('Not found', 404))
  return app
}
