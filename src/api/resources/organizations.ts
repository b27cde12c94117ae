import { single } from '../envelopes.js';
import type { Http } from '../http.js';
import { path } from '../query.js';
import { type Organization, organizationSchema } from '../schemas/organization.js';

export interface OrganizationsApi {
  retrieve(orgId: string): Promise<Organization>;
}

export function organizationsApi(http: Http): OrganizationsApi {
  return {
    retrieve: (orgId) =>
      http.request({
        method: 'GET',
        path: path`/organizations/${orgId}`,
        schema: single(organizationSchema),
      }),
  };
}
