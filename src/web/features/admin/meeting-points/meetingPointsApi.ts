import { type MeetingPointsBody, meetingPointsBodySchema } from '../../../../domain/schemas/landing';
import { fetchJson } from '../../../api/fetchJson';
import { ADMIN_KEY } from '../useAdminBookings';

/** Under the admin key, so what reloads the admin's data reloads the meeting points too. */
export const MEETING_POINTS_KEY = [...ADMIN_KEY, 'meeting-points'];

export function fetchMeetingPoints(signal?: AbortSignal): Promise<MeetingPointsBody> {
  return fetchJson('/api/admin/meeting-points', { schema: meetingPointsBodySchema, signal });
}

export function saveMeetingPoints(body: MeetingPointsBody): Promise<MeetingPointsBody> {
  return fetchJson('/api/admin/meeting-points', { method: 'PUT', body, schema: meetingPointsBodySchema });
}
