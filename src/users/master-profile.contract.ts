import type { ActorRefusalCode, Refusal } from '../common/domain-error.contract';

/**
 * GET/PUT /masters/me/profile: the master's public card. An independent master edits every field; an
 * organization master only `specialization` and `about` (their place is the organization's, shown here
 * read-only, and their category is set at registration).
 */
export interface MasterProfileResponse {
  category: string | null;
  custom_category: string | null;
  specialization: string | null;
  /** The place clients see: the master's own, or (organization master) the organization's. */
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  about: string | null;
  /** independent: every field is the master's own; organization: only specialization and about are. */
  kind: 'independent' | 'organization';
  /** The organization whose place an organization master shows; null for an independent master. */
  organization: { id: number; name: string } | null;
}

/**
 * The body of PUT: a field left out keeps its value; null (or an empty text) clears it. `category` from
 * the spec's list; with «Другое», `custom_category` (≤ 50) is required. `latitude` and `longitude` go
 * together. An organization master may send only `specialization` and `about` (any other field: 422).
 */
export interface MasterProfileRequest {
  category?: string;
  custom_category?: string | null;
  specialization?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  about?: string | null;
}

/** A location shared with the bot: which places it became (an independent master's, an owned organization's). */
export type SetPlaceResult =
  | { ok: true; master: boolean; organization: boolean }
  | { ok: false; reason: 'organization_master' | 'no_place' }
  | Refusal<ActorRefusalCode>;

/** What the bot asks about places: a shared location becomes the user's place. */
export interface PlacesPort {
  /** Whose place a location from this user would set (nothing is written): the answer `set` would give. */
  targets(telegramId: number): Promise<SetPlaceResult>;
  /** Their independent master card and/or the organization they own. */
  set(telegramId: number, point: { latitude: number; longitude: number }): Promise<SetPlaceResult>;
}
