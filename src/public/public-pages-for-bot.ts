import { Injectable } from '@nestjs/common';
import type { PublicPagesPort } from './public.contract';
import { PublicService } from './public.service';

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The public pages as the bot's /start reads them: the same pages GET /api/public/... answers. */
@Injectable()
export class PublicPagesForBot implements PublicPagesPort {
  constructor(private readonly pages: PublicService) {}

  async findMaster(deepLink: string): Promise<{ name: string } | null> {
    const page = await this.pages.findMaster(deepLink);
    return page ? { name: fullName(page.first_name, page.last_name) } : null;
  }

  async findOrganization(deepLink: string): Promise<{ name: string } | null> {
    const page = await this.pages.findOrganization(deepLink);
    return page ? { name: page.name } : null;
  }

  async findOrganizationMaster(code: string): Promise<{ name: string; organizationName: string } | null> {
    const page = await this.pages.findOrganizationMaster(code);
    return page?.organization
      ? { name: fullName(page.first_name, page.last_name), organizationName: page.organization.name }
      : null;
  }
}
