import { randomBytes } from 'node:crypto';
import { IcsLinkSigner } from '../../src/calendar-feed/ics/ics-link';
import { makeMaster } from '../factories';
import { TEST_BOT_TOKEN } from '../support/test-app';
import type { World } from '../support/world';
import { orgBooking } from './appointment-fixtures';

/** Targets of the calendar rows in the authorization table. */

/** The public feed of a new master (its token written straight to the database). */
export async function freshFeedUrl(w: World): Promise<string> {
  const m = await makeMaster(w.db);
  const token = randomBytes(32).toString('base64url');
  await w.db.query(`INSERT INTO calendar_feeds (master_id, token) VALUES ($1, $2)`, [m.user.id, token]);
  return `/api/calendar-feed/${token}.ics`;
}

/** A signed download address of a new booking of the world's client (the matrix runs on the real clock). */
export async function freshIcsLink(w: World): Promise<string> {
  const id = await orgBooking(w);
  const token = new IcsLinkSigner(TEST_BOT_TOKEN).sign(id, 'client', Date.now() + 10 * 60_000);
  return `/api/appointments/ics/${token}`;
}
