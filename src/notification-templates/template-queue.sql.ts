/**
 * The own texts a queued notice may use, read by the statement that queues it (outbox-sql.ts): a notice
 * drafted with a template owner and values (NotificationDraft.template) gets `own_texts` (per language: the
 * row's id and text), `own_until` (the end of the business's paid plan with its grace; the sender decides
 * with its clock and the BILLING mode whether the texts are in force) and `own_values`. A business without
 * own texts for the kind adds nothing, so a notice costs no other statement.
 */
import { paidPlanUntilSql } from '../billing/billing.sql';

/** `d`: the alias of the drafts' record set (columns kind, tpl_org, tpl_master, tpl_values). */
export const ownTextsSql = (d: string): string => `COALESCE((
  SELECT jsonb_build_object(
           'own_texts', jsonb_object_agg(t.lang, jsonb_build_object('id', t.id, 'text', t.text)),
           'own_until', ${paidPlanUntilSql(`${d}.tpl_org`, `${d}.tpl_master`)},
           'own_values', ${d}.tpl_values)
    FROM notification_templates t
   WHERE ${d}.tpl_values IS NOT NULL AND t.notice = ${d}.kind
     AND ((${d}.tpl_org IS NOT NULL AND t.organization_id = ${d}.tpl_org)
       OR (${d}.tpl_org IS NULL AND t.master_id = ${d}.tpl_master))
  HAVING count(*) > 0), '{}'::jsonb)`;
