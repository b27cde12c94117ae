import { list, type Page, single } from '../envelopes.js';
import type { Http } from '../http.js';
import { path } from '../query.js';
import { type Organization, organizationSchema } from '../schemas/organization.js';

export interface OrganizationsApi {
  retrieve(orgId: string): Promise<Organization>;
  /** The organizations the token may use (for an OAuth token: those its grant covers). */
  list(): Promise<Page<Organization>>;
}

export function organizationsApi(http: Http): OrganizationsApi {
  return {
    retrieve: (orgId) =>
      http.request({
        method: 'GET',
        path: path`/organizations/${orgId}`,
        schema: single(organizationSchema),
      }),
    list: () =>
      http.request({
        method: 'GET',
        path: '/organizations',
        query: { per_page: 50 },
        schema: list(organizationSchema),
      }),
  };
}
