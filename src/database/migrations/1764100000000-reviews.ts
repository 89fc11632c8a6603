import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews of visits, their replies and reports, and the aggregates the public pages show.
 *
 * A page view must stay one cheap statement, so counts and sums are KEPT, not recomputed: review_stats
 * holds one row per master, per organization and one for the whole platform (subject_id 0), updated by
 * a trigger on reviews in the same transaction as the change. Only visible reviews count: not hidden by
 * the moderator and not of a visit the staff marked a no-show; the no-show mark comes from a trigger on
 * appointments, so whichever path changes a status, the review follows.
 */
export class Reviews1764100000000 implements MigrationInterface {
  name = 'Reviews1764100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reviews (
        id serial PRIMARY KEY,
        appointment_id int NOT NULL UNIQUE REFERENCES appointments(id) ON DELETE CASCADE,
        author_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        organization_id int REFERENCES organizations(id) ON DELETE SET NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        text text CHECK (char_length(text) <= 2000),
        reply_text text CHECK (char_length(reply_text) <= 2000),
        reply_author_id int REFERENCES users(id) ON DELETE SET NULL,
        reply_created_at timestamptz,
        hidden boolean NOT NULL DEFAULT false,
        visit_no_show boolean NOT NULL DEFAULT false,
        visible boolean GENERATED ALWAYS AS (NOT hidden AND NOT visit_no_show) STORED,
        reports_count int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // the public lists: newest visible first, per master and per organization
    await q.query(
      `CREATE INDEX reviews_master_list_idx ON reviews (master_id, created_at DESC, id DESC) WHERE visible`,
    );
    await q.query(
      `CREATE INDEX reviews_organization_list_idx ON reviews (organization_id, created_at DESC, id DESC)
         WHERE visible AND organization_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX reviews_reported_idx ON reviews (created_at DESC, id DESC) WHERE reports_count > 0`);
    await q.query(`CREATE INDEX reviews_hidden_idx ON reviews (created_at DESC, id DESC) WHERE hidden`);
    await q.query(`CREATE INDEX reviews_author_idx ON reviews (author_id)`);

    await q.query(`
      CREATE TABLE review_reports (
        review_id int NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reason text CHECK (char_length(reason) <= 500),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (review_id, user_id)
      )`);

    await q.query(`
      CREATE TABLE review_stats (
        subject varchar NOT NULL CHECK (subject IN ('master', 'organization', 'platform')),
        subject_id int NOT NULL,
        reviews_count int NOT NULL DEFAULT 0,
        rating_sum int NOT NULL DEFAULT 0,
        r1 int NOT NULL DEFAULT 0, r2 int NOT NULL DEFAULT 0, r3 int NOT NULL DEFAULT 0,
        r4 int NOT NULL DEFAULT 0, r5 int NOT NULL DEFAULT 0,
        PRIMARY KEY (subject, subject_id)
      )`);

    // Clients who asked not to be asked for reviews in the chat.
    await q.query(`ALTER TABLE users ADD COLUMN review_requests_muted boolean NOT NULL DEFAULT false`);

    await q.query(`
      CREATE FUNCTION review_stats_add(p_master int, p_org int, p_rating int, p_sign int) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO review_stats AS s (subject, subject_id, reviews_count, rating_sum, r1, r2, r3, r4, r5)
        SELECT k, id, p_sign, p_sign * p_rating,
               CASE p_rating WHEN 1 THEN p_sign ELSE 0 END, CASE p_rating WHEN 2 THEN p_sign ELSE 0 END,
               CASE p_rating WHEN 3 THEN p_sign ELSE 0 END, CASE p_rating WHEN 4 THEN p_sign ELSE 0 END,
               CASE p_rating WHEN 5 THEN p_sign ELSE 0 END
          FROM (VALUES ('master', p_master), ('organization', p_org), ('platform', 0)) v(k, id)
         WHERE id IS NOT NULL
        ON CONFLICT (subject, subject_id) DO UPDATE SET
          reviews_count = s.reviews_count + EXCLUDED.reviews_count, rating_sum = s.rating_sum + EXCLUDED.rating_sum,
          r1 = s.r1 + EXCLUDED.r1, r2 = s.r2 + EXCLUDED.r2, r3 = s.r3 + EXCLUDED.r3,
          r4 = s.r4 + EXCLUDED.r4, r5 = s.r5 + EXCLUDED.r5;
      END $$`);
    await q.query(`
      CREATE FUNCTION reviews_keep_stats() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.visible THEN
          PERFORM review_stats_add(OLD.master_id, OLD.organization_id, OLD.rating, -1);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.visible THEN
          PERFORM review_stats_add(NEW.master_id, NEW.organization_id, NEW.rating, 1);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER reviews_keep_stats AFTER INSERT OR DELETE ON reviews FOR EACH ROW
        EXECUTE FUNCTION reviews_keep_stats()`);
    await q.query(`
      CREATE TRIGGER reviews_keep_stats_on_change AFTER UPDATE ON reviews FOR EACH ROW
        WHEN (OLD.visible IS DISTINCT FROM NEW.visible OR OLD.rating IS DISTINCT FROM NEW.rating)
        EXECUTE FUNCTION reviews_keep_stats()`);

    await q.query(`
      CREATE FUNCTION appointments_mark_review_no_show() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE reviews SET visit_no_show = (NEW.status = 'no_show') WHERE appointment_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointments_mark_review_no_show AFTER UPDATE OF status ON appointments FOR EACH ROW
        WHEN ((OLD.status = 'no_show') IS DISTINCT FROM (NEW.status = 'no_show'))
        EXECUTE FUNCTION appointments_mark_review_no_show()`);

    // The review request in the chat: one due row per booking, planned when the booking gets a client and
    // dropped (by the runner's checks) when it is cancelled or a no-show.
    await q.query(`
      CREATE TABLE review_requests (
        appointment_id int PRIMARY KEY REFERENCES appointments(id) ON DELETE CASCADE,
        due_at timestamptz NOT NULL,
        status varchar NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'skipped')),
        sent_at timestamptz,
        skip_reason varchar
      )`);
    await q.query(`CREATE INDEX review_requests_due_idx ON review_requests (due_at) WHERE status = 'pending'`);
    await q.query(`
      CREATE FUNCTION appointments_plan_review_request() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO review_requests (appointment_id, due_at) VALUES (NEW.id, NEW.ends_at + interval '2 hours')
        ON CONFLICT (appointment_id) DO UPDATE SET due_at = EXCLUDED.due_at
          WHERE review_requests.status = 'pending';
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER appointments_plan_review_request AFTER INSERT ON appointments FOR EACH ROW
        WHEN (NEW.client_id IS NOT NULL AND NEW.status <> 'cancelled')
        EXECUTE FUNCTION appointments_plan_review_request()`);
    await q.query(`
      CREATE TRIGGER appointments_replan_review_request AFTER UPDATE OF ends_at ON appointments FOR EACH ROW
        WHEN (NEW.client_id IS NOT NULL AND OLD.ends_at IS DISTINCT FROM NEW.ends_at)
        EXECUTE FUNCTION appointments_plan_review_request()`);
    // bookings already made whose request is still ahead
    await q.query(`
      INSERT INTO review_requests (appointment_id, due_at)
      SELECT id, ends_at + interval '2 hours' FROM appointments
       WHERE client_id IS NOT NULL AND status IN ('planned', 'confirmed') AND ends_at + interval '2 hours' > now()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER appointments_replan_review_request ON appointments`);
    await q.query(`DROP TRIGGER appointments_plan_review_request ON appointments`);
    await q.query(`DROP FUNCTION appointments_plan_review_request()`);
    await q.query(`DROP TABLE review_requests`);
    await q.query(`DROP TRIGGER appointments_mark_review_no_show ON appointments`);
    await q.query(`DROP FUNCTION appointments_mark_review_no_show()`);
    await q.query(`DROP TABLE review_reports`);
    await q.query(`DROP TABLE reviews`);
    await q.query(`DROP FUNCTION reviews_keep_stats()`);
    await q.query(`DROP FUNCTION review_stats_add(int, int, int, int)`);
    await q.query(`DROP TABLE review_stats`);
    await q.query(`ALTER TABLE users DROP COLUMN review_requests_muted`);
  }
}
