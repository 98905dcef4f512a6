/** Tables of the local identity provider. Idempotent: the engine runs it on every open. */
export const AUTH_SCHEMA_SQL = `
create table if not exists auth_users (
  uid text primary key,
  email text not null unique,
  password_hash text not null,
  email_verified boolean not null default false,
  -- bumped when the password changes: refresh tokens of an older generation stop working
  token_generation integer not null default 0,
  created_at bigint not null
);
create table if not exists auth_action_codes (
  code text primary key,
  uid text not null references auth_users(uid) on delete cascade,
  mode text not null,
  expires_at bigint not null,
  used_at bigint
);
-- verifyAndChangeEmail codes carry the address the account moves to once the link is followed
alter table auth_action_codes add column if not exists new_email text;
-- An administrator suspended the account; sign-in is refused (with the reason, once the password checks out)
alter table auth_users add column if not exists disabled boolean not null default false;
alter table auth_users add column if not exists disabled_reason text;
create index if not exists auth_action_codes_uid on auth_action_codes (uid, mode);
create table if not exists auth_mail (
  seq bigserial primary key,
  id text not null unique,
  to_email text not null,
  subject text not null,
  body text not null,
  link text not null,
  sent_at bigint not null
);
-- a mailing's List-Unsubscribe headers, as JSON
alter table auth_mail add column if not exists headers text;
-- Files a mail carries (JSON list of { filename, content, contentType }), e.g. an interview's calendar file
alter table auth_mail add column if not exists attachments text;
-- An authenticator app (TOTP): its secret, and the last time step accepted, so a code is good once
create table if not exists auth_second_factors (
  uid text primary key references auth_users(uid) on delete cascade,
  secret text not null,
  enrolled_at bigint not null,
  last_step bigint not null
);
-- A secret shown for enrolment, which counts once a code from it is entered before it expires
create table if not exists auth_second_factor_setups (
  uid text primary key references auth_users(uid) on delete cascade,
  secret text not null,
  expires_at bigint not null
);
-- Sessions ended one by one (a device signed out from another): their tokens are refused until they expire
create table if not exists auth_ended_sessions (
  sid text primary key,
  uid text not null references auth_users(uid) on delete cascade,
  ended_at bigint not null
);
`;
