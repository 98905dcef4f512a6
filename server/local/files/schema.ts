/** Metadata of uploaded files; the bytes live on disk under `<dataDir>/files/<path>`. */
export const FILES_SCHEMA_SQL = `
create table if not exists local_files (
  path text primary key,
  content_type text not null,
  size bigint not null,
  download_token text not null,
  owner_uid text,
  updated_at bigint not null
);
`;
