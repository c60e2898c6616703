/** The Providers page's calls, answers parsed with the domain's schemas. */
import {
  type ProviderForm,
  type ProvidersResponse,
  providersResponseSchema,
} from '../../../../domain/schemas/dispatch';
import { fetchJson } from '../../../api/fetchJson';
import { ADMIN_KEY } from '../useAdminBookings';

/** Under the admin key, so what reloads the admin's data reloads the providers too. */
export const PROVIDERS_KEY = [...ADMIN_KEY, 'providers'];

const PATH = '/api/admin/providers';

export function fetchProviders(signal?: AbortSignal): Promise<ProvidersResponse> {
  return fetchJson(PATH, { schema: providersResponseSchema, signal });
}

/** 'Add Provider': answers the list with the new one in it. */
export function addProvider(form: ProviderForm): Promise<ProvidersResponse> {
  return fetchJson(PATH, { method: 'POST', body: form, schema: providersResponseSchema });
}

/** 'Save Provider': only what changed is written (and recorded) by the server. */
export function saveProvider(id: string, form: ProviderForm): Promise<ProvidersResponse> {
  return fetchJson(`${PATH}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: form,
    schema: providersResponseSchema,
  });
}
