-- Leads from the demo form and answers to "Was this helpful?", written by functions/api/.
-- Consent is stored with each lead: the text version the visitor ticked and when (Law 91/2025/QH15, Art. 9).
CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  name TEXT NOT NULL,
  company TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  need TEXT NOT NULL,
  locale TEXT NOT NULL,
  page TEXT NOT NULL,
  consent_version TEXT NOT NULL,
  consent_given_at TEXT NOT NULL
);

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  page TEXT NOT NULL,
  locale TEXT NOT NULL,
  helpful INTEGER NOT NULL CHECK (helpful IN (0, 1)),
  comment TEXT NOT NULL
);

CREATE INDEX feedback_by_page ON feedback (page);

-- Requests per client and window for the rate limit; the client is a hash, never an address.
CREATE TABLE rate_limits (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
);
