import { list, type Page } from '../envelopes.js';
import type { Http } from '../http.js';
import { path } from '../query.js';
import { type ApiCredential, apiCredentialSchema } from '../schemas/api-credential.js';
import { type PageQuery, pageQuery } from './paging.js';

export interface ApiCredentialsApi {
  list(orgId: string, q?: PageQuery): Promise<Page<ApiCredential>>;
}

export function apiCredentialsApi(http: Http): ApiCredentialsApi {
  return {
    list: (orgId, q) =>
      http.request({
        method: 'GET',
        path: path`/organizations/${orgId}/api-credentials`,
        query: pageQuery(q),
        schema: list(apiCredentialSchema),
      }),
  };
}
