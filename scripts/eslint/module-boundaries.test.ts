import { RuleTester } from 'eslint'
import path from 'node:path'
import { afterAll, describe, it } from 'vitest'
import plugin from './module-boundaries.js'

// Run RuleTester's cases as Vitest tests.
Object.assign(RuleTester, { afterAll, describe, it })

const file = (rel: string) => path.resolve('src', rel)
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } })

tester.run('module-boundaries', plugin.rules['module-boundaries'], {
  valid: [
    { filename: file('modules/games/ui/grid.tsx'), code: "import { x } from '../model'" },
    { filename: file('modules/games/model.ts'), code: "import { wallet } from '@/modules/wallet'" },
    { filename: file('modules/games/model.ts'), code: "import { wallet } from '@/modules/wallet/index.ts'" },
    { filename: file('modules/games/model.ts'), code: "import { api } from '@/platform/api'" },
    { filename: file('platform/api/client.ts'), code: "import { toast } from '@/ui'" },
    { filename: file('app/flows/session.ts'), code: "import { a } from '@/modules/auth'" },
  ],
  invalid: [
    { filename: file('ui/button.tsx'), code: "import { a } from '@/modules/auth'", errors: 1 },
    { filename: file('ui/button.tsx'), code: "import { api } from '@/platform/api'", errors: 1 },
    { filename: file('platform/api/client.ts'), code: "import { a } from '@/modules/auth'", errors: 1 },
    { filename: file('platform/api/client.ts'), code: "import { a } from '../../modules/auth'", errors: 1 },
    {
      filename: file('modules/games/model.ts'),
      code: "import { $x } from '@/modules/wallet/model'",
      errors: 1,
    },
    { filename: file('modules/games/model.ts'), code: "import { $x } from '../wallet/model'", errors: 1 },
    { filename: file('modules/games/model.ts'), code: "export { $x } from '../wallet/ui/x'", errors: 1 },
    { filename: file('modules/games/model.ts'), code: "import { appStarted } from '@/app/model'", errors: 1 },
  ],
})
