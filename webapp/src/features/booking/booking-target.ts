import type { PublicService } from '@api/public/public.contract';
import type { SlotsSource } from '../../api/slots';

/** What is being booked, as the public page knows it. */
export interface BookingTarget {
  /** The page's booking link ('master_anna', 'org_master_ab12', 'org_salon'): where registration returns. */
  link: string;
  source: SlotsSource;
  service: PublicService;
  /** The page's master (master pages); null on the organization page, where the times name the masters. */
  master: { id: number; name: string } | null;
  address: string | null;
  organization: string | null;
}
