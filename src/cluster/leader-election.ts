import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { Client } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { isEmbedded } from '../database/data-source-options';

/**
 * The session-level advisory lock whose holder leads. (Other keys in use: the demo seed's 7004243, the
 * migrations' MIGRATIONS_LOCK_KEY 7004302.)
 * One constant for every instance of this app on a database.
 */
export const LEADER_LOCK_KEY = 7_004_301;

/** application_name of the leader connection: `booking-leader:<process id>` (pg_stat_activity shows who leads). */
export const LEADER_APPLICATION_NAME = 'booking-leader';

/**
 * One leader among all instances on one PostgreSQL database: the instance whose dedicated connection holds
 * `pg_try_advisory_lock(LEADER_LOCK_KEY)`. The others try again every LEADER_RETRY_MS; the leader checks
 * its connection as often. When the leader dies its connection closes, PostgreSQL releases the lock and
 * the next try of another instance takes it. A leader that loses its connection stops leading at once
 * (its jobs stop mid-round) and campaigns again like any other instance.
 *
 * On the embedded database (PGlite: one process per data directory, see data-dir-lock.ts) the single
 * process leads.
 *
 * Jobs that must run on one instance at a time (the outbox sender) are registered with scope 'leader' in
 * src/jobs/, whose loop follows `isLeader()` and `onChange()`. Campaigning starts with the first `start()`
 * (the registry calls it when such a job starts), so an instance without such jobs holds no extra
 * connection. Tests drive `tick()` by hand instead.
 */
@Injectable()
export class LeaderElection implements OnModuleDestroy {
  private readonly logger = new Logger('Leader');
  private client: Client | null = null;
  private leading = false;
  private started = false;
  private stopped = false;
  private saidFollower = false;
  private timer: NodeJS.Timeout | null = null;
  private step: Promise<boolean> = Promise.resolve(false);
  private readonly listeners = new Set<(leading: boolean) => void>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  isLeader(): boolean {
    return this.leading;
  }

  /** Called with the new state on every change (not with the current one). Returns the unsubscribe. */
  onChange(listener: (leading: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Begins campaigning: a try now, then one every LEADER_RETRY_MS. Idempotent. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.loop(0);
  }

  /** One campaign step: connect if needed, then take the lock, or (leading) check the connection still holds it. */
  tick(): Promise<boolean> {
    this.step = this.step.then(
      () => this.campaign(),
      () => this.campaign(),
    );
    return this.step;
  }

  /** Gives up the lead and closes the connection (the job registry stops its leader jobs before). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.step.catch(() => undefined);
    const client = this.client;
    this.client = null;
    this.set(false);
    // closing the session releases its advisory lock; the next instance's try takes it
    if (client) await client.end().catch(() => undefined);
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  private loop(delayMs: number): void {
    this.timer = setTimeout(() => {
      void this.tick().finally(() => {
        if (!this.stopped) this.loop(this.config.leaderRetryMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async campaign(): Promise<boolean> {
    if (this.stopped) return false;
    if (isEmbedded(this.config)) {
      this.set(true);
      return true;
    }
    let client: Client | null = null;
    try {
      client = await this.connection();
      if (this.leading) {
        await client.query('SELECT 1'); // the session is alive, so is its lock
      } else {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
          LEADER_LOCK_KEY,
        ]);
        if (rows[0]?.locked) this.set(true);
        else if (!this.saidFollower) {
          this.saidFollower = true;
          this.logger.log(`another instance leads; this one tries to take over every ${this.config.leaderRetryMs} ms`);
        }
      }
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      if (client) this.lost(client, why);
      else this.logger.warn(`cannot reach the database to lead: ${why}`);
    }
    return this.leading;
  }

  private async connection(): Promise<Client> {
    if (this.client) return this.client;
    // loaded here, not at start: an embedded database never elects a leader and need not load the driver
    const { Client } = await import('pg');
    const client = new Client({
      connectionString: this.config.databaseUrl,
      application_name: `${LEADER_APPLICATION_NAME}:${process.pid}`,
      connectionTimeoutMillis: 5000,
      // a silently dropped connection fails the next check instead of hanging it
      query_timeout: Math.max(1000, this.config.leaderRetryMs),
      keepAlive: true,
    });
    // an unexpected close (the server went away, pg_terminate_backend): the lock went with the session
    client.on('error', (e: Error) => this.lost(client, e.message));
    client.on('end', () => this.lost(client, 'connection closed'));
    try {
      await client.connect();
    } catch (e) {
      client.removeAllListeners('end');
      throw e;
    }
    this.client = client;
    return client;
  }

  private lost(client: Client, why: string): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.leading) this.logger.warn(`lost the lead (${why}); this instance stops its leader jobs and tries again`);
    this.set(false);
    client.end().catch(() => undefined);
  }

  private set(leading: boolean): void {
    if (leading === this.leading) return;
    this.leading = leading;
    if (leading) {
      this.saidFollower = false;
      this.logger.log(`this instance leads: it sends the bot's messages and runs the one-at-a-time jobs`);
    }
    for (const listener of [...this.listeners]) listener(leading);
  }
}
