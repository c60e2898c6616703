/** The Personal Data page's calls, answers parsed with the domain's schema. */
import {
  type PersonalData,
  type PersonalDataErasure,
  type PersonalDataQuery,
  personalDataSchema,
} from '../../../../domain/schemas/privacy';
import { fetchJson } from '../../../api/fetchJson';

export function findPersonalData(query: PersonalDataQuery): Promise<PersonalData> {
  return fetchJson('/api/admin/privacy/find', { method: 'POST', body: query, schema: personalDataSchema });
}

export function erasePersonalData(request: PersonalDataErasure): Promise<PersonalData> {
  return fetchJson('/api/admin/privacy/erase', { method: 'POST', body: request, schema: personalDataSchema });
}

/** 'Download Data': what was found, as one JSON file a traveller can be sent. */
export function downloadPersonalData(data: PersonalData): void {
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = `personal-data-${data.email}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}
