export { userNameResource } from './user.service.js'
export {
  createUser,
  findUserByEmail,
  findUserById,
  findUserBySsoSubject,
  linkSsoSubject,
  type UserRow,
} from './users.repository.js'
export type { UsersTable } from './users.tables.js'
