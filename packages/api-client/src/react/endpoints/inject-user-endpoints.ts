import type { EndpointDefinitions } from '@reduxjs/toolkit/query/react'
import type { User } from '@idx/domain'
import {
  userFromDocument,
  userUpdateDocument,
  type CurrentUser,
  type UserProfileUpdate,
} from '../../auth/current-user.js'
import type { Collaborator } from '../../collections/collection-models.js'
import type { JsonApiDocument } from '../../jsonapi/types.js'
import type { IdxApiWith } from '../idx-base-api.js'
import { documentOf, type TypedDocument } from '../typed-document.js'
import type { ResourceId } from './resource-id.js'

/** Body of `PUT user/password`: the current password proves it is the user; other sessions end. */
export interface PasswordChange {
  readonly current_password: string
  readonly password: string
  readonly password_confirmation: string
}

/** Adds the signed-in user's endpoints: who they are, their profile, password and agent. */
export function injectUserEndpoints<Definitions extends EndpointDefinitions>(api: IdxApiWith<Definitions>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      /**
       * `GET user?me=true`: the signed-in user, mapped to the domain `User` plus `sso` and `admin`
       * (a plain object, unlike the raw documents other endpoints cache). A document without a
       * user is a `PARSING_ERROR`: a failed current-user load ends the session (spec §4).
       */
      getCurrentUser: build.query<CurrentUser, void>({
        async queryFn(_arg, _api, _extra, baseQuery) {
          const result = await baseQuery({ path: 'user', query: { me: true } })
          if (result.error) return { error: result.error }
          const user = userFromDocument(result.data as JsonApiDocument)
          if (user) return { data: user }
          const error = 'GET user?me=true answered without a users resource.'
          return { error: { status: 'PARSING_ERROR', originalStatus: 200, data: JSON.stringify(result.data), error } }
        },
        providesTags: ['User'],
      }),

      /** `PATCH user` with `{ data: { type: 'users', attributes } }`: the profile form. */
      updateUser: build.mutation<TypedDocument<User | null>, UserProfileUpdate>({
        query: (attributes) => ({ method: 'PATCH', path: 'user', body: userUpdateDocument(attributes) }),
        transformResponse: documentOf<User | null>(),
        invalidatesTags: ['User'],
      }),

      /** `PUT user/password`; the server ends the user's other sessions, this one stays. */
      changePassword: build.mutation<unknown, PasswordChange>({
        query: ({ current_password, password, password_confirmation }) => ({
          method: 'PUT',
          path: 'user/password',
          body: { current_password, password, password_confirmation },
        }),
      }),

      /** `GET user/clients`: the signed-in agent's clients, by name (none for a user who is no agent). */
      getClients: build.query<TypedDocument<Collaborator[]>, void>({
        query: () => ({ path: 'user/clients' }),
        transformResponse: documentOf<Collaborator[]>(),
        providesTags: ['User'],
      }),

      /** `PUT user/current_agent` with `{ agent_id }`: the agent the user works with. */
      setCurrentAgent: build.mutation<unknown, ResourceId>({
        query: (agentId) => ({ method: 'PUT', path: 'user/current_agent', body: { agent_id: agentId } }),
        invalidatesTags: ['User'],
      }),
    }),
  })
}
