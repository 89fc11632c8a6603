/**
 * $1 a master: 'calendar_connect' while they chose a Google or Apple calendar at registration and have no
 * calendar connection yet (calendar-sync's table, read only), else null. No row: no master card.
 */
export const ME_NEXT_SQL = `
  SELECT CASE WHEN mp.calendar_type IN ('google', 'apple')
               AND NOT EXISTS (SELECT 1 FROM calendar_connections c WHERE c.master_id = mp.user_id)
              THEN 'calendar_connect' END AS next
    FROM master_profiles mp
   WHERE mp.user_id = $1`;
