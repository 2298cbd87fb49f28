-- Sign in with Apple (login kind 2): an Apple user id (the ID token's `sub`) bound to at
-- most one account, and an account bound to at most one Apple ID, like wechat_bindings.
-- The primary key makes concurrent first logins of one Apple ID bind it once.
CREATE TABLE apple_bindings (
  apple_sub TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  bound_at INTEGER NOT NULL
);
