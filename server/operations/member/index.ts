import { memberMoneyHandlers } from './money.ts'
import { memberProfileEditHandlers } from './profile-edit.ts'
import { memberProfileHandlers } from './profile.ts'
import { signInHandlers } from './sign-in.ts'

/** Member centre: profile and its edits, the login password, money views and recommendations, daily sign-in. */
export const memberHandlers = [
  ...memberProfileHandlers,
  ...memberProfileEditHandlers,
  ...memberMoneyHandlers,
  ...signInHandlers,
]
