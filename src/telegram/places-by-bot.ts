import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { independentMaster, masterNow } from '../access/access.sql';
import { refusalOf } from '../common/domain-error';
import { OrganizationPlacesService } from '../organizations/organization-places.service';
import { ACTOR_REFUSALS, actAs } from '../users/act-as';
import type { PlacesPort, SetPlaceResult } from '../users/master-profile.contract';
import { MasterProfilesService } from '../users/master-profiles.service';

type Point = { latitude: number; longitude: number };

/**
 * A location shared with the bot, as the sender's place: an independent master's card and the organization
 * they own (both, when they are both). An organization master's place is the organization's, so theirs is
 * refused with its own reason; anyone else has no place to set. Each place is written by its owning service.
 */
@Injectable()
export class PlacesByBot implements PlacesPort {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly masters: MasterProfilesService,
    private readonly organizations: OrganizationPlacesService,
  ) {}

  /** What `set` would answer, without writing (the /place command asks before offering the button). */
  targets(telegramId: number): Promise<SetPlaceResult> {
    return refusalOf(ACTOR_REFUSALS, async () => {
      const user = await actAs(this.db, telegramId);
      const [row] = await this.db.query<{ master: boolean; organization: boolean; member: boolean }[]>(
        `SELECT ${independentMaster('$1')} AS master,
                EXISTS (SELECT 1 FROM organizations WHERE owner_id = $1) AS organization,
                ${masterNow('$1')} AS member`,
        [user.id],
      );
      return answer(row.master, row.organization, row.member);
    });
  }

  set(telegramId: number, point: Point): Promise<SetPlaceResult> {
    return refusalOf(ACTOR_REFUSALS, async () => {
      const user = await actAs(this.db, telegramId);
      const master = await this.masters.setOwnPoint(user.id, point);
      const organization = await this.organizations.setOwnPoint(user.id, point);
      if (master || organization) return answer(master, organization, false);
      const [row] = await this.db.query<{ member: boolean }[]>(`SELECT ${masterNow('$1')} AS member`, [user.id]);
      return answer(false, false, row.member);
    });
  }
}

function answer(master: boolean, organization: boolean, member: boolean): SetPlaceResult {
  if (master || organization) return { ok: true, master, organization };
  return { ok: false, reason: member ? 'organization_master' : 'no_place' };
}
