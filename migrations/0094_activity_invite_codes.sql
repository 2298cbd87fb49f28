-- Owner: the activity service. Issue 27: an invite link names its inviter by an opaque code,
-- never by a phone number; one code per activity user, drawn at their first invite.
CREATE TABLE activity_invite_codes (
  user_id INTEGER PRIMARY KEY REFERENCES activity_users(id),
  code TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
