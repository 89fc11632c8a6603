import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { randomCode } from './booking-links';
import { DeepLinksService } from './deep-links.service';
import { firstFreeLink, slugify, suggestionCandidates } from './transliterate';

/** Turns a name into a free deep link ("Салон Красоты" -> "salon-krasoty", taken -> "salon-krasoty-2"). */
@Injectable()
export class DeepLinkSuggestionsService {
  constructor(private readonly deepLinks: DeepLinksService) {}

  /** One query whatever the name: every candidate is looked up at once.
   *  Pass the transaction's manager when the link is about to be used inside a transaction. */
  async suggest(
    name: string,
    fallback = 'org',
    manager?: EntityManager,
  ): Promise<{ link: string; available: boolean }> {
    const candidates = suggestionCandidates(slugify(name, fallback), randomCode(6));
    const taken = await this.deepLinks.takenAmong(candidates, manager);
    return firstFreeLink(candidates, (link) => taken.has(link));
  }
}
