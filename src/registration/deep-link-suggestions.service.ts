import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { randomCode } from '../common/links';
import { DeepLinksService } from '../deep-links/deep-links.service';
import { firstFreeLink, slugify } from './transliterate';

/** Turns a name into a free deep link ("Салон Красоты" -> "salon-krasoty", taken -> "salon-krasoty-2"). */
@Injectable()
export class DeepLinkSuggestionsService {
  constructor(private readonly deepLinks: DeepLinksService) {}

  /** Pass the transaction's manager when the link is about to be used inside a transaction. */
  suggest(name: string, fallback = 'org', manager?: EntityManager): Promise<{ link: string; available: boolean }> {
    return firstFreeLink(
      slugify(name, fallback),
      (link) => this.deepLinks.isAvailable(link, {}, manager),
      () => randomCode(6),
    );
  }
}
