-- Issue 29: an invoice issued from the operator console carries its PDF, kept in R2 (the
-- FILES bucket) under this key; the applicant downloads it through a short-lived signed link.
ALTER TABLE pay_invoices ADD COLUMN pdf_key TEXT;
