import type { EntityManager } from 'typeorm';
import { randomCode } from '../common/links';
import type { DeepLinksService } from '../deep-links/deep-links.service';

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'sch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** "Салон Красоты №1" -> "salon-krasoty-1": lowercase Latin letters, digits and hyphens, at most 40. */
export function slugify(name: string): string {
  const latin = [...name.toLowerCase()].map((ch) => CYRILLIC[ch] ?? ch).join('');
  return latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}

/** A free deep link derived from the organization name (suffix -2, -3, ... then a random one when taken). */
export async function suggestDeepLink(name: string, links: DeepLinksService, manager: EntityManager): Promise<string> {
  let base = slugify(name);
  if (base.length < 3) base = base ? `org-${base}` : 'org';
  const candidates = [base, ...Array.from({ length: 8 }, (_, i) => `${base}-${i + 2}`)];
  for (const candidate of candidates) {
    if (await links.isAvailable(candidate, {}, manager)) return candidate;
  }
  for (;;) {
    const candidate = `${base}-${randomCode(6)}`;
    if (await links.isAvailable(candidate, {}, manager)) return candidate;
  }
}
