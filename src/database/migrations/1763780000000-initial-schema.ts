import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763780000000 implements MigrationInterface {
  name = 'InitialSchema1763780000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        telegram_id bigint NOT NULL UNIQUE,
        username varchar,
        language_code varchar,
        first_name varchar NOT NULL,
        last_name varchar,
        phone varchar,
        phone_verified boolean NOT NULL DEFAULT false,
        email varchar,
        user_type varchar NOT NULL CHECK (user_type IN ('client','master','organization')),
        is_blocked boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at)`);
    await q.query(`CREATE INDEX users_user_type_idx ON users (user_type)`);

    await q.query(`
      CREATE TABLE master_profiles (
        id serial PRIMARY KEY,
        user_id int NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        category varchar,
        custom_category varchar,
        specialization varchar,
        address varchar,
        calendar_type varchar NOT NULL DEFAULT 'internal' CHECK (calendar_type IN ('internal','google','apple')),
        google_calendar_email varchar,
        apple_calendar_id varchar,
        deep_link varchar UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE organizations (
        id serial PRIMARY KEY,
        owner_id int NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        name varchar NOT NULL,
        description text,
        phone varchar,
        email varchar,
        address varchar,
        category varchar,
        deep_link varchar NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE user_roles (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role_type varchar NOT NULL CHECK (role_type IN ('client','master','organization','organization_admin','organization_master')),
        organization_id int REFERENCES organizations(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX user_roles_unique_idx ON user_roles (user_id, role_type, COALESCE(organization_id, 0))`,
    );

    await q.query(`
      CREATE TABLE organization_members (
        id serial PRIMARY KEY,
        organization_id int NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role varchar NOT NULL CHECK (role IN ('master','admin')),
        master_code varchar UNIQUE,
        is_blocked boolean NOT NULL DEFAULT false,
        joined_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (organization_id, user_id, role)
      )`);
    await q.query(`CREATE INDEX organization_members_user_idx ON organization_members (user_id)`);

    await q.query(`
      CREATE TABLE invitations (
        id serial PRIMARY KEY,
        organization_id int NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        role varchar NOT NULL CHECK (role IN ('master','admin')),
        status varchar NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','confirmed','accepted','rejected')),
        deep_link_code varchar NOT NULL UNIQUE,
        created_by_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        invited_user_id int REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX invitations_org_idx ON invitations (organization_id, status)`);

    await q.query(`
      CREATE TABLE services (
        id serial PRIMARY KEY,
        name varchar NOT NULL,
        description text,
        duration_minutes int CHECK (duration_minutes IS NULL OR duration_minutes > 0),
        price numeric(10,2) CHECK (price IS NULL OR price >= 0),
        category varchar,
        organization_id int REFERENCES organizations(id) ON DELETE CASCADE,
        master_id int REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (organization_id IS NOT NULL OR master_id IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX services_org_idx ON services (organization_id)`);
    await q.query(`CREATE INDEX services_master_idx ON services (master_id)`);

    await q.query(`
      CREATE TABLE appointments (
        id serial PRIMARY KEY,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        client_id int REFERENCES users(id) ON DELETE SET NULL,
        organization_id int REFERENCES organizations(id) ON DELETE SET NULL,
        service_id int REFERENCES services(id) ON DELETE SET NULL,
        client_name varchar,
        client_phone varchar,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        status varchar NOT NULL DEFAULT 'planned' CHECK (status IN ('planned','completed','cancelled')),
        price numeric(10,2),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at),
        CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
          master_id WITH =, tstzrange(starts_at, ends_at) WITH &&
        ) WHERE (status <> 'cancelled')
      )`);
    await q.query(`CREATE INDEX appointments_starts_at_idx ON appointments (starts_at)`);
    await q.query(`CREATE INDEX appointments_org_starts_idx ON appointments (organization_id, starts_at)`);
    await q.query(`CREATE INDEX appointments_master_starts_idx ON appointments (master_id, starts_at)`);
    await q.query(`CREATE INDEX appointments_client_idx ON appointments (client_id)`);

    await q.query(`
      CREATE TABLE error_logs (
        id serial PRIMARY KEY,
        telegram_id bigint,
        message text NOT NULL,
        context text,
        stack text,
        response text,
        status int,
        url text,
        client_timestamp varchar,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE outbox_messages (
        id bigserial PRIMARY KEY,
        chat_id bigint NOT NULL,
        user_id int REFERENCES users(id) ON DELETE SET NULL,
        kind varchar NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        status varchar NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sending','sent','failed','undeliverable')),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX outbox_due_idx ON outbox_messages (next_attempt_at) WHERE status IN ('pending','sending')`,
    );

    await q.query(`
      CREATE TABLE bot_sessions (
        key varchar PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE processed_updates (
        update_id bigint PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'processed_updates',
      'bot_sessions',
      'outbox_messages',
      'error_logs',
      'appointments',
      'services',
      'invitations',
      'organization_members',
      'user_roles',
      'organizations',
      'master_profiles',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
