import type { EntityManager } from 'typeorm';

/**
 * What a schedule PUT asks of the daily agenda when the agenda time or the zone is saved: turn it on, move it
 * or turn it off, inside the PUT's transaction. `reminders/` owns the agenda's due rows and provides this
 * under AGENDA_PLANNER; the schedule finds it when first asked, so schedules know no reminder code.
 */
export interface AgendaPlanner {
  plan(m: EntityManager, masterId: number, agendaTime: string | null, zone: string, nowMs: number): Promise<void>;
}

export const AGENDA_PLANNER = Symbol('AGENDA_PLANNER');
